import { campaignsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { pendingApprovals } = campaignsFeature.queries;
const { approveCampaign, rejectCampaign } = campaignsFeature.commands;

export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pendingApprovals: contractQuery(build, pendingApprovals, ['Campaigns']),
    approveCampaign: contractMutation(build, approveCampaign, ['Campaigns', 'AuditLog']),
    rejectCampaign: contractMutation(build, rejectCampaign, ['Campaigns', 'AuditLog']),
  }),
});

export const { usePendingApprovalsQuery, useApproveCampaignMutation, useRejectCampaignMutation } = approvalsApi;
