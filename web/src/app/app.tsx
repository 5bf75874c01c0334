import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18nIn, type LanguageMessages } from '../lib/i18n';
import type { Language } from '../lib/language';
import { rememberLandingSource } from '../lib/landing-source';
import { setPrefetchDispatch } from '../lib/prefetch';
import { makeStore } from '../lib/store';
import { nextTask } from '../lib/next-task';
import { usersApi } from '../features/users/users-api';
import { loadCatalogue } from './catalogues/load';
import { Providers } from './providers';
import { LandingSourceBanner } from '../components/landing-source-banner';
import { createAppRouter } from './router';

/** What the page's first script asked for beside the app's code. */
export interface StartedWith {
  /** The language the app starts in, and its messages. */
  language: Language;
  messages: Promise<LanguageMessages>;
}

/**
 * The app: every feature's screens behind the router, the store, the messages of one language (another
 * language's are loaded when chosen). It renders once the messages are there (they load beside its code).
 */
export function start(root: HTMLElement, { language, messages }: StartedWith): void {
  rememberLandingSource();
  const store = makeStore();
  // Who is signed in is the first thing every screen needs: asked now (the page asked for it already: its
  // answer is taken), while the screens' code loads.
  void store.dispatch(usersApi.util.prefetch('currentUser', undefined, {}));
  setPrefetchDispatch(
    store.dispatch,
    async () => (await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }))).data,
  );
  void messages
    // A language's script that failed to arrive is asked for once more before giving up.
    .catch(() => loadCatalogue(language))
    .then(async (loaded) => {
      // Each step a task of its own (the messages, the router and its first screen's loaders, the first
      // render): on a phone each would otherwise add to one long task that keeps the page from answering.
      setupI18nIn(language, loaded, loadCatalogue);
      await nextTask();
      const router = createAppRouter();
      await nextTask();
      createRoot(root).render(
        <StrictMode>
          <Providers store={store}>
            <RouterProvider router={router} />
            <LandingSourceBanner />
          </Providers>
        </StrictMode>,
      );
    });
}
