import '@mantine/core/styles.css';
import { loadCatalogue } from './app/catalogues/load';
import { showBrowserNotice } from './app/browser-notice';
import { showLoadingNote } from './app/loading-note';
import { askEarly } from './lib/early-answers';
import { nextTask } from './lib/next-task';
import { initialLanguage } from './lib/language';

/** The sign-in page starts without the rest of the app (see `app/sign-in-page.tsx`); every other path starts the app. */
const signingIn = window.location.pathname === '/login';
const root = document.getElementById('root');
const language = initialLanguage();
if (root) showLoadingNote(root, language);
// Opera and Internet Explorer below 10 are told to use another browser (above the app, on every page).
showBrowserNotice(document, navigator.userAgent, language);
if (root && signingIn) void import('./app/sign-in-page').then(({ start }) => start(root));
if (root && !signingIn) {
  /**
   * Asked at once, while the app's code is still on its way, since the first screen waits for all of them (on
   * a phone that saves a round trip each): who is signed in, then the first screen's data (the app's first
   * queries take these answers, see `lib/early-answers.ts`); the screen's code (`app/early-screen.ts`); the
   * messages of the language the app starts in (one language's, not three).
   */
  const signedIn = askEarly('/api/user/current');
  void import('./app/early-screen').then(({ startScreen }) => startScreen(window.location.pathname, signedIn));
  const messages = loadCatalogue(language);
  // The app's start in a task of its own after its code's evaluation (one long task less on a phone).
  void import('./app/app').then(async ({ start }) => {
    await nextTask();
    start(root, { language, messages });
  });
}
