import { Type, type Static } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/**
 * What the security log holds: sign-ins (succeeded, refused for wrong credentials, refused by the
 * throttle), sign-ins by link, exports and erasures of personal data, and changes of users' roles and
 * permissions.
 */
export const SECURITY_LOG_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'link-sign-in',
  'personal-data-export',
  'personal-data-erasure',
  'role-change',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];
export const SecurityLogKindSchema = Type.Union(SECURITY_LOG_KINDS.map((kind) => Type.Literal(kind)));

/** The events of the event log that are security events, by the kind they are listed as. */
export const SECURITY_EVENT_KINDS: Readonly<Record<string, SecurityLogKind>> = {
  MagicLinkUsed: 'link-sign-in',
  PersonalDataExported: 'personal-data-export',
  PersonalDataErased: 'personal-data-erasure',
  AccountPersonalDataErased: 'personal-data-erasure',
  UserRoleGranted: 'role-change',
  CompanyUserPermissionsSet: 'role-change',
};

export const SecurityLogEntrySchema = Type.Object({
  /** `sign-in:<n>` for an entry of the sign-in table, `event:<position>` for one of the event log. */
  id: Type.String(),
  at: Timestamp,
  kind: SecurityLogKindSchema,
  outcome: Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('refused')]),
  /** Whom it concerns: the account signing in, the user whose role changed, the contact exported or erased. */
  subject_id: Nullable(Uuid),
  /** The name of the user it concerns; null when it concerns no user (a contact, an e-mail no account has). */
  subject_name: Nullable(Type.String()),
  /** Who did it (a sign-in's own user once it succeeded); null when nobody signed in did. */
  actor: Nullable(PersonSchema),
  /** The client's address as the sign-in throttle counts it (IPv4 whole, IPv6 by its /64); sign-ins only. */
  address: Nullable(Type.String()),
  /** `known-device` / `unknown-device` for sign-ins; the event type and its facts for the others. */
  detail: Nullable(Type.String()),
});
export type SecurityLogEntry = Static<typeof SecurityLogEntrySchema>;
