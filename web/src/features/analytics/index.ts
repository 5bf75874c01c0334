import { isAdmin, type WebFeature } from '../../lib/feature';

/** The back office's statistics (admins): charts, their tables and CSV, as of any day. */
export const analytics: WebFeature = {
  name: 'analytics',
  routes: [
    { path: '/stats', allows: isAdmin, lazy: async () => ({ Component: (await import('./stats-route')).StatsRoute }) },
    { path: '/stats/reports', allows: isAdmin, lazy: async () => ({ Component: (await import('./reports-route')).ReportsRoute }) },
    { path: '/stats/dashboards', allows: isAdmin, lazy: async () => ({ Component: (await import('./dashboards-route')).DashboardsRoute }) },
  ],
  navigation: [{ label: 'nav.stats', to: () => '/stats', current: (path) => path.startsWith('/stats'), visibleTo: isAdmin }],
};
