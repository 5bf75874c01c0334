import '@mantine/core/styles.css';
import { loadCatalogue } from './app/catalogues/load';
import { initialLanguage } from './lib/language';

/** The sign-in page starts without the rest of the app (see `app/sign-in-page.tsx`); every other path starts the app. */
const signingIn = window.location.pathname === '/login';
const root = document.getElementById('root');
if (root && signingIn) void import('./app/sign-in-page').then(({ start }) => start(root));
if (root && !signingIn) {
  /**
   * Asked at once, while the app's code is still on its way, since the first screen waits for both (on a
   * phone that saves a round trip each): who is signed in (the app's first query for it takes this answer;
   * a failed request it asks again), and the messages of the language the app starts in (one language's,
   * not three).
   */
  const signedIn: Promise<Response | null> = fetch('/api/user/current', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => null);
  // The code of the screen the address opens, beside the app's (see `app/early-screen.ts`).
  void import('./app/early-screen').then(({ startScreenCode }) => startScreenCode(window.location.pathname));
  const language = initialLanguage();
  const messages = loadCatalogue(language);
  void import('./app/app').then(({ start }) => start(root, { signedIn, language, messages }));
}
