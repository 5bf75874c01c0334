import { isAdmin, type WebFeature } from '../../lib/feature';

/** Campaigns: their approval, a campaign's page, marketing channels. */
export const campaigns: WebFeature = {
  name: 'campaigns',
  routes: [
    { path: '/approvals', allows: isAdmin, lazy: async () => ({ Component: (await import('./approvals-route')).ApprovalsRoute }) },
    { path: '/campaigns/:id', allows: isAdmin, lazy: async () => ({ Component: (await import('./campaign-route')).CampaignRoute }) },
    {
      path: '/marketing-channels',
      allows: isAdmin,
      lazy: async () => ({ Component: (await import('./marketing-channels-route')).MarketingChannelsRoute }),
    },
  ],
  navigation: [
    {
      label: 'nav.approvals',
      to: () => '/approvals',
      current: (path) => path.startsWith('/approvals'),
      visibleTo: isAdmin,
    },
    {
      label: 'nav.channels',
      to: () => '/marketing-channels',
      current: (path) => path.startsWith('/marketing-channels'),
      visibleTo: isAdmin,
    },
  ],
};
