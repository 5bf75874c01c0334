import type { CurrentUser } from '@rm/domain';
import { hasRole, type WebFeature } from '../../lib/feature';

const isCandidate = (user: CurrentUser): boolean => hasRole(user, 'contact');

/** A candidate's own account: the sign-up, their profile and image, the profile-meta wizard, deleting the account. */
export const candidateProfile: WebFeature = {
  name: 'candidate-profile',
  routes: [
    { path: '/my-profile', allows: isCandidate, lazy: async () => ({ Component: (await import('./profile-route')).ProfileRoute }) },
    {
      path: '/my-profile/details',
      allows: isCandidate,
      lazy: async () => ({ Component: (await import('./profile-meta-route')).ProfileMetaRoute }),
    },
    {
      path: '/my-profile/delete',
      allows: isCandidate,
      lazy: async () => ({ Component: (await import('./delete-account-route')).DeleteAccountRoute }),
    },
  ],
  publicRoutes: [
    { path: '/register', lazy: async () => ({ Component: (await import('./register-candidate-route')).RegisterCandidateRoute }) },
  ],
  navigation: [
    { label: 'nav.myProfile', to: () => '/my-profile', current: (path) => path === '/my-profile', visibleTo: isCandidate },
    { label: 'nav.myDetails', to: () => '/my-profile/details', current: (path) => path === '/my-profile/details', visibleTo: isCandidate },
    {
      label: 'nav.deleteAccount',
      to: () => '/my-profile/delete',
      current: (path) => path === '/my-profile/delete',
      visibleTo: isCandidate,
    },
  ],
};
