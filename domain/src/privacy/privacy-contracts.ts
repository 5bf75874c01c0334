import { Type, type Static } from '@sinclair/typebox';
import { IdParams, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import type { RoleName } from '../users/user-events';
import { ConsentChannelSchema, ConsentPurposeSchema, ErasureCauseSchema } from './privacy-events';
import { PRIVACY_REASON_LENGTH } from './privacy-decider';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'privacy';
/** Admins, and the person concerned (a candidate acting on their own record only; 403 for anyone else's). */
const ADMIN_OR_CONTACT: readonly RoleName[] = ['admin', 'contact'];

export const ConsentSchema = Type.Object({
  purpose: ConsentPurposeSchema,
  given: Type.Boolean(),
  text_version: Nullable(Type.String()),
  channel: ConsentChannelSchema,
  at: Timestamp,
});
export const ConsentHistoryEntrySchema = Type.Object({
  purpose: ConsentPurposeSchema,
  action: Type.Union([Type.Literal('given'), Type.Literal('withdrawn')]),
  text_version: Nullable(Type.String()),
  channel: ConsentChannelSchema,
  at: Timestamp,
});
/** One read of a person's contact details: by whom (role, name, company) and what. */
export const AccessLogEntrySchema = Type.Object({
  at: Timestamp,
  reader_id: Nullable(Uuid),
  reader_role: Type.String(),
  reader_name: Nullable(Type.String()),
  company_name: Nullable(Type.String()),
  what: Type.String(),
  reason: Nullable(Type.String()),
});
export const PrivacyRecordSchema = Type.Object({
  contact_id: Uuid,
  erased_at: Nullable(Timestamp),
  erasure_cause: Nullable(ErasureCauseSchema),
  /** The consent in force per purpose (given or withdrawn last). */
  consents: Type.Array(ConsentSchema),
  consent_history: Type.Array(ConsentHistoryEntrySchema),
  /** When the retention rule erases the person's data, if it applies to them now. */
  retention_due_at: Nullable(Timestamp),
  /** The latest reads of the person's contact details (at most 100). */
  access_log: Type.Array(AccessLogEntrySchema),
});
export type PrivacyRecord = Static<typeof PrivacyRecordSchema>;

/** Where a datum came from: the person's registration or own entry, a company, the back office, an import or the system. */
export const DataSourceSchema = Type.Union([
  Type.Literal('registration'),
  Type.Literal('self'),
  Type.Literal('employer'),
  Type.Literal('admin'),
  Type.Literal('import'),
]);
/** The Art. 15 export: every event about the person (decrypted), the sections a reader expects, and a German summary. */
export const PersonalDataExportSchema = Type.Object({
  format: Type.Literal('rm-art15-export/2'),
  generated_at: Timestamp,
  file_name: Type.String(),
  person: Type.Object({ contact_id: Nullable(Uuid), user_id: Nullable(Uuid), subject_ids: Type.Array(Uuid), role: Type.String() }),
  profile: Type.Record(Type.String(), Type.Unknown()),
  /** The values as they are now (the latest change wins), each with its German label, where it came from and since when. */
  current: Type.Array(
    Type.Object({ field: Type.String(), label: Type.String(), value: Type.Unknown(), source: DataSourceSchema, since: Timestamp }),
  ),
  /** Every decision about the person, in words: offer stages, a company's status and its reasons, the back office's decisions. */
  decisions: Type.Array(
    Type.Object({
      at: Timestamp,
      by: Type.String(),
      company: Nullable(Type.String()),
      decision: Type.String(),
      reasons: Type.Array(Type.String()),
    }),
  ),
  /** Copies of the person's files (documents, images), decrypted. */
  files: Type.Array(
    Type.Object({
      file_id: Type.String(),
      name: Type.String(),
      content_type: Type.String(),
      size: Type.Integer(),
      content_base64: Type.String(),
    }),
  ),
  /** Where the data came from: each source with the records it gave. */
  sources: Type.Array(Type.Object({ source: DataSourceSchema, label: Type.String(), records: Type.Integer() })),
  controller: Type.Object({ name: Type.String(), address: Type.String(), dpo_contact: Type.String() }),
  processors: Type.Array(Type.Object({ name: Type.String(), purpose: Type.String(), location: Type.String() })),
  /** How long each kind of data about the person is kept, from the retention settings; `due_at` when it applies now. */
  storage_periods: Type.Array(Type.Object({ data: Type.String(), period: Type.String(), due_at: Nullable(Timestamp) })),
  /** Every declared personal field held about the person, by the event that holds it. */
  personal_data: Type.Array(
    Type.Object({ event_type: Type.String(), recorded_at: Timestamp, fields: Type.Record(Type.String(), Type.Unknown()) }),
  ),
  consents: Type.Array(ConsentHistoryEntrySchema),
  offers: Type.Array(
    Type.Object({
      offer_id: Uuid,
      company: Nullable(Type.String()),
      campaign: Nullable(Type.String()),
      stages: Type.Array(Type.Object({ stage: Type.String(), at: Timestamp })),
    }),
  ),
  unlocks: Type.Array(Type.Object({ unlock_id: Uuid, company: Nullable(Type.String()), unlocked_at: Timestamp, status: Type.String() })),
  access_log: Type.Array(AccessLogEntrySchema),
  /** Every event about the person (by its declarations), in the order it happened: their personal fields decrypted, other persons' fields and ids left out, secrets shown as kept. */
  events: Type.Array(
    Type.Object({
      position: Type.String(),
      type: Type.String(),
      label: Type.String(),
      source: DataSourceSchema,
      stream: Type.String(),
      occurred_at: Timestamp,
      actor_role: Nullable(Type.String()),
      data: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  /** The same, readable: a German HTML document (Art. 15 (1) and (3) GDPR). */
  summary_html: Type.String(),
});
export type PersonalDataExport = Static<typeof PersonalDataExportSchema>;

const Reason = Type.String({ maxLength: PRIVACY_REASON_LENGTH.max });

/** Data protection: consent, the Art. 15 export, erasure (Art. 17), the access log. */
export const privacyFeature = apiFeature({
  name: FEATURE,
  description: 'Data protection: consents, the Art. 15 export, erasure (Art. 17) and who read a person’s contact details',
  ...API_CATALOGUE.privacy,
  queries: {
    contactPrivacy: contract({
      operationId: 'contactPrivacy',
      feature: FEATURE,
      method: 'GET',
      path: '/api/privacy/contacts/{id}',
      access: ADMIN_OR_CONTACT,
      summary: "A person's privacy record",
      description:
        "A candidate's consents (in force and their history), the erasure if any, when the retention rule is due, and the latest reads of their contact details. Admins, and the candidate for their own record (403 otherwise); 404 for an unknown contact.",
      params: IdParams,
      response: Type.Object({ data: PrivacyRecordSchema }),
      errors: [404],
    }),
    myPrivacy: contract({
      operationId: 'myPrivacy',
      feature: FEATURE,
      method: 'GET',
      path: '/api/privacy/me',
      access: ['contact'],
      summary: 'My privacy record',
      description: "The signed-in candidate's own privacy record (see contactPrivacy); 404 when the user has no candidate profile.",
      response: Type.Object({ data: PrivacyRecordSchema }),
      errors: [404],
    }),
  },
  commands: {
    giveConsent: contract({
      operationId: 'giveConsent',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/contacts/{id}/consents',
      access: ADMIN_OR_CONTACT,
      summary: 'Record a consent',
      description:
        "Records a consent with the version of the text consented to and the channel it came through (a candidate's own consent always comes through `web`). The version must be a published one of the text the purpose refers to (`LEGAL_DOCUMENT_VERSIONS`; 422 on `text_version` otherwise). Giving the same version again changes nothing. 404 for an unknown contact, 409 once the person's data was erased.",
      params: IdParams,
      body: Type.Object({
        purpose: ConsentPurposeSchema,
        text_version: Type.String({ minLength: 1, maxLength: 50 }),
        channel: ConsentChannelSchema,
      }),
      response: Type.Object({ data: PrivacyRecordSchema }),
      status: 201,
      errors: [404, 409],
      changes: ['privacy', 'audit-log'],
      appends: ['ConsentGiven'],
    }),
    withdrawConsent: contract({
      operationId: 'withdrawConsent',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/contacts/{id}/consents/withdraw',
      access: ADMIN_OR_CONTACT,
      summary: 'Withdraw a consent',
      description:
        'Records the withdrawal of a consent in force (422 on `purpose` when there is none). Only the talent-pool consent can be withdrawn: its withdrawal brings the retention rule back to months after the last rejection. The terms of use and the privacy notice are acknowledged under the contract of use (Art. 6 (1) (b) GDPR), not consented to: their withdrawal is refused (422 on `purpose`); the contract ends with the account. 404 for an unknown contact, 409 once erased.',
      params: IdParams,
      body: Type.Object({ purpose: ConsentPurposeSchema, channel: ConsentChannelSchema }),
      response: Type.Object({ data: PrivacyRecordSchema }),
      errors: [404, 409],
      changes: ['privacy', 'audit-log'],
      appends: ['ConsentWithdrawn'],
    }),
    exportPersonalData: contract({
      operationId: 'exportPersonalData',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/contacts/{id}/export',
      access: ADMIN_OR_CONTACT,
      summary: 'Art. 15 export of everything held about a person',
      description:
        'Everything held about the person, found through the personal-data declarations of the events: profile, consents, offers and their stages, unlocks (which companies saw the contact data, when), the access log and every other event about them, as JSON and a German HTML summary. An event is about the person where its declarations name them, whatever stream holds it: of a stream shared with others (the records of a company) only those events, without the data and ids of other persons; secrets (password, code and token hashes, salts, tokens, bank details, prices) read as kept, never with their value. The candidate exports their own data; an admin gives a reason (5–500 characters, 422 without). Recorded in the privacy record and the audit log. 404 for an unknown contact, 409 once erased.',
      params: IdParams,
      body: Type.Object({ reason: Type.Optional(Reason) }),
      response: Type.Object({ data: PersonalDataExportSchema }),
      errors: [404, 409],
      changes: ['privacy', 'audit-log'],
      appends: ['PersonalDataExported'],
    }),
    exportMyData: contract({
      operationId: 'exportMyData',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/me/export',
      access: ['admin', 'business', 'business-owner', 'contact'],
      /** Their own data: a company user needs no permission for it. */
      permission: null,
      summary: 'Art. 15 export of my own data (every role)',
      description:
        "The signed-in person's own export: a candidate's as `exportPersonalData`; a company user's or an admin's of their own account (their current name, e-mail and phone, their company, what they recorded as themselves), with no candidate's personal data, as JSON and a German HTML summary.",
      body: Type.Object({}),
      response: Type.Object({ data: PersonalDataExportSchema }),
      errors: [409],
      changes: ['privacy', 'audit-log'],
      appends: ['PersonalDataExported'],
    }),
    erasePersonalData: contract({
      operationId: 'erasePersonalData',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/contacts/{id}/erase',
      access: ['admin'],
      summary: "Erase a person's personal data (Art. 17)",
      description:
        "Deletes the person's keys (the contact's and their user's): every personal field of theirs in the event log becomes unreadable, every read model shows them as 'Gelöschte Person' or drops them, their e-mail address is free again, their files are deleted. The contact is deactivated and can no longer be unlocked. The reason (5–500 characters, no personal data: it stays readable) is recorded. 404 for an unknown contact, 409 when already erased.",
      params: IdParams,
      body: Type.Object({ reason: Reason }),
      response: Type.Object({ data: Type.Object({ contact_id: Uuid, subject_ids: Type.Array(Uuid), erased_at: Timestamp }) }),
      errors: [404, 409],
      changes: ['privacy', 'contacts', 'users', 'offer-board', 'unlocks', 'campaigns', 'audit-log'],
      appends: ['PersonalDataErased', 'ContactDeactivated', 'ContactDisabledForUnlock', 'UserEmailReleased'],
    }),
    eraseAccount: contract({
      operationId: 'eraseAccount',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy/users/{id}/erase',
      access: ['admin'],
      summary: "Erase a company user's or an admin's account (Art. 17)",
      description:
        "Deletes the user's key: their name, e-mail, phone and password hash in the event log become unreadable, every read model shows them as 'Gelöschte Person' (the audit trail, comments, tasks, the company's users), their files are deleted, their sessions end and their e-mail address is free again. What they did stays, by id (the audit trail, unlocks and billing keep it). The reason (5–500 characters, no personal data: it stays readable) is recorded. 404 for an unknown user; 409 when already erased, for a candidate's account (erased with the candidate: erasePersonalData) and for the admin's own account (another admin erases it).",
      params: IdParams,
      body: Type.Object({ reason: Reason }),
      response: Type.Object({ data: Type.Object({ user_id: Uuid, subject_ids: Type.Array(Uuid), erased_at: Timestamp }) }),
      errors: [404, 409],
      changes: ['users', 'audit-log'],
      appends: ['AccountPersonalDataErased', 'UserEmailReleased'],
    }),
  },
});
