import { hasRole, type WebFeature } from '../../lib/feature';

/** Data protection: a contact's consents, export, reads and erasure (admins); a candidate's own data. */
export const privacy: WebFeature = {
  name: 'privacy',
  routes: [
    { path: '/contacts/:id/privacy', lazy: async () => ({ Component: (await import('./contact-privacy-route')).ContactPrivacyRoute }) },
    { path: '/privacy', lazy: async () => ({ Component: (await import('./my-privacy-route')).MyPrivacyRoute }) },
  ],
  navigation: [
    { label: 'nav.privacy', to: () => '/privacy', current: (path) => path === '/privacy', visibleTo: (user) => hasRole(user, 'contact') },
  ],
};
