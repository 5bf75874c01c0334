import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { campaignDecider, canApproveAudience, type CampaignCommand } from './campaign-decider';
import type { CampaignEvent } from './campaign-events';

const campaignId = '00000000-0000-4000-8000-000000000021';
const companyId = '00000000-0000-4000-8000-000000000022';
const created: CampaignEvent = {
  type: 'CampaignCreated',
  data: {
    campaignId,
    companyId,
    audienceId: '00000000-0000-4000-8000-000000000023',
    name: 'Fahrer Berlin',
    costPerUnlock: 2500,
    budget: 100000,
    createdBy: null,
  },
};
const submitted: CampaignEvent = { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } };
const rejected: CampaignEvent = {
  type: 'CampaignRejected',
  data: { campaignId, companyId, rejectedReason: 'Budget too low', userShouldBeNotified: true },
};
const approved: CampaignEvent = {
  type: 'CampaignApproved',
  data: { campaignId, companyId, resetRejectedOffers: true, userShouldBeNotified: false, audienceCandidatesCount: 599 },
};
const submit: CampaignCommand = { type: 'SubmitCampaignForApproval', data: { campaignId } };
const approve = (audienceCandidatesCount: number, threshold?: number): CampaignCommand => ({
  type: 'ApproveCampaign',
  data: {
    campaignId,
    resetRejectedOffers: true,
    userShouldBeNotified: false,
    audienceCandidatesCount,
    ...(threshold === undefined ? {} : { threshold }),
  },
});
const reject = (rejectedReason: string): CampaignCommand => ({
  type: 'RejectCampaign',
  data: { campaignId, rejectedReason, userShouldBeNotified: true },
});
const spec = deciderSpec(campaignDecider);

describe('campaign decider', () => {
  it('creates a campaign', () => {
    spec.given([]).when({ type: 'CreateCampaign', data: created.data }).then([created]);
  });

  it('refuses to create the same campaign twice', () => {
    spec.given([created]).when({ type: 'CreateCampaign', data: created.data }).thenThrows('conflict');
  });

  it('submits a created campaign for approval', () => {
    spec.given([created]).when(submit).then([submitted]);
  });

  it('lets a rejected campaign be submitted again', () => {
    spec.given([created, submitted, rejected]).when(submit).then([submitted]);
  });

  it('records nothing when a pending campaign is submitted again', () => {
    spec.given([created, submitted]).when(submit).thenNothing();
  });

  it('refuses to submit an approved campaign', () => {
    spec.given([created, submitted, approved]).when(submit).thenThrows('conflict');
  });

  it('approves a pending campaign whose audience is below the threshold', () => {
    spec.given([created, submitted]).when(approve(599)).then([approved]);
  });

  it('refuses approval when the audience is at the default threshold of 600', () => {
    spec.given([created, submitted]).when(approve(600)).thenThrows('invalid', {
      field: 'campaign_id',
      message: 'The audience has too many candidates (600); approval needs fewer than 600.',
    });
  });

  it('refuses approval above the threshold', () => {
    spec.given([created, submitted]).when(approve(1200)).thenThrows('invalid', { field: 'campaign_id', message: '(1200)' });
  });

  it('uses the threshold given in the command', () => {
    spec.given([created, submitted]).when(approve(450, 400)).thenThrows('invalid', { field: 'campaign_id', message: 'fewer than 400' });
    spec
      .given([created, submitted])
      .when(approve(650, 700))
      .then([{ ...approved, data: { ...approved.data, audienceCandidatesCount: 650 } }]);
  });

  it('refuses to approve a campaign that is not pending', () => {
    spec.given([created]).when(approve(10)).thenThrows('conflict');
    spec.given([created, submitted, approved]).when(approve(10)).thenThrows('conflict');
  });

  it('rejects a pending campaign with the trimmed reason', () => {
    spec.given([created, submitted]).when(reject('  Budget too low ')).then([rejected]);
  });

  it('needs a reason to reject', () => {
    spec.given([created, submitted]).when(reject(' ')).thenThrows('invalid', { field: 'rejected_reason' });
  });

  it('refuses to reject a campaign that is not pending', () => {
    spec.given([created]).when(reject('x')).thenThrows('conflict');
    spec.given([created, submitted, rejected]).when(reject('x')).thenThrows('conflict');
  });

  it('answers not found for an unknown campaign', () => {
    spec.given([]).when(submit).thenThrows('not_found');
    spec.given([]).when(approve(1)).thenThrows('not_found');
    spec.given([]).when(reject('x')).thenThrows('not_found');
  });
});

describe('canApproveAudience', () => {
  it('allows fewer candidates than the default threshold of 600', () => {
    expect(canApproveAudience(0)).toBe(true);
    expect(canApproveAudience(599)).toBe(true);
  });

  it('blocks at and above the threshold', () => {
    expect(canApproveAudience(600)).toBe(false);
    expect(canApproveAudience(601)).toBe(false);
  });

  it('takes a configured threshold', () => {
    expect(canApproveAudience(299, 300)).toBe(true);
    expect(canApproveAudience(300, 300)).toBe(false);
  });
});

