import { hasRole, type WebFeature } from '../../lib/feature';

/** Super-actions: offer reminders, charge for hire, the notification outbox. */
export const superActions: WebFeature = {
  name: 'super-actions',
  routes: [{ path: '/super-actions', lazy: async () => ({ Component: (await import('./super-actions-route')).SuperActionsRoute }) }],
  navigation: [
    {
      label: 'nav.superActions',
      to: () => '/super-actions',
      current: (path) => path.startsWith('/super-actions'),
      visibleTo: (user) => hasRole(user, 'admin'),
    },
  ],
};
