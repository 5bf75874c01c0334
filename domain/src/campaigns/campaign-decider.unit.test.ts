import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { campaignDecider, canApproveAudience } from './campaign-decider';
import type { CampaignEvent } from './campaign-events';

const campaignId = '00000000-0000-4000-8000-000000000021';
const companyId = '00000000-0000-4000-8000-000000000022';
const created: CampaignEvent = {
  type: 'CampaignCreated',
  data: { campaignId, companyId, audienceId: '00000000-0000-4000-8000-000000000023', name: 'Fahrer Berlin', costPerUnlock: 2500, budget: 100000, createdBy: null },
};
const submitted: CampaignEvent = { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } };
const spec = deciderSpec(campaignDecider);
const approve = (audienceCandidatesCount: number, threshold?: number) =>
  ({ type: 'ApproveCampaign', data: { campaignId, resetRejectedOffers: true, userShouldBeNotified: false, audienceCandidatesCount, ...(threshold ? { threshold } : {}) } }) as const;

describe('campaign decider', () => {
  it('submits a created campaign for approval', () => {
    spec.given([created]).when({ type: 'SubmitCampaignForApproval', data: { campaignId } }).then([submitted]);
  });

  it('approves a pending campaign whose audience is below the threshold', () => {
    spec.given([created, submitted]).when(approve(599)).then([
      { type: 'CampaignApproved', data: { campaignId, companyId, resetRejectedOffers: true, userShouldBeNotified: false, audienceCandidatesCount: 599 } },
    ]);
  });

  it('refuses approval at or above the threshold (default 600)', () => {
    spec.given([created, submitted]).when(approve(600)).thenThrows('invalid', 'campaign_id', /600/);
    spec.given([created, submitted]).when(approve(1200)).thenThrows('invalid', 'campaign_id');
  });

  it('uses a configured threshold', () => {
    spec.given([created, submitted]).when(approve(450, 400)).thenThrows('invalid', 'campaign_id', /400/);
  });

  it('approves or rejects only a pending campaign', () => {
    spec.given([created]).when(approve(10)).thenThrows('conflict');
    spec.given([created]).when({ type: 'RejectCampaign', data: { campaignId, rejectedReason: 'x', userShouldBeNotified: true } }).thenThrows('conflict');
  });

  it('rejects with a reason', () => {
    spec.given([created, submitted]).when({ type: 'RejectCampaign', data: { campaignId, rejectedReason: 'Budget too low', userShouldBeNotified: true } }).then([
      { type: 'CampaignRejected', data: { campaignId, companyId, rejectedReason: 'Budget too low', userShouldBeNotified: true } },
    ]);
    spec.given([created, submitted]).when({ type: 'RejectCampaign', data: { campaignId, rejectedReason: ' ', userShouldBeNotified: true } }).thenThrows('invalid', 'rejected_reason');
  });

  it('lets a rejected campaign be submitted again', () => {
    spec
      .given([created, submitted, { type: 'CampaignRejected', data: { campaignId, companyId, rejectedReason: 'x', userShouldBeNotified: false } }])
      .when({ type: 'SubmitCampaignForApproval', data: { campaignId } })
      .then([submitted]);
  });

  it('tells the web whether an audience can be approved', () => {
    expect(canApproveAudience(599)).toBe(true);
    expect(canApproveAudience(600)).toBe(false);
    expect(canApproveAudience(300, 300)).toBe(false);
  });
});
