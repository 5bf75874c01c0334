import type { WebFeature } from '../../lib/feature';

/** Sign-in, the signed-in user and their account page (the home of every role no area claims). */
export const users: WebFeature = {
  name: 'users',
  publicRoutes: [{ path: '/login', lazy: async () => ({ Component: (await import('./login-route')).LoginRoute }) }],
  routes: [{ path: '/account', lazy: async () => ({ Component: (await import('./account-route')).AccountRoute }) }],
  navigation: [{ label: 'nav.account', to: () => '/account', current: (path) => path.startsWith('/account') }],
};
