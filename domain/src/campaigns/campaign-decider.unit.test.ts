import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { campaignDecider, canApproveAudience, type CampaignCommand } from './campaign-decider';
import type { CampaignEvent } from './campaign-events';

const campaignId = '00000000-0000-4000-8000-000000000021';
const companyId = '00000000-0000-4000-8000-000000000022';
const created: CampaignEvent = {
  type: 'CampaignCreated',
  data: { campaignId, companyId, audienceId: '00000000-0000-4000-8000-000000000023', name: 'Fahrer Berlin', costPerUnlock: 2500, budget: 100000, createdBy: null },
};
const submitted: CampaignEvent = { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } };
const rejected: CampaignEvent = { type: 'CampaignRejected', data: { campaignId, companyId, rejectedReason: 'Budget too low', userShouldBeNotified: true } };
const approved: CampaignEvent = {
  type: 'CampaignApproved',
  data: { campaignId, companyId, resetRejectedOffers: true, userShouldBeNotified: false, audienceCandidatesCount: 599 },
};
const submit: CampaignCommand = { type: 'SubmitCampaignForApproval', data: { campaignId } };
const approve = (audienceCandidatesCount: number, threshold?: number): CampaignCommand => ({
  type: 'ApproveCampaign',
  data: { campaignId, resetRejectedOffers: true, userShouldBeNotified: false, audienceCandidatesCount, ...(threshold === undefined ? {} : { threshold }) },
});
const reject = (rejectedReason: string): CampaignCommand => ({ type: 'RejectCampaign', data: { campaignId, rejectedReason, userShouldBeNotified: true } });
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
    spec
      .given([created, submitted])
      .when(approve(600))
      .thenThrows('invalid', { field: 'campaign_id', message: 'The audience has too many candidates (600); approval needs fewer than 600.' });
  });

  it('refuses approval above the threshold', () => {
    spec.given([created, submitted]).when(approve(1200)).thenThrows('invalid', { field: 'campaign_id', message: '(1200)' });
  });

  it('uses the threshold given in the command', () => {
    spec.given([created, submitted]).when(approve(450, 400)).thenThrows('invalid', { field: 'campaign_id', message: 'fewer than 400' });
    spec.given([created, submitted]).when(approve(650, 700)).then([{ ...approved, data: { ...approved.data, audienceCandidatesCount: 650 } }]);
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
