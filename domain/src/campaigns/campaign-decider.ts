import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError, conflict, invalid, notFound } from '../shared/errors';
import {
  CAMPAIGN_FLAGS,
  DEFAULT_APPROVAL_AUDIENCE_THRESHOLD,
  type CampaignCreated,
  type CampaignEvent,
  type CampaignFlag,
} from './campaign-events';

export type CampaignStatus = 'draft' | 'pending_approval' | 'approved' | 'rejected';

export interface ExistingCampaign {
  status: CampaignStatus;
  campaignId: string;
  companyId: string;
  audienceId: string;
  rejectedReason: string | null;
  /** Cents. */
  costPerUnlock: number;
  /** Cents: the budget as created plus what de-blocking added. */
  budget: number;
  /** Cents: the budget less the cost of its unlocks (refunds given back). */
  remainingBudget: number;
  /** Unlocks paid from the budget and not refunded, with what each cost. */
  spent: Readonly<Record<string, number>>;
  /** Unlocks whose cost went back (each is refunded once, and never spent again). */
  refunded: readonly string[];
  flags: Readonly<Record<CampaignFlag, boolean>>;
  blocked: boolean;
  channels: ReadonlyArray<{ channelId: string; url: string | null }>;
  /** Revision of the campaign's stream: what an edit names as the state it saw. */
  version: number;
}

export type CampaignState = { status: 'none' } | ExistingCampaign | { status: 'deleted'; campaignId: string; version: number };

/** An admin's edit may name the version it saw: a change by someone else since is a conflict (409). */
interface Edit {
  campaignId: string;
  expectedVersion?: number;
}

export type CampaignCommand =
  | { type: 'CreateCampaign'; data: CampaignCreated['data'] }
  | { type: 'SubmitCampaignForApproval'; data: Edit }
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
  | { type: 'RejectCampaign'; data: { campaignId: string; rejectedReason: string; userShouldBeNotified: boolean } }
  /** Pays an unlock's cost from the remaining budget; refused when the budget cannot pay it. Once per unlock. */
  | { type: 'SpendCampaignBudget'; data: { campaignId: string; unlockId: string; companyId: string } }
  | { type: 'RefundCampaignBudget'; data: { campaignId: string; unlockId: string } }
  | { type: 'SetCampaignFlag'; data: Edit & { flag: CampaignFlag; value?: boolean } }
  /** Cents added to the budget as the campaign is de-blocked. */
  | { type: 'DeblockCampaign'; data: Edit & { addBudget: number } }
  | { type: 'SyncMarketingChannels'; data: Edit & { channels: ReadonlyArray<{ channelId: string; url: string | null }> } }
  | { type: 'DeleteCampaign'; data: Edit };

export const CAMPAIGN_CHANGED_MESSAGE = 'Someone else changed this campaign meanwhile. Reload it and try again.';

/** Approval needs an audience below the threshold (default 600 candidates). */
export const canApproveAudience = (candidatesCount: number, threshold: number = DEFAULT_APPROVAL_AUDIENCE_THRESHOLD): boolean =>
  candidatesCount < threshold;

