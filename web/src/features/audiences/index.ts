import { can, isAdmin, isCompanyUser, type WebFeature } from '../../lib/feature';

const form = (mode: 'new' | 'edit' | 'duplicate') => async () => ({
  Component: (await import('./audience-form-route')).AUDIENCE_FORMS[mode],
});
/** Admins, and company users the company gave the campaigns area (audiences are what campaigns and active sourcing reach). */
const adminOrCompany = (user: Parameters<typeof isAdmin>[0]): boolean => isAdmin(user) || (isCompanyUser(user) && can(user, 'campaigns'));

/** Audiences with their live potential-contacts count, and the admin's map. */
export const audiences: WebFeature = {
  name: 'audiences',
  routes: [
    { path: '/audiences', allows: adminOrCompany, lazy: async () => ({ Component: (await import('./audiences-route')).AudiencesRoute }) },
    { path: '/audiences/new', allows: adminOrCompany, lazy: form('new') },
    { path: '/audiences/:id/edit', allows: adminOrCompany, lazy: form('edit') },
    { path: '/audiences/:id/duplicate', allows: adminOrCompany, lazy: form('duplicate') },
    { path: '/audience-map', allows: isAdmin, lazy: async () => ({ Component: (await import('./audience-map-route')).AudienceMapRoute }) },
    // The campaign screen links here: the campaign's audience on the audience map's map.
    {
      path: '/campaigns/:id/map',
      allows: isAdmin,
      lazy: async () => ({ Component: (await import('./campaign-map-route')).CampaignMapRoute }),
    },
  ],
  navigation: [
    { label: 'nav.audiences', to: () => '/audiences', current: (path) => path.startsWith('/audiences'), visibleTo: adminOrCompany },
    { label: 'nav.audienceMap', to: () => '/audience-map', current: (path) => path.startsWith('/audience-map'), visibleTo: isAdmin },
  ],
};
