import { isAdmin, type WebFeature } from '../../lib/feature';

/** The audit log and the security log (admins). */
export const audit: WebFeature = {
  name: 'audit',
  routes: [
    { path: '/audit', allows: isAdmin, lazy: async () => ({ Component: (await import('./audit-route')).AuditRoute }) },
    {
      path: '/security-log',
      allows: isAdmin,
      lazy: async () => ({ Component: (await import('./security-log-route')).SecurityLogRoute }),
    },
  ],
  navigation: [
    { label: 'nav.audit', to: () => '/audit', current: (path) => path.startsWith('/audit'), visibleTo: isAdmin },
    { label: 'nav.securityLog', to: () => '/security-log', current: (path) => path.startsWith('/security-log'), visibleTo: isAdmin },
  ],
};
