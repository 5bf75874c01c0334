import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { OfferStageSchema } from '../offers/offer-events';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { ContactProfileSchema } from '../contacts/contact-profile';

/** Shapes of the HTTP API (snake_case, as the spec names them), shared by the server and the web app. */

const Id = Uuid;
const Instant = Timestamp;

export const MessageSchema = Type.Object({ message: Type.String() });
export const ValidationErrorSchema = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export const PageMetaSchema = Type.Object({
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
export const paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMetaSchema });

export const CurrentUserSchema = Type.Object({
  id: Id,
  email: ContactDetails(Type.String(), { subject: 'id' }),
  roles: Type.Array(Type.Object({ name: Type.String() })),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  phone_confirmed_at: Nullable(Instant),
  profile_image_url: Nullable(Type.String()),
  company_id: Nullable(Id),
  /** The employer-workspace areas the user may use (`COMPANY_USER_PERMISSIONS`); every one for admins and business-owners. */
  permissions: Type.Optional(Type.Array(Type.String())),
});

export const CompanySchema = Type.Object({
  id: Id,
  name: Type.String(),
  country: Type.String(),
  account_manager_id: Nullable(Id),
  is_partner: Type.Boolean(),
});

export const NamedSchema = Type.Object({ id: Id, name: Type.String() });
export const PersonSchema = Type.Object({ id: Id, full_name: Type.String() });
export const CampaignOptionSchema = Type.Object({ id: Id, name: Type.String(), cost_per_unlock: Type.Number() });

export const OfferCardSchema = Type.Object({
  id: Id,
  stage: OfferStageSchema,
  created_at: Instant,
  price: Type.Number({ description: 'euros' }),
  hired_at: Nullable(Instant),
  /** Whether the contact was ever unlocked through this offer (the stage table's moves depend on it). */
  unlocked_before: Type.Boolean(),
  driver: PersonSchema,
  campaign: NamedSchema,
  company: NamedSchema,
  employer: Nullable(PersonSchema),
  audience: Nullable(NamedSchema),
});

export const UnlockedContactSchema = Type.Object({
  id: Id,
  status: Type.String(),
  status_id: Type.Integer(),
  price: Type.Number({ description: 'euros' }),
  unlocked_at: Instant,
  driver: Type.Object({
    id: Id,
    full_name: Type.String(),
    phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
    email: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  }),
  campaign: Nullable(NamedSchema),
  employer: Nullable(PersonSchema),
});

/** An incentive an admin gave a contact. */
export const IncentiveSchema = Type.Object({
  id: Id,
  amount: Type.Integer({ description: 'Euros' }),
  note: Nullable(Type.String()),
  given_at: Instant,
});

export const ContactDetailSchema = Type.Object({
  id: Id,
  full_name: Type.String(),
  email: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  phone_confirmed_at: Nullable(Instant),
  is_active: Type.Boolean(),
  inactive_reason: Nullable(Type.String()),
  disabled_for_unlock: Type.Boolean(),
  call_made: Type.Boolean(),
  recruitment_interest: Nullable(Type.Boolean()),
  created_at: Instant,
  meta: Type.Object({ zip_code: Type.String(), city: Type.String(), profession: Type.String(), utm: Nullable(Type.String()) }),
  first_name: Type.String(),
  last_name: Type.String(),
  gender: Nullable(Type.String()),
  birth_year: Nullable(Type.Integer()),
  profile: ContactProfileSchema,
  incentives: Type.Array(IncentiveSchema),
});

export const PendingApprovalSchema = Type.Object({
  id: Id,
  name: Type.String(),
  company: NamedSchema,
  account_manager: Nullable(PersonSchema),
  audience: Type.Object({ id: Id, name: Type.String(), candidates_count: Type.Integer() }),
  cost_per_unlock: Type.Number(),
  budget: Type.Number(),
  submitted_at: Nullable(Instant),
});
export const PendingApprovalsSchema = Type.Object({
  data: Type.Array(PendingApprovalSchema),
  meta: PageMetaSchema,
  threshold: Type.Integer(),
});

/** The fields of an event's data that name the person it is about. */
const AUDIT_SUBJECTS = ['data.contactId', 'data.userId'];
export const AuditEntrySchema = Type.Object({
  id: Id,
  position: Type.String(),
  type: Type.String(),
  occurred_at: Instant,
  actor: Nullable(PersonSchema),
  actor_role: Nullable(Type.String()),
  entity: Type.Optional(Type.Object({ type: Type.String(), id: Id })),
  /** Decrypted: who the event is about (its `contactId`, `userId`) has their details shown. */
  changes: ContactDetails(Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })), {
    subject: AUDIT_SUBJECTS,
  }),
  data: ContactDetails(Type.Record(Type.String(), Type.Unknown()), { subject: AUDIT_SUBJECTS }),
});

export type CurrentUser = Static<typeof CurrentUserSchema>;
export type OfferCard = Static<typeof OfferCardSchema>;
export type UnlockedContact = Static<typeof UnlockedContactSchema>;
export type ContactDetail = Static<typeof ContactDetailSchema>;
export type PendingApproval = Static<typeof PendingApprovalSchema>;
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type PageMeta = Static<typeof PageMetaSchema>;
