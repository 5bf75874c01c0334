import { isAdmin, type WebFeature } from '../../lib/feature';
import { de } from './messages/de';
import { en } from './messages/en';
import { pl } from './messages/pl';

/** The back office's interviews list: the meetings companies schedule with their unlocked contacts. */
export const interviews: WebFeature = {
  name: 'interviews',
  routes: [
    { path: '/interviews', allows: isAdmin, lazy: async () => ({ Component: (await import('./interviews-route')).InterviewsRoute }) },
  ],
  navigation: [{ label: 'nav.interviews', to: () => '/interviews', current: (path) => path.startsWith('/interviews'), visibleTo: isAdmin }],
  messages: { de, en, pl },
};
