import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Uuid } from '../shared/schema';

/** Approval is refused while the audience has this many candidates or more (spec §9). */
export const DEFAULT_APPROVAL_AUDIENCE_THRESHOLD = 600;

export const CampaignCreatedSchema = Type.Object({
  type: Type.Literal('CampaignCreated'),
  data: Type.Object({
    campaignId: Uuid,
    companyId: Uuid,
    audienceId: Uuid,
    name: Type.String(),
    /** Cents. */
    costPerUnlock: Type.Integer({ minimum: 0 }),
    /** Cents. */
    budget: Type.Integer({ minimum: 0 }),
    createdBy: Nullable(Uuid),
  }),
});
export const CampaignSubmittedForApprovalSchema = Type.Object({
  type: Type.Literal('CampaignSubmittedForApproval'),
  data: Type.Object({ campaignId: Uuid, companyId: Uuid }),
});
export const CampaignApprovedSchema = Type.Object({
  type: Type.Literal('CampaignApproved'),
  data: Type.Object({
    campaignId: Uuid,
    companyId: Uuid,
    resetRejectedOffers: Type.Boolean(),
    userShouldBeNotified: Type.Boolean(),
    /** The audience's candidate count the approval was decided on. */
    audienceCandidatesCount: Type.Integer({ minimum: 0 }),
  }),
});
export const CampaignRejectedSchema = Type.Object({
  type: Type.Literal('CampaignRejected'),
  data: Type.Object({
    campaignId: Uuid,
    companyId: Uuid,
    rejectedReason: Type.String(),
    userShouldBeNotified: Type.Boolean(),
  }),
});

export type CampaignCreated = Static<typeof CampaignCreatedSchema>;
export type CampaignSubmittedForApproval = Static<typeof CampaignSubmittedForApprovalSchema>;
export type CampaignApproved = Static<typeof CampaignApprovedSchema>;
export type CampaignRejected = Static<typeof CampaignRejectedSchema>;
export type CampaignEvent = CampaignCreated | CampaignSubmittedForApproval | CampaignApproved | CampaignRejected;
export const CampaignEventSchemas = [
  CampaignCreatedSchema,
  CampaignSubmittedForApprovalSchema,
  CampaignApprovedSchema,
  CampaignRejectedSchema,
] as const;

export const campaignStreamId = (campaignId: string): string => `campaign-${campaignId}`;
