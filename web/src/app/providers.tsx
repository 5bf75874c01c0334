import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FlashMessages } from '../components/flash-messages';
import type { AppStore } from '../lib/store';
import { ThemeProvider } from './theme-provider';

/** The signed-in app's providers: the store, the theme, the flash messages. */
export function Providers({ store, children, env }: { store: AppStore; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <Provider store={store}>
      <ThemeProvider env={env}>
        <FlashMessages />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
