import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { ReferenceFieldSchemas, type ReferenceKind } from './reference-kinds';

const item = <T extends TProperties>(properties: T) =>
  Type.Object({ id: Uuid, ...properties, created_at: Timestamp, updated_at: Timestamp });

const fields = <K extends ReferenceKind>(kind: K): (typeof ReferenceFieldSchemas)[K]['properties'] =>
  ReferenceFieldSchemas[kind].properties;

/** Each kind's item as the API answers it: id, its fields (money in euros), derived fields, when created and last changed. */
export const ReferenceItemSchemas = {
  coupons: item({
    ...fields('coupons'),
    value: Type.Number({ description: 'euros' }),
    min_amount: Type.Number({ description: 'euros' }),
    /** Companies that redeemed the coupon (0 until redemption exists). */
    companies_count: Type.Integer({ minimum: 0 }),
  }),
  documents: item(fields('documents')),
  experiences: item(fields('experiences')),
  qualifications: item(fields('qualifications')),
  'task-statuses': item(fields('task-statuses')),
  'waiting-lists': item(fields('waiting-lists')),
  'offer-rejection-reasons': item({ ...fields('offer-rejection-reasons'), active: Type.Boolean() }),
  'unqualified-status-reasons': item(fields('unqualified-status-reasons')),
  options: item(fields('options')),
  benefits: item(fields('benefits')),
  'account-delete-reasons': item(fields('account-delete-reasons')),
  'contact-statuses': item(fields('contact-statuses')),
} as const satisfies Record<ReferenceKind, TObject>;

export type ReferenceItemOf<K extends ReferenceKind> = Static<(typeof ReferenceItemSchemas)[K]>;
/** Any kind's item, as generic code handles it. */
export type ReferenceItem = { id: string; created_at: string; updated_at: string } & Record<string, unknown>;

/** A user as the user-management list shows it. */
export const ManagedUserSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  email: ContactDetails(Type.String(), { subject: 'id' }),
  roles: Type.Array(Type.String()),
  company: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
  created_at: Timestamp,
  /** The account's personal data was erased (it reads as 'Gelöschte Person' and cannot sign in). */
  erased: Type.Boolean(),
});
export type ManagedUser = Static<typeof ManagedUserSchema>;
