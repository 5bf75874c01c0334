import { isAdmin, type WebFeature } from '../../lib/feature';

const contact = async () => ({ Component: (await import('./contact-route')).ContactRoute });

/** The admin contacts table and a contact's detail. */
export const contacts: WebFeature = {
  name: 'contacts',
  routes: [
    { path: '/contacts', allows: isAdmin, lazy: async () => ({ Component: (await import('./contacts-route')).ContactsRoute }) },
    { path: '/contacts/:id', allows: isAdmin, lazy: contact },
    { path: '/contacts/:id/edit', allows: isAdmin, lazy: contact },
  ],
  navigation: [{ label: 'nav.contacts', to: () => '/contacts', current: (path) => path.startsWith('/contacts'), visibleTo: isAdmin }],
};
