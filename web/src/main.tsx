import '@mantine/core/styles.css';

/** The sign-in page starts without the rest of the app (see `app/sign-in-page.tsx`); every other path starts the app. */
const signingIn = window.location.pathname === '/login';
/**
 * Who is signed in: asked at once, while the app's code is still on its way, since every signed-in screen
 * waits for it (on a phone that saves a round trip before the first screen). Its answer only seeds the
 * app's cache; a refusal or a failure leaves the asking to the app as before.
 */
const signedIn: Promise<unknown> = signingIn
  ? Promise.resolve(null)
  : fetch('/api/user/current', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .catch(() => null);
const root = document.getElementById('root');
if (root) {
  if (signingIn) void import('./app/sign-in-page').then(({ start }) => start(root));
  else void import('./app/app').then(({ start }) => start(root, signedIn));
}
