import { isAdmin, type WebFeature } from '../../lib/feature';

/** The signed-in user's notification list, and the back office's notifications sender. */
export const notifications: WebFeature = {
  name: 'notifications',
  routes: [
    { path: '/notifications', lazy: async () => ({ Component: (await import('./notifications-route')).NotificationsRoute }) },
    {
      path: '/notification-sender',
      allows: isAdmin,
      lazy: async () => ({ Component: (await import('./sender-route')).SenderRoute }),
    },
  ],
  navigation: [
    { label: 'nav.notifications', to: () => '/notifications', current: (path) => path === '/notifications' },
    {
      label: 'nav.notificationSender',
      to: () => '/notification-sender',
      current: (path) => path.startsWith('/notification-sender'),
      visibleTo: isAdmin,
    },
  ],
  slots: { header: async () => ({ default: (await import('./notification-bell')).NotificationBell }) },
};
