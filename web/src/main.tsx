import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { makeStore } from './lib/store';
import { setupI18n } from './lib/i18n';
import { APP_MESSAGES } from './app/features';

setupI18n(APP_MESSAGES);
const store = makeStore();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
