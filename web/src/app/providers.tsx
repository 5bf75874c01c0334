import { Drawer, MantineProvider, mergeThemeOverrides, Modal } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { FeatureSlotsProvider, type FeatureSlots } from '../components/feature-slots';
import { FlashMessages } from '../components/flash-messages';
import { WEB_FEATURES } from './features';
import type { AppStore } from '../lib/store';
import { cssVariablesResolver, theme } from '../lib/theme';

/** The theme with the texts Mantine needs in the user's language (every dialog's close button is named). */
function useLocalizedTheme() {
  const { t } = useTranslation();
  const close = t('app.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
        },
      }),
    [close],
  );
}

/** Every feature's fillings of other features' slots. */
const FEATURE_SLOTS: FeatureSlots = Object.assign({}, ...WEB_FEATURES.map((feature) => feature.slots ?? {})) as FeatureSlots;

/** `env="test"` turns off Mantine's transitions and portals for component tests. */
export function Providers({ store, children, env }: { store: AppStore; children: ReactNode; env?: 'default' | 'test' }) {
  const localizedTheme = useLocalizedTheme();
  return (
    <Provider store={store}>
      <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <FlashMessages />
        <FeatureSlotsProvider value={FEATURE_SLOTS}>{children}</FeatureSlotsProvider>
      </MantineProvider>
    </Provider>
  );
}
