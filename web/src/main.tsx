import '@mantine/core/styles.css';

/** The sign-in page starts without the rest of the app (see `app/sign-in-page.tsx`); every other path starts the app. */
const entry = window.location.pathname === '/login' ? import('./app/sign-in-page') : import('./app/app');
const root = document.getElementById('root');
if (root) void entry.then(({ start }) => start(root));
