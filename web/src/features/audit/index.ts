import { isAdmin, type WebFeature } from '../../lib/feature';

/** The audit log (admins). */
export const audit: WebFeature = {
  name: 'audit',
  routes: [{ path: '/audit', allows: isAdmin, lazy: async () => ({ Component: (await import('./audit-route')).AuditRoute }) }],
  navigation: [{ label: 'nav.audit', to: () => '/audit', current: (path) => path.startsWith('/audit'), visibleTo: isAdmin }],
};
