import { SERVER_MESSAGES } from '@rm/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18n } from '../lib/i18n';
import { rememberLandingSource } from '../lib/landing-source';
import { setPrefetchDispatch } from '../lib/prefetch';
import { makeStore } from '../lib/store';
import { usersApi } from '../features/users/users-api';
import { APP_MESSAGES } from './features';
import { Providers } from './providers';
import { router } from './router';

/** The app: every feature's screens behind the router, the store, the whole catalogue. */
export function start(root: HTMLElement): void {
  setupI18n(APP_MESSAGES, SERVER_MESSAGES);
  rememberLandingSource();
  const store = makeStore();
  // Who is signed in is the first thing every screen needs: asked now, while the screens' code loads.
  void store.dispatch(usersApi.util.prefetch('currentUser', undefined, {}));
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
