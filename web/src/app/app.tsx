import { SERVER_MESSAGES, type CurrentUser } from '@rm/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18n } from '../lib/i18n';
import { rememberLandingSource } from '../lib/landing-source';
import { setPrefetchDispatch } from '../lib/prefetch';
import { makeStore, type AppStore } from '../lib/store';
import { usersApi } from '../features/users/users-api';
import { APP_MESSAGES } from './features';
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

/**
 * The app: every feature's screens behind the router, the store, the whole catalogue. `signedIn` is the
 * answer to `GET /api/user/current` when the page asked for it before the app's code arrived (null: not
 * signed in, or not asked).
 */
export function start(root: HTMLElement, signedIn: Promise<unknown> = Promise.resolve(null)): void {
  setupI18n(APP_MESSAGES, SERVER_MESSAGES);
  rememberLandingSource();
  const store = makeStore();
  void knowCurrentUser(store, signedIn);
  setPrefetchDispatch(
    store.dispatch,
    async () => (await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }))).data,
  );
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
