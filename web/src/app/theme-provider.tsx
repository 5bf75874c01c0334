import { Drawer, MantineProvider, mergeThemeOverrides, Modal } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The theme in the user's language; all the sign-in page needs. `env="test"` turns off Mantine's transitions and portals for component tests. */
export function ThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const localizedTheme = useLocalizedTheme();
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}
