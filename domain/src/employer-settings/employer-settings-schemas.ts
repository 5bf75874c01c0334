import { Type, type Static } from '@sinclair/typebox';
import { DiscountSchema, PackageKeySchema, PackageSchema, BillingMonthsSchema } from '../packages/pricing';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

export const SepaAccountSchema = Type.Object({
  bank_account_owner: Type.String(),
  iban: Type.String(),
  swift_bic: Type.String(),
  signer_name: Type.String(),
  accepted_terms_at: Timestamp,
  /** Set when an admin approved the mandate: SEPA is approved from then on (spec §4). */
  approved_at: Nullable(Timestamp),
});
export type SepaAccount = Static<typeof SepaAccountSchema>;
export const SepaSettingsSchema = Type.Object({ data: Nullable(SepaAccountSchema) });
export type SepaSettings = Static<typeof SepaSettingsSchema>;

export const DefinitionSchema = Type.Object({ id: Uuid, name: Type.String(), description: Type.String() });
export type Definition = Static<typeof DefinitionSchema>;

export const TestimonialSchema = Type.Object({
  id: Uuid,
  company_id: Uuid,
  company_name: Type.String(),
  author_id: Uuid,
  author_name: Type.String(),
  body_problem: Type.String(),
  body_collaboration: Type.String(),
  body_results: Type.String(),
  body_conclusion: Type.String(),
  updated_at: Timestamp,
});
export type Testimonial = Static<typeof TestimonialSchema>;

export const ActiveSourcingQuotaSchema = Type.Object({
  has_unlimited_access: Type.Boolean(),
  contact_same_user_after_days: Type.Integer(),
  total_messages: Type.Integer(),
  sent_messages: Type.Integer(),
  /** Null with unlimited access. */
  remaining_messages: Nullable(Type.Integer()),
  /** Whether the package lets the company write its own messages and templates; else it sends `standard_message`. */
  can_customize_message: Type.Boolean(),
  standard_message: Type.String(),
});
export type ActiveSourcingQuotaAnswer = Static<typeof ActiveSourcingQuotaSchema>;

export const CompanyPlanSchema = Type.Object({
  package_key: PackageKeySchema,
  messages: Type.Integer(),
  campaigns: Type.Integer(),
  months: BillingMonthsSchema,
  monthly_price: Type.Number(),
  period_price: Type.Number(),
  chosen_at: Timestamp,
});
export type CompanyPlan = Static<typeof CompanyPlanSchema>;

export const PackagesAnswerSchema = Type.Object({
  data: Type.Array(PackageSchema),
  discounts: Type.Array(DiscountSchema),
  /** The company's package; null while it has none (the free package's limits apply). */
  current: Nullable(CompanyPlanSchema),
});
export type PackagesAnswer = Static<typeof PackagesAnswerSchema>;
