import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError, conflict, invalid, notFound } from '../shared/errors';
import { DEFAULT_APPROVAL_AUDIENCE_THRESHOLD, type CampaignCreated, type CampaignEvent } from './campaign-events';

export type CampaignStatus = 'draft' | 'pending_approval' | 'approved' | 'rejected';

export type CampaignState =
  | { status: 'none' }
  | { status: CampaignStatus; campaignId: string; companyId: string; audienceId: string; rejectedReason: string | null };

export type CampaignCommand =
  | { type: 'CreateCampaign'; data: CampaignCreated['data'] }
  | { type: 'SubmitCampaignForApproval'; data: { campaignId: string } }
  | {
      type: 'ApproveCampaign';
      data: {
        campaignId: string;
        resetRejectedOffers: boolean;
        userShouldBeNotified: boolean;
        /** Read from the campaigns read model by the caller: a soft rule resting on statistics. */
        audienceCandidatesCount: number;
        threshold?: number;
      };
    }
  | { type: 'RejectCampaign'; data: { campaignId: string; rejectedReason: string; userShouldBeNotified: boolean } };

/** Approval needs an audience below the threshold (default 600 candidates). */
export const canApproveAudience = (candidatesCount: number, threshold: number = DEFAULT_APPROVAL_AUDIENCE_THRESHOLD): boolean =>
  candidatesCount < threshold;

type Existing = Exclude<CampaignState, { status: 'none' }>;

function requireCampaign(state: CampaignState): Existing {
  if (state.status === 'none') throw notFound('Campaign not found.');
  return state;
}

function requirePending(state: CampaignState): Existing {
  const campaign = requireCampaign(state);
  if (campaign.status !== 'pending_approval') throw conflict(`The campaign is not pending approval (it is ${campaign.status}).`);
  return campaign;
}

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCampaign':
        if (state.status !== 'none') throw conflict('Campaign already exists.');
        return [{ type: 'CampaignCreated', data: command.data }];
      case 'SubmitCampaignForApproval': {
        const campaign = requireCampaign(state);
        if (campaign.status === 'pending_approval') return [];
        if (campaign.status === 'approved') throw conflict('The campaign is already approved.');
        return [{ type: 'CampaignSubmittedForApproval', data: { campaignId: campaign.campaignId, companyId: campaign.companyId } }];
      }
      case 'ApproveCampaign': {
        const campaign = requirePending(state);
        const { audienceCandidatesCount, threshold = DEFAULT_APPROVAL_AUDIENCE_THRESHOLD } = command.data;
        if (!canApproveAudience(audienceCandidatesCount, threshold)) {
          throw new DomainError(
            'invalid',
            `The audience has too many candidates (${audienceCandidatesCount}); approval needs fewer than ${threshold}.`,
            'campaign_id',
          );
        }
        return [
          {
            type: 'CampaignApproved',
            data: {
              campaignId: campaign.campaignId,
              companyId: campaign.companyId,
              resetRejectedOffers: command.data.resetRejectedOffers,
              userShouldBeNotified: command.data.userShouldBeNotified,
              audienceCandidatesCount,
            },
          },
        ];
      }
      case 'RejectCampaign': {
        const campaign = requirePending(state);
        const rejectedReason = command.data.rejectedReason.trim();
        if (rejectedReason === '') throw invalid('rejected_reason', 'The rejected reason field is required.');
        return [
          {
            type: 'CampaignRejected',
            data: {
              campaignId: campaign.campaignId,
              companyId: campaign.companyId,
              rejectedReason,
              userShouldBeNotified: command.data.userShouldBeNotified,
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CampaignCreated':
        return {
          status: 'draft',
          campaignId: event.data.campaignId,
          companyId: event.data.companyId,
          audienceId: event.data.audienceId,
          rejectedReason: null,
        };
      case 'CampaignSubmittedForApproval':
        return state.status === 'none' ? state : { ...state, status: 'pending_approval' };
      case 'CampaignApproved':
        return state.status === 'none' ? state : { ...state, status: 'approved', rejectedReason: null };
      case 'CampaignRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected', rejectedReason: event.data.rejectedReason };
      default:
        return assertNever(event);
    }
  },
};
