import { hasRole, type WebFeature } from '../../lib/feature';

/** Stammdaten: the back office's reference data, one list per kind, and the user management (admins). */
export const referenceData: WebFeature = {
  name: 'reference-data',
  routes: [
    { path: '/reference-data/:kind?', lazy: async () => ({ Component: (await import('./reference-data-route')).ReferenceDataRoute }) },
    { path: '/user-management', lazy: async () => ({ Component: (await import('./user-management-route')).UserManagementRoute }) },
  ],
  navigation: [
    {
      label: 'nav.referenceData',
      to: () => '/reference-data',
      current: (path) => path.startsWith('/reference-data') || path.startsWith('/user-management'),
      visibleTo: (user) => hasRole(user, 'admin'),
    },
  ],
};
