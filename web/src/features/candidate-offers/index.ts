import { hasRole, type WebFeature } from '../../lib/feature';
import { prefetching } from '../../lib/prefetch';

/** Candidates: the contact role's screens. */
const isCandidate = (user: Parameters<typeof hasRole>[0]): boolean => hasRole(user, 'contact');

/** The candidate's area (their home): their offers, the page an offer's link opens, and signing in by a mailed link. */
export const candidateOffers: WebFeature = {
  name: 'candidate-offers',
  routes: [
    {
      path: '/meine-angebote',
      allows: isCandidate,
      lazy: async () => {
        const { MyOffersRoute, prefetchMyOffers } = await import('./my-offers-route');
        return { Component: MyOffersRoute, loader: prefetching(prefetchMyOffers) };
      },
      firstRequests: () => ['/api/candidate-offers'],
    },
    {
      path: '/angebote/:token',
      allows: isCandidate,
      lazy: async () => ({ Component: (await import('./offer-link-route')).OfferLinkRoute }),
    },
  ],
  publicRoutes: [
    { path: '/anmelden/link/:token', lazy: async () => ({ Component: (await import('./magic-sign-in-route')).MagicSignInRoute }) },
  ],
  navigation: [
    {
      label: 'nav.myOffers',
      to: () => '/meine-angebote',
      current: (path) => path.startsWith('/meine-angebote') || path.startsWith('/angebote/'),
      visibleTo: isCandidate,
    },
  ],
  homes: { contact: '/meine-angebote' },
};
