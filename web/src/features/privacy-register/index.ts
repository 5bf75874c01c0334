import { isAdmin, type WebFeature } from '../../lib/feature';

/** The data-protection register: breaches (Art. 33/34 DSGVO) and data-subject requests (Art. 12–21), with their deadlines (admins). */
export const privacyRegister: WebFeature = {
  name: 'privacy-register',
  routes: [
    {
      path: '/privacy-register',
      allows: isAdmin,
      lazy: async () => ({ Component: (await import('./privacy-register-route')).PrivacyRegisterRoute }),
    },
  ],
  navigation: [
    {
      label: 'nav.privacyRegister',
      to: () => '/privacy-register',
      current: (path) => path.startsWith('/privacy-register'),
      visibleTo: isAdmin,
    },
  ],
};
