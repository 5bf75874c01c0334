import { MantineProvider, mergeThemeOverrides, type ModalProps } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDefaults } from '../components/select-defaults';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * The theme with the texts Mantine needs in the user's language (every dialog's close button is named; every
 * select and multi-select says 'Auswählen' while empty, and a multi-select marks its chosen options, see
 * `select-defaults.tsx`). Plain objects, not `Modal.extend`/`Drawer.extend`: those would bring the dialogs' code
 * (portals, focus trap, scroll area) into every page, the sign-in page included, which shows none.
 */
function useLocalizedTheme() {
  const { t } = useTranslation();
  const close = t('app.close');
  const placeholder = t('select.placeholder');
  const selected = t('select.selected');
  const deselect = t('select.deselect');
  return useMemo(() => {
    const closeButton: { defaultProps: Partial<ModalProps> } = { defaultProps: { closeButtonProps: { 'aria-label': close } } };
    return mergeThemeOverrides(theme, {
      components: { Modal: closeButton, Drawer: closeButton, ...selectDefaults({ placeholder, selected, deselect }) },
    });
  }, [close, placeholder, selected, deselect]);
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
