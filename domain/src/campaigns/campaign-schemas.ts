import { Type, type Static } from '@sinclair/typebox';
import { NamedSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** What the company's campaign tab filters by: a status, or blocked or critical campaigns. */
export const CAMPAIGN_STATUSES_FOR_FILTER = ['all', 'draft', 'pending_approval', 'approved', 'rejected'] as const;
export const CAMPAIGN_FILTERS = [...CAMPAIGN_STATUSES_FOR_FILTER, 'blocked', 'critical'] as const;
export const CampaignFilterSchema = Type.Union(CAMPAIGN_FILTERS.map((f) => Type.Literal(f)));

export const MarketingChannelSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  icon: Nullable(Type.String()),
  url: Nullable(Type.String()),
  color: Nullable(Type.String()),
  campaigns_count: Type.Integer(),
  version: Type.Integer(),
});

/** A channel as assigned to a campaign: its own fields and the campaign's link (the pivot). */
export const CampaignChannelSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  icon: Nullable(Type.String()),
  color: Nullable(Type.String()),
  url: Nullable(Type.String()),
  pivot: Type.Object({ url: Nullable(Type.String()) }),
});

export const CampaignDetailSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  company_id: Uuid,
  company: NamedSchema,
  status: Type.Union(CAMPAIGN_STATUSES_FOR_FILTER.filter((s) => s !== 'all').map((s) => Type.Literal(s))),
  audience: Nullable(Type.Object({ id: Uuid, name: Type.String(), candidates_count: Type.Integer() })),
  cost_per_unlock: Type.Number(),
  budget: Type.Number(),
  remaining_budget: Type.Number(),
  unlocked_drivers_count: Type.Integer(),
  hires_count: Type.Integer(),
  is_critical: Type.Boolean(),
  send_offers_in_batch: Type.Boolean(),
  is_blocked: Type.Boolean(),
  rejected_reason: Nullable(Type.String()),
  created_at: Timestamp,
  activated_at: Nullable(Timestamp),
  reminder_stats: Type.Object({ open_offers: Type.Integer(), open_offers_without_reminders: Type.Integer() }),
  marketing_channels: Type.Array(CampaignChannelSchema),
  version: Type.Integer(),
});

export const CampaignChangeSchema = Type.Object({
  message: Type.String(),
  version: Type.Integer(),
  value: Type.Optional(Type.Boolean()),
});

export type MarketingChannel = Static<typeof MarketingChannelSchema>;
export type CampaignChannel = Static<typeof CampaignChannelSchema>;
export type CampaignDetail = Static<typeof CampaignDetailSchema>;
