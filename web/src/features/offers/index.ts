import { can, isAdmin, isCompanyUser, type WebFeature } from '../../lib/feature';

/** Admins and company users work the board (each under their stage rules); company users need the campaigns area. */
const mayWorkTheBoard = (user: Parameters<typeof isAdmin>[0]): boolean => isAdmin(user) || (isCompanyUser(user) && can(user, 'campaigns'));

/** The offer pipeline board (the admins' home), and the offers candidates rejected. */
export const offers: WebFeature = {
  name: 'offers',
  routes: [
    { path: '/pipeline', allows: mayWorkTheBoard, lazy: async () => ({ Component: (await import('./board-route')).BoardRoute }) },
    {
      path: '/rejected-offers',
      allows: mayWorkTheBoard,
      lazy: async () => ({ Component: (await import('./rejected-offers-route')).RejectedOffersRoute }),
    },
  ],
  navigation: [
    { label: 'nav.pipeline', to: () => '/pipeline', current: (path) => path.startsWith('/pipeline'), visibleTo: mayWorkTheBoard },
    {
      label: 'nav.rejectedOffers',
      to: () => '/rejected-offers',
      current: (path) => path.startsWith('/rejected-offers'),
      visibleTo: mayWorkTheBoard,
    },
  ],
  homes: { admin: '/pipeline' },
};
