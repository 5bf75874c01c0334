import { isAdmin, type WebFeature } from '../../lib/feature';

/** The back office's interviews list: the meetings companies schedule with their unlocked contacts. */
export const interviews: WebFeature = {
  name: 'interviews',
  routes: [
    { path: '/interviews', allows: isAdmin, lazy: async () => ({ Component: (await import('./interviews-route')).InterviewsRoute }) },
  ],
  navigation: [{ label: 'nav.interviews', to: () => '/interviews', current: (path) => path.startsWith('/interviews'), visibleTo: isAdmin }],
};