/** Cents as the German back office writes euros: 1234 → "12,34 €". */
export const euroText = (cents: number): string =>
  `${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

function requireCampaign(state: CampaignState, edit?: Edit): ExistingCampaign {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('Campaign not found.');
  if (edit?.expectedVersion !== undefined && edit.expectedVersion !== state.version) throw conflict(CAMPAIGN_CHANGED_MESSAGE);
  return state;
}

function requirePending(state: CampaignState): ExistingCampaign {
  const campaign = requireCampaign(state);
  if (campaign.status !== 'pending_approval') throw conflict(`The campaign is not pending approval (it is ${campaign.status}).`);
  return campaign;
}

const ref = (campaign: ExistingCampaign) => ({ campaignId: campaign.campaignId, companyId: campaign.companyId });

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCampaign': {
        if (state.status !== 'none') throw conflict('Campaign already exists.');
        const name = command.data.name.trim();
        if (name === '') throw invalid('name', 'The name field is required.');
        if (command.data.costPerUnlock <= 0) throw invalid('cost_per_unlock', 'The cost per unlock must be more than 0 €.');
        if (command.data.budget < command.data.costPerUnlock) throw invalid('budget', 'The budget must pay for at least one unlock.');
        return [{ type: 'CampaignCreated', data: { ...command.data, name } }];
      }
      case 'SubmitCampaignForApproval': {
        const campaign = requireCampaign(state, command.data);
        if (campaign.status === 'pending_approval') return [];
        if (campaign.status === 'approved') throw conflict('The campaign is already approved.');
        return [{ type: 'CampaignSubmittedForApproval', data: ref(campaign) }];
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
              ...ref(campaign),
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
            data: { ...ref(campaign), rejectedReason, userShouldBeNotified: command.data.userShouldBeNotified },
          },
        ];
      }
      case 'SpendCampaignBudget': {
        if (state.status === 'none' || state.status === 'deleted') throw invalid('campaign_id', 'The selected campaign is invalid.');
        const campaign = state;
        if (campaign.companyId !== command.data.companyId) throw invalid('campaign_id', 'The campaign does not belong to this company.');
        const { unlockId } = command.data;
        if (unlockId in campaign.spent) return [];
        if (campaign.refunded.includes(unlockId)) throw conflict('This unlock was already given back to the budget.');
        const amount = campaign.costPerUnlock;
        if (campaign.remainingBudget < amount) {
          throw invalid(
            'campaign_id',
            `The campaign's remaining budget (${euroText(campaign.remainingBudget)}) cannot pay for an unlock (${euroText(amount)}).`,
          );
        }
        const remainingBudget = campaign.remainingBudget - amount;
        const spent: CampaignEvent = { type: 'CampaignBudgetSpent', data: { ...ref(campaign), unlockId, amount, remainingBudget } };
        if (remainingBudget >= amount || campaign.blocked) return [spent];
        return [spent, { type: 'CampaignBlocked', data: { ...ref(campaign), reason: 'budget_exhausted' } }];
      }
      case 'RefundCampaignBudget': {
        if (state.status === 'none' || state.status === 'deleted') return [];
        const amount = state.spent[command.data.unlockId];
        if (amount === undefined) return [];
        return [
          {
            type: 'CampaignBudgetRefunded',
            data: { ...ref(state), unlockId: command.data.unlockId, amount, remainingBudget: state.remainingBudget + amount },
          },
        ];
      }
      case 'SetCampaignFlag': {
        const campaign = requireCampaign(state, command.data);
        const { flag } = command.data;
        const value = command.data.value ?? !campaign.flags[flag];
        if (campaign.flags[flag] === value) return [];
        return [{ type: 'CampaignFlagChanged', data: { ...ref(campaign), flag, value } }];
      }
      case 'DeblockCampaign': {
        const campaign = requireCampaign(state, command.data);
        const { addBudget } = command.data;
        if (!Number.isInteger(addBudget) || addBudget < 0) throw invalid('add_budget', 'The added budget must not be negative.');
        if (!campaign.blocked) throw conflict('The campaign is not blocked.');
        const remainingBudget = campaign.remainingBudget + addBudget;
        if (remainingBudget < campaign.costPerUnlock) {
          throw invalid(
            'add_budget',
            `The remaining budget (${euroText(remainingBudget)}) cannot pay for an unlock (${euroText(campaign.costPerUnlock)}): add budget to de-block the campaign.`,
          );
        }
        return [{ type: 'CampaignDeblocked', data: { ...ref(campaign), addedBudget: addBudget, remainingBudget } }];
      }
      case 'SyncMarketingChannels': {
        const campaign = requireCampaign(state, command.data);
        const channels = command.data.channels.map(({ channelId, url }) => ({ channelId, url: url?.trim() ? url.trim() : null }));
        const ids = channels.map((channel) => channel.channelId);
        if (new Set(ids).size !== ids.length) throw invalid('channels', 'Each marketing channel may be assigned once.');
        const same =
          channels.length === campaign.channels.length &&
          channels.every((channel, index) => {
            const before = campaign.channels[index];
            return before?.channelId === channel.channelId && before.url === channel.url;
          });
        if (same) return [];
        return [{ type: 'CampaignMarketingChannelsSynced', data: { ...ref(campaign), channels } }];
      }
      case 'DeleteCampaign': {
        const campaign = requireCampaign(state, command.data);
        return [{ type: 'CampaignDeleted', data: ref(campaign) }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    if (event.type === 'CampaignCreated') {
      return {
        status: 'draft',
        campaignId: event.data.campaignId,
        companyId: event.data.companyId,
        audienceId: event.data.audienceId,
        rejectedReason: null,
        costPerUnlock: event.data.costPerUnlock,
        budget: event.data.budget,
        remainingBudget: event.data.budget,
        spent: {},
        refunded: [],
        flags: Object.fromEntries(CAMPAIGN_FLAGS.map((flag) => [flag, false])) as Record<CampaignFlag, boolean>,
        blocked: false,
        channels: [],
        version: 0,
      };
    }
    if (state.status === 'none') return state;
    const version = state.version + 1;
    if (state.status === 'deleted') return { ...state, version };
    switch (event.type) {
      case 'CampaignSubmittedForApproval':
        return { ...state, version, status: 'pending_approval' };
      case 'CampaignApproved':
        return { ...state, version, status: 'approved', rejectedReason: null };
      case 'CampaignRejected':
        return { ...state, version, status: 'rejected', rejectedReason: event.data.rejectedReason };
      case 'CampaignFlagChanged':
        return { ...state, version, flags: { ...state.flags, [event.data.flag]: event.data.value } };
      case 'CampaignBudgetSpent':
        return {
          ...state,
          version,
          remainingBudget: event.data.remainingBudget,
          spent: { ...state.spent, [event.data.unlockId]: event.data.amount },
        };
      case 'CampaignBudgetRefunded': {
        const { [event.data.unlockId]: _refunded, ...spent } = state.spent;
        return {
          ...state,
          version,
          remainingBudget: event.data.remainingBudget,
          spent,
          refunded: [...state.refunded, event.data.unlockId],
        };
      }
      case 'CampaignBlocked':
        return { ...state, version, blocked: true };
      case 'CampaignDeblocked':
        return {
          ...state,
          version,
          blocked: false,
          budget: state.budget + event.data.addedBudget,
          remainingBudget: event.data.remainingBudget,
        };
      case 'CampaignMarketingChannelsSynced':
        return { ...state, version, channels: event.data.channels };
      case 'CampaignDeleted':
        return { status: 'deleted', campaignId: state.campaignId, version };
      default:
        return assertNever(event);
    }
  },
};
