import { isAdmin, type WebFeature } from '../../lib/feature';

/** The chat with contacts: the back office's chat screen (with who is online), the employer's chat on an unlocked contact. */
export const chat: WebFeature = {
  name: 'chat',
  routes: [
    { path: '/chat', allows: isAdmin, lazy: async () => ({ Component: (await import('./chat-route')).ChatRoute }) },
    { path: '/chat/:contactId', allows: isAdmin, lazy: async () => ({ Component: (await import('./chat-route')).ChatRoute }) },
  ],
  navigation: [{ label: 'nav.chat', to: () => '/chat', current: (path) => path.startsWith('/chat'), visibleTo: isAdmin }],
  slots: { unlockedContactDetail: async () => ({ default: (await import('./chat-widget')).ChatWidget }) },
};
