import { Type, type Static } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { NamedSchema, PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** A base status id (1 initial … 4 hiring, 5 unqualified) or a custom status's uuid. */
export const StatusIdSchema = Type.Union([Type.Integer(), Uuid]);

/** The to-do checklist of an unlocked contact (employer spec §4): each item done or open, and the open count. */
export const ChecklistSchema = Type.Object({
  owner_chosen: Type.Boolean(),
  contacted: Type.Boolean(),
  status_updated: Type.Boolean(),
  open_count: Type.Integer({ minimum: 0, maximum: 3 }),
});

/** An unlocked contact as its company works with it (employer spec §3). */
export const EmployerUnlockedContactSchema = Type.Object({
  id: Uuid,
  campaign_id: Nullable(Uuid),
  campaign: Nullable(NamedSchema),
  driver: Type.Object({
    id: Uuid,
    full_name: Type.String(),
    phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
    email: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  }),
  owner_id: Nullable(Uuid),
  owner: Nullable(PersonSchema),
  status_id: Type.Integer(),
  custom_status_id: Nullable(Uuid),
  /** The status shown: the custom one when set (its id, its base status), else the base status. */
  effective_status: Type.Object({ id: StatusIdSchema, status_id: Type.Integer(), is_default: Type.Boolean() }),
  unqualified_status_reason_ids: Type.Array(Uuid),
  first_work_day_at: Nullable(Type.String({ format: 'date' })),
  last_contacted_at: Nullable(Timestamp),
  unlocked_at: Timestamp,
  checklist: ChecklistSchema,
  /**
   * Whether the caller may change the owner (detail only; employer spec §6: no campaign, a business-owner, or one
   * of the campaign's users: the one who unlocked the contact or who created the campaign).
   */
  can_change_owner: Type.Optional(Type.Boolean()),
});
export type EmployerUnlockedContact = Static<typeof EmployerUnlockedContactSchema>;

/** Chart data (employer spec §3): categories on the x axis and one or more named series. */
export const ChartDataSchema = Type.Object({
  categories: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number()) })),
});
export type ChartData = Static<typeof ChartDataSchema>;

/** The to-do checklist of a contact from its fields (employer spec §4). */
export function checklistOf(contact: { owner_id: string | null; last_contacted_at: string | null; status_id: number }) {
  const owner_chosen = contact.owner_id !== null;
  const contacted = contact.last_contacted_at !== null;
  const status_updated = contact.status_id !== 1;
  return { owner_chosen, contacted, status_updated, open_count: [owner_chosen, contacted, status_updated].filter((done) => !done).length };
}
