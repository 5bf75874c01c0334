import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FeatureSlotsProvider, slotsOf, type FeatureSlotFillings, type FeatureSlots } from '../components/feature-slots';
import { FlashMessages } from '../components/flash-messages';
import { WEB_FEATURES } from './features';
import type { AppStore } from '../lib/store';
import { ThemeProvider } from './theme-provider';

/** Every feature's fillings of other features' slots. */
const FEATURE_SLOTS: FeatureSlots = slotsOf(
  Object.assign({}, ...WEB_FEATURES.map((feature) => feature.slots ?? {})) as FeatureSlotFillings,
);

/** The signed-in app's providers: the store, the theme, the flash messages, the features' slots. */
export function Providers({ store, children, env }: { store: AppStore; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <Provider store={store}>
      <ThemeProvider env={env}>
        <FlashMessages />
        <FeatureSlotsProvider value={FEATURE_SLOTS}>{children}</FeatureSlotsProvider>
      </ThemeProvider>
    </Provider>
  );
}
