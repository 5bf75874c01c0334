import { SERVER_MESSAGES } from '@rm/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18n } from '../lib/i18n';
import { makeStore } from '../lib/store';
import { APP_MESSAGES } from './features';
import { Providers } from './providers';
import { router } from './router';

/** The app: every feature's screens behind the router, the store, the whole catalogue. */
export function start(root: HTMLElement): void {
  setupI18n(APP_MESSAGES, SERVER_MESSAGES);
  const store = makeStore();
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
