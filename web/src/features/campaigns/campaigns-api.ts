import { campaignsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { pendingApprovals, campaignDetail, listMarketingChannels, marketingChannel } = campaignsFeature.queries;
const c = campaignsFeature.commands;

const campaignTag = (id: string) => ({ type: 'Campaign' as const, id });
const CHANNELS = { type: 'MarketingChannel' as const, id: 'LIST' };
/** What an edit of a campaign changes. */
const edited = (_result: unknown, _error: unknown, args: { id: string }) => [
  campaignTag(args.id),
  'Campaigns' as const,
  'AuditLog' as const,
];

export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pendingApprovals: contractQuery(build, pendingApprovals, ['Campaigns']),
    approveCampaign: contractMutation(build, c.approveCampaign, ['Campaigns', 'AuditLog']),
    rejectCampaign: contractMutation(build, c.rejectCampaign, ['Campaigns', 'AuditLog']),
    campaign: contractQuery(build, campaignDetail, (_r, _e, args) => [campaignTag(args.id), 'Campaigns', 'OfferReminders']),
    submitCampaign: contractMutation(build, c.submitCampaign, edited),
    toggleCritical: contractMutation(build, c.toggleCampaignCritical, edited),
    toggleSendOffersInBatch: contractMutation(build, c.toggleCampaignSendOffersInBatch, edited),
    deblockCampaign: contractMutation(build, c.deblockCampaign, edited),
    sendCampaignReminders: contractMutation(build, c.sendCampaignReminders, (_r, _e, args) => [
      campaignTag(args.id),
      'OfferReminders',
      'AuditLog',
    ]),
    deleteCampaign: contractMutation(build, c.deleteCampaign, edited),
    marketingChannels: contractQuery(build, listMarketingChannels, [CHANNELS]),
    marketingChannel: contractQuery(build, marketingChannel, (_r, _e, args) => [{ type: 'MarketingChannel', id: args.id }]),
    createMarketingChannel: contractMutation(build, c.createMarketingChannel, [CHANNELS, 'AuditLog']),
    updateMarketingChannel: contractMutation(build, c.updateMarketingChannel, (_r, _e, args) => [
      CHANNELS,
      { type: 'MarketingChannel', id: args.id },
      'Campaign',
    ]),
    deleteMarketingChannel: contractMutation(build, c.deleteMarketingChannel, [CHANNELS, 'Campaign']),
    syncCampaignChannels: contractMutation(build, c.syncCampaignMarketingChannels, (_r, _e, args) => [
      campaignTag(args.campaignId),
      CHANNELS,
    ]),
  }),
});

export const {
  usePendingApprovalsQuery,
  useApproveCampaignMutation,
  useRejectCampaignMutation,
  useCampaignQuery,
  useSubmitCampaignMutation,
  useToggleCriticalMutation,
  useToggleSendOffersInBatchMutation,
  useDeblockCampaignMutation,
  useSendCampaignRemindersMutation,
  useDeleteCampaignMutation,
  useMarketingChannelsQuery,
  useMarketingChannelQuery,
  useCreateMarketingChannelMutation,
  useUpdateMarketingChannelMutation,
  useDeleteMarketingChannelMutation,
  useSyncCampaignChannelsMutation,
} = campaignsApi;
