import { GENERAL_SERVER_MESSAGES, mergeServerMessages, USER_MESSAGES } from '@rm/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { messages as componentMessages } from '../components/messages';
import { de as usersDe } from '../features/users/messages/de';
import { en as usersEn } from '../features/users/messages/en';
import { pl as usersPl } from '../features/users/messages/pl';
import { LoginRoute } from '../features/users/login-route';
import { setupI18n } from '../lib/i18n';
import { de } from './messages/de';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ThemeProvider } from './theme-provider';

/**
 * The sign-in page on its own: the form, the theme and the messages it shows, without the router, the
 * store, the contracts and the other features' catalogues, so that a phone loads a fraction of the app's
 * script before it can sign in. Signed in, the browser loads the app (`/`).
 */
export function start(root: HTMLElement): void {
  setupI18n(
    [{ de, en, pl }, componentMessages, { de: usersDe, en: usersEn, pl: usersPl }],
    mergeServerMessages([GENERAL_SERVER_MESSAGES, USER_MESSAGES]),
  );
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <LoginRoute />
      </ThemeProvider>
    </StrictMode>,
  );
}
