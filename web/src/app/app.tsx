import { SERVER_MESSAGES, type CurrentUser } from '@rm/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18nIn, type Catalogue } from '../lib/i18n';
import type { Language } from '../lib/language';
import { rememberLandingSource } from '../lib/landing-source';
import { setPrefetchDispatch } from '../lib/prefetch';
import { makeStore, type AppStore } from '../lib/store';
import { usersApi } from '../features/users/users-api';
import { loadCatalogue } from './catalogues/load';
import { Providers } from './providers';
import { router } from './router';

/**
 * Who is signed in is the first thing every screen needs: the page's early answer when it has one (it
 * usually has by the time the app's code has arrived) goes into the cache as it is; without one, the user
 * is asked for now, while the screens' code loads.
 */
export async function knowCurrentUser(store: AppStore, signedIn: Promise<unknown>): Promise<void> {
  const user = await signedIn;
  if (user) await store.dispatch(usersApi.util.upsertQueryData('currentUser', undefined, user as CurrentUser));
  else store.dispatch(usersApi.util.prefetch('currentUser', undefined, {}));
}

/** What the page's first script asked for beside the app's code. */
export interface StartedWith {
  /** The answer to `GET /api/user/current` (null: not signed in). */
  signedIn: Promise<unknown>;
  /** The language the app starts in, and its messages. */
  language: Language;
  messages: Promise<readonly Catalogue[]>;
}

/**
 * The app: every feature's screens behind the router, the store, the messages of one language (another
 * language's are loaded when chosen). It renders once the messages are there (they load beside its code).
 */
export function start(root: HTMLElement, { signedIn, language, messages }: StartedWith): void {
  rememberLandingSource();
  const store = makeStore();
  void knowCurrentUser(store, signedIn);
  setPrefetchDispatch(
    store.dispatch,
    async () => (await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }))).data,
  );
  void messages
    // A language's script that failed to arrive is asked for once more before giving up.
    .catch(() => loadCatalogue(language))
    .then((parts) => {
      setupI18nIn(language, parts, SERVER_MESSAGES, loadCatalogue);
      createRoot(root).render(
        <StrictMode>
          <Providers store={store}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    });
}
