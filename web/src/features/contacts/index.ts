import { isAdmin, type WebFeature } from '../../lib/feature';
import { de } from './messages/de';
import { en } from './messages/en';
import { pl } from './messages/pl';

const contact = async () => ({ Component: (await import('./contact-route')).ContactRoute });

/** A contact's admin detail. */
export const contacts: WebFeature = {
  name: 'contacts',
  routes: [
    { path: '/contacts/:id', allows: isAdmin, lazy: contact },
    { path: '/contacts/:id/edit', allows: isAdmin, lazy: contact },
  ],
  messages: { de, en, pl },
};
