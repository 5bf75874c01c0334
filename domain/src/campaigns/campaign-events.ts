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

/** The switches of a campaign (spec §4): critical, and sending its offers in batches. */
export const CAMPAIGN_FLAGS = ['is_critical', 'send_offers_in_batch'] as const;
export type CampaignFlag = (typeof CAMPAIGN_FLAGS)[number];
export const CampaignFlagSchema = Type.Union(CAMPAIGN_FLAGS.map((flag) => Type.Literal(flag)));

const CampaignRef = { campaignId: Uuid, companyId: Uuid };

export const CampaignFlagChangedSchema = Type.Object({
  type: Type.Literal('CampaignFlagChanged'),
  data: Type.Object({ ...CampaignRef, flag: CampaignFlagSchema, value: Type.Boolean() }),
});
/** An unlock through the campaign took its cost from the remaining budget (cents; once per unlock). */
export const CampaignBudgetSpentSchema = Type.Object({
  type: Type.Literal('CampaignBudgetSpent'),
  data: Type.Object({
    ...CampaignRef,
    unlockId: Uuid,
    amount: Type.Integer({ minimum: 0 }),
    remainingBudget: Type.Integer(),
  }),
});
/** An unlock's cost went back to the budget: the unlock was deleted, or never written (a duplicate). */
export const CampaignBudgetRefundedSchema = Type.Object({
  type: Type.Literal('CampaignBudgetRefunded'),
  data: Type.Object({
    ...CampaignRef,
    unlockId: Uuid,
    amount: Type.Integer({ minimum: 0 }),
    remainingBudget: Type.Integer(),
  }),
});
/** The remaining budget can no longer pay for an unlock: the campaign stops until an admin de-blocks it. */
export const CampaignBlockedSchema = Type.Object({
  type: Type.Literal('CampaignBlocked'),
  data: Type.Object({ ...CampaignRef, reason: Type.Literal('budget_exhausted') }),
});
/** An admin de-blocked the campaign, adding `addedBudget` cents to its budget. */
export const CampaignDeblockedSchema = Type.Object({
  type: Type.Literal('CampaignDeblocked'),
  data: Type.Object({ ...CampaignRef, addedBudget: Type.Integer({ minimum: 0 }), remainingBudget: Type.Integer() }),
});
/** The campaign's marketing channels, each with the campaign's own link (the pivot url). */
export const CampaignMarketingChannelsSyncedSchema = Type.Object({
  type: Type.Literal('CampaignMarketingChannelsSynced'),
  data: Type.Object({
    ...CampaignRef,
    channels: Type.Array(Type.Object({ channelId: Uuid, url: Nullable(Type.String()) })),
  }),
});
/** The campaign was deleted; its history stays in the log. */
export const CampaignDeletedSchema = Type.Object({
  type: Type.Literal('CampaignDeleted'),
  data: Type.Object(CampaignRef),
});

export type CampaignCreated = Static<typeof CampaignCreatedSchema>;
export type CampaignSubmittedForApproval = Static<typeof CampaignSubmittedForApprovalSchema>;
export type CampaignApproved = Static<typeof CampaignApprovedSchema>;
export type CampaignRejected = Static<typeof CampaignRejectedSchema>;
export type CampaignFlagChanged = Static<typeof CampaignFlagChangedSchema>;
export type CampaignBudgetSpent = Static<typeof CampaignBudgetSpentSchema>;
export type CampaignBudgetRefunded = Static<typeof CampaignBudgetRefundedSchema>;
export type CampaignBlocked = Static<typeof CampaignBlockedSchema>;
export type CampaignDeblocked = Static<typeof CampaignDeblockedSchema>;
export type CampaignMarketingChannelsSynced = Static<typeof CampaignMarketingChannelsSyncedSchema>;
export type CampaignDeleted = Static<typeof CampaignDeletedSchema>;
export type CampaignEvent =
  | CampaignCreated
  | CampaignSubmittedForApproval
  | CampaignApproved
  | CampaignRejected
  | CampaignFlagChanged
  | CampaignBudgetSpent
  | CampaignBudgetRefunded
  | CampaignBlocked
  | CampaignDeblocked
  | CampaignMarketingChannelsSynced
  | CampaignDeleted;
export const CampaignEventSchemas = [
  CampaignCreatedSchema,
  CampaignSubmittedForApprovalSchema,
  CampaignApprovedSchema,
  CampaignRejectedSchema,
  CampaignFlagChangedSchema,
  CampaignBudgetSpentSchema,
  CampaignBudgetRefundedSchema,
  CampaignBlockedSchema,
  CampaignDeblockedSchema,
  CampaignMarketingChannelsSyncedSchema,
  CampaignDeletedSchema,
] as const;

export const campaignStreamId = (campaignId: string): string => `campaign-${campaignId}`;