describe('campaign budget, switches and deletion', () => {
  const unlockA = '00000000-0000-4000-8000-0000000000b1';
  const unlockB = '00000000-0000-4000-8000-0000000000b2';
  const small: CampaignEvent = { ...created, data: { ...created.data, costPerUnlock: 2500, budget: 5000 } };
  const spend = (unlockId: string): CampaignCommand => ({ type: 'SpendCampaignBudget', data: { campaignId, unlockId, companyId } });
  const spentA: CampaignEvent = {
    type: 'CampaignBudgetSpent',
    data: { campaignId, companyId, unlockId: unlockA, amount: 2500, remainingBudget: 2500 },
  };
  const spentB: CampaignEvent = {
    type: 'CampaignBudgetSpent',
    data: { campaignId, companyId, unlockId: unlockB, amount: 2500, remainingBudget: 0 },
  };
  const blocked: CampaignEvent = { type: 'CampaignBlocked', data: { campaignId, companyId, reason: 'budget_exhausted' } };
  const spec = deciderSpec(campaignDecider);

  it('pays an unlock from the remaining budget, once per unlock', () => {
    spec.given([small]).when(spend(unlockA)).then([spentA]);
    spec.given([small, spentA]).when(spend(unlockA)).thenNothing();
  });

  it('blocks the campaign when the rest cannot pay another unlock', () => {
    spec.given([small, spentA]).when(spend(unlockB)).then([spentB, blocked]);
  });

  it('refuses an unlock the budget cannot pay, saying how much is left', () => {
    spec
      .given([small, spentA, spentB, blocked])
      .when(spend('00000000-0000-4000-8000-0000000000b3'))
      .thenThrows('invalid', { field: 'campaign_id', message: 'remaining budget (0,00 €) cannot pay for an unlock (25,00 €)' });
  });

  it('refuses an unlock through another company’s campaign', () => {
    spec
      .given([small])
      .when({ type: 'SpendCampaignBudget', data: { campaignId, unlockId: unlockA, companyId: '00000000-0000-4000-8000-0000000000ff' } })
      .thenThrows('invalid', { field: 'campaign_id' });
  });

  it('gives an unlock back to the budget once', () => {
    const refunded: CampaignEvent = {
      type: 'CampaignBudgetRefunded',
      data: { campaignId, companyId, unlockId: unlockA, amount: 2500, remainingBudget: 5000 },
    };
    spec
      .given([small, spentA])
      .when({ type: 'RefundCampaignBudget', data: { campaignId, unlockId: unlockA } })
      .then([refunded]);
    spec
      .given([small, spentA, refunded])
      .when({ type: 'RefundCampaignBudget', data: { campaignId, unlockId: unlockA } })
      .thenNothing();
    spec.given([small, spentA, refunded]).when(spend(unlockA)).thenThrows('conflict');
  });

  it('de-blocks only with enough budget to pay an unlock', () => {
    spec
      .given([small, spentA, spentB, blocked])
      .when({ type: 'DeblockCampaign', data: { campaignId, addBudget: 1000 } })
      .thenThrows('invalid', { field: 'add_budget' });
    spec
      .given([small, spentA, spentB, blocked])
      .when({ type: 'DeblockCampaign', data: { campaignId, addBudget: 10000 } })
      .then([{ type: 'CampaignDeblocked', data: { campaignId, companyId, addedBudget: 10000, remainingBudget: 10000 } }]);
    spec
      .given([small])
      .when({ type: 'DeblockCampaign', data: { campaignId, addBudget: 0 } })
      .thenThrows('conflict');
  });

  it('flips switches and refuses an edit on a stale version', () => {
    spec
      .given([created])
      .when({ type: 'SetCampaignFlag', data: { campaignId, flag: 'is_critical' } })
      .then([{ type: 'CampaignFlagChanged', data: { campaignId, companyId, flag: 'is_critical', value: true } }]);
    spec
      .given([created, submitted])
      .when({ type: 'SetCampaignFlag', data: { campaignId, flag: 'send_offers_in_batch', expectedVersion: 0 } })
      .thenThrows('conflict', { message: /meanwhile/ });
  });

  it('assigns marketing channels with their links, each once', () => {
    const channelId = '00000000-0000-4000-8000-0000000000c1';
    spec
      .given([created])
      .when({ type: 'SyncMarketingChannels', data: { campaignId, channels: [{ channelId, url: ' https://fb.me/x ' }] } })
      .then([
        { type: 'CampaignMarketingChannelsSynced', data: { campaignId, companyId, channels: [{ channelId, url: 'https://fb.me/x' }] } },
      ]);
    spec
      .given([created])
      .when({
        type: 'SyncMarketingChannels',
        data: {
          campaignId,
          channels: [
            { channelId, url: null },
            { channelId, url: null },
          ],
        },
      })
      .thenThrows('invalid', { field: 'channels' });
  });

  it('needs a positive cost and a budget that pays one unlock', () => {
    spec
      .given([])
      .when({ type: 'CreateCampaign', data: { ...created.data, costPerUnlock: 0 } })
      .thenThrows('invalid', { field: 'cost_per_unlock' });
    spec
      .given([])
      .when({ type: 'CreateCampaign', data: { ...created.data, budget: 100 } })
      .thenThrows('invalid', { field: 'budget' });
  });

  it('deletes a campaign, after which it is not found', () => {
    const deleted: CampaignEvent = { type: 'CampaignDeleted', data: { campaignId, companyId } };
    spec.given([created]).when({ type: 'DeleteCampaign', data: { campaignId } }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteCampaign', data: { campaignId } }).thenThrows('not_found');
    spec.given([created, deleted]).when(spend(unlockA)).thenThrows('invalid', { field: 'campaign_id' });
  });
});
