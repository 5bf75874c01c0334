import { Type, type Static } from '@sinclair/typebox';
import { CompanyContact, ContactDetails } from '../shared/contact-details';
import { NamedSchema, PageMetaSchema, PersonSchema } from '../api/api-schemas';
import { CAMPAIGN_STATUSES_FOR_FILTER } from '../campaigns/campaign-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { CustomerLevelSchema, CustomerSegmentSchema, SettingsMapSchema } from './company-events';

/** Shapes of the company admin API (snake_case, the spec's names). Money in euros. */

export const CompanyListItemSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  country: Type.String(),
  zip_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  is_active: Type.Boolean(),
  is_partner: Type.Boolean(),
  direct_pay: Type.Boolean(),
  sepa_enabled: Type.Boolean(),
  marked_as_verified: Type.Boolean(),
  no_focus: Type.Boolean(),
  customer_level: Nullable(CustomerLevelSchema),
  type: Nullable(CustomerSegmentSchema),
  account_manager: Nullable(PersonSchema),
  created_at: Timestamp,
});

/** A link to the company in the CRM (the spec's HubSpot object), when the CRM knows it. */
export const CrmLinkSchema = Type.Object({ name: Type.String(), url: Type.String() });

export const CompanyDetailSchema = Type.Object({
  ...CompanyListItemSchema.properties,
  /** Where the company is in the back office. */
  admin_url: Type.String(),
  hubspot_object: Nullable(Type.Object({ url: Type.String() })),
  suggestedHubSpotCompanies: Type.Array(CrmLinkSchema),
  duplicates: Type.Array(NamedSchema),
  account_manager_id: Nullable(Uuid),
  sales_owner_id: Nullable(Uuid),
  auto_drivers_unlock: Type.Boolean(),
  payment_method: Type.Union([Type.Literal('sepa'), Type.Literal('other')]),
  has_payment_method: Type.Boolean(),
  sepa_account: Nullable(Type.Object({ signed_at: Timestamp })),
  due_days: Type.Integer(),
  goodwill_mode: Type.Boolean(),
  configs: SettingsMapSchema,
  properties: SettingsMapSchema,
  /** The company's switchboard. */
  phone: CompanyContact(Nullable(Type.String())),
  registered_from: Nullable(Type.String()),
  users_count: Type.Integer(),
  /** The version edits name (`expected_version`) so that a change by someone else meanwhile is a 409. */
  version: Type.Integer(),
});

export const EmployerSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  email: ContactDetails(Type.String(), { subject: 'id' }),
  phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  roles: Type.Array(Type.String()),
  /** The areas the user was given (`COMPANY_USER_PERMISSIONS`); null while never set (every area, as `grants` reads it). */
  permissions: Nullable(Type.Array(Type.String())),
  created_at: Timestamp,
});

export const CompanyCampaignSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  status: Type.Union(CAMPAIGN_STATUSES_FOR_FILTER.filter((s) => s !== 'all').map((s) => Type.Literal(s))),
  audience: Nullable(NamedSchema),
  cost_per_unlock: Type.Number(),
  budget: Type.Number(),
  remaining_budget: Type.Number(),
  unlocked_drivers_count: Type.Integer(),
  hires_count: Type.Integer(),
  is_critical: Type.Boolean(),
  send_offers_in_batch: Type.Boolean(),
  is_blocked: Type.Boolean(),
  created_at: Timestamp,
  activated_at: Nullable(Timestamp),
});

export const ReviewSchema = Type.Object({
  id: Uuid,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Nullable(Type.String()),
  body: Nullable(Type.String()),
  author_name: Nullable(Type.String()),
  is_public: Type.Boolean(),
  created_at: Timestamp,
});

export const CompanyAudienceSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  profession: Type.String(),
  zip_code: Type.String(),
  range_km: Type.Number(),
  candidates_count: Type.Integer(),
});

export const TRANSACTION_TYPES = ['unlock', 'hire'] as const;
export const TransactionSchema = Type.Object({
  id: Uuid,
  type: Type.Union(TRANSACTION_TYPES.map((t) => Type.Literal(t))),
  amount: Type.Number({ description: 'euros' }),
  /** An unlock that was deleted afterwards is cancelled. */
  status: Type.Union([Type.Literal('open'), Type.Literal('cancelled')]),
  reminders_paused: Type.Boolean(),
  created_at: Timestamp,
  contact: Nullable(PersonSchema),
  campaign: Nullable(NamedSchema),
});

export const CompanyStatsSchema = Type.Object({
  campaigns: Type.Object({
    total: Type.Integer(),
    draft: Type.Integer(),
    pending_approval: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
  }),
  unlocked_contacts: Type.Integer(),
  hired_contacts: Type.Integer(),
  open_offers: Type.Integer(),
  budget: Type.Number(),
  remaining_budget: Type.Number(),
  /** Charged and not cancelled: unlocks and hires. */
  revenue: Type.Number(),
  employers: Type.Integer(),
});

export const DuplicateCompanySchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  zip_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  domain: Nullable(Type.String()),
  created_at: Timestamp,
  admin_url: Type.String(),
  hubspot_object: Nullable(Type.Object({ url: Type.String() })),
  duplicates: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String(),
      zip_code: Nullable(Type.String()),
      /** Why the two look like one company. */
      reason: Type.Union([Type.Literal('name_and_postal_code'), Type.Literal('domain')]),
    }),
  ),
});

export const UnclaimedEmployerSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  email: ContactDetails(Type.String(), { subject: 'id' }),
  created_at: Timestamp,
});

/** What an edit answers: the company's new version (for the next edit), and a switch's new value. */
export const CompanyChangeSchema = Type.Object({
  message: Type.String(),
  version: Type.Integer(),
  value: Type.Optional(Type.Boolean()),
});

export const pagedWith = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ data: Type.Array(item), meta: PageMetaSchema });

export type CompanyListItem = Static<typeof CompanyListItemSchema>;
export type CompanyDetail = Static<typeof CompanyDetailSchema>;
export type Employer = Static<typeof EmployerSchema>;
export type CompanyCampaign = Static<typeof CompanyCampaignSchema>;
export type Review = Static<typeof ReviewSchema>;
export type CompanyAudience = Static<typeof CompanyAudienceSchema>;
export type Transaction = Static<typeof TransactionSchema>;
export type CompanyStats = Static<typeof CompanyStatsSchema>;
export type DuplicateCompany = Static<typeof DuplicateCompanySchema>;
export type UnclaimedEmployer = Static<typeof UnclaimedEmployerSchema>;
