import { Type, type Static } from '@sinclair/typebox';
import { ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** What a person consents to: the terms of use, the privacy notice, staying in the talent pool after a rejection. */
export const CONSENT_PURPOSES = ['terms', 'privacy_notice', 'talent_pool'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const ConsentPurposeSchema = Type.Union(CONSENT_PURPOSES.map((purpose) => Type.Literal(purpose)));

/** How a consent or its withdrawal reached us. */
export const CONSENT_CHANNELS = ['web', 'phone', 'email', 'paper', 'import'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const ConsentChannelSchema = Type.Union(CONSENT_CHANNELS.map((channel) => Type.Literal(channel)));

/** Why a person's data was erased: on request (Art. 17 GDPR), by the retention rule, or with their own account. */
export const ERASURE_CAUSES = ['request', 'retention', 'account_deleted'] as const;
export type ErasureCause = (typeof ERASURE_CAUSES)[number];
export const ErasureCauseSchema = Type.Union(ERASURE_CAUSES.map((cause) => Type.Literal(cause)));

export const ConsentGivenSchema = Type.Object({
  type: Type.Literal('ConsentGiven'),
  data: Type.Object({
    contactId: Subject(Uuid),
    purpose: ConsentPurposeSchema,
    /** The version of the text consented to (e.g. `2026-01`), so that the exact wording can be shown later. */
    textVersion: Type.String({ minLength: 1, maxLength: 50 }),
    channel: ConsentChannelSchema,
    givenAt: Timestamp,
  }),
});
export const ConsentWithdrawnSchema = Type.Object({
  type: Type.Literal('ConsentWithdrawn'),
  data: Type.Object({ contactId: Subject(Uuid), purpose: ConsentPurposeSchema, channel: ConsentChannelSchema, withdrawnAt: Timestamp }),
});
/** An Art. 15 export was handed out: to the person, or to an admin with a reason. */
export const PersonalDataExportedSchema = Type.Object({
  type: Type.Literal('PersonalDataExported'),
  data: Type.Object({
    contactId: Subject(Uuid),
    requestedBy: Type.Union([Type.Literal('subject'), Type.Literal('admin')]),
    reason: Nullable(Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT })),
  }),
});
/**
 * A person's keys were deleted: every personal field of theirs in the log is unreadable from now on. The
 * reason stays readable (it proves the erasure) and therefore must not hold personal data.
 */
export const PersonalDataErasedSchema = Type.Object({
  type: Type.Literal('PersonalDataErased'),
  data: Type.Object({
    contactId: Subject(Uuid),
    /** Every id whose key was deleted: the contact's, and the user's of a candidate with a sign-in. */
    subjectIds: Type.Array(Uuid),
    cause: ErasureCauseSchema,
    reason: Type.String(),
    erasedAt: Timestamp,
  }),
});
/** One run of the retention rule: whom it erased (ids and counts only). */
export const RetentionRunCompletedSchema = Type.Object({
  type: Type.Literal('RetentionRunCompleted'),
  data: Type.Object({
    runId: Uuid,
    erasedContactIds: Type.Array(Uuid),
    /** Candidates the run looked at (due by the read model), erased or found no longer due. */
    checkedCount: Type.Integer({ minimum: 0 }),
    erasedCount: Type.Integer({ minimum: 0 }),
    rejectedMonths: Type.Integer({ minimum: 1 }),
    talentPoolMonths: Type.Integer({ minimum: 1 }),
    /** Absent on runs before the rule for inactive candidates. */
    inactiveMonths: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Notices of an erasure for inactivity this run sent. */
    noticesSentCount: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Candidates whose processing the run restricted (Art. 18) and lifted the restriction of; absent on earlier runs. */
    restrictedCount: Type.Optional(Type.Integer({ minimum: 0 })),
    restrictionsLiftedCount: Type.Optional(Type.Integer({ minimum: 0 })),
    ranAt: Timestamp,
  }),
});

/**
 * A candidate was told that their data is erased for inactivity (`erasesAt`, at the earliest
 * `inactivityNoticeDays` after this notice) unless they sign in; the mail leaves through the notification
 * outbox, once per event. One stream per period of inactivity (`inactivityNoticeStreamId`): sent once.
 */
export const InactivityNoticeSentSchema = Type.Object({
  type: Type.Literal('InactivityNoticeSent'),
  data: Type.Object({
    contactId: Subject(Uuid),
    /** When the candidate counts as inactive (their last activity plus `inactiveMonths`). */
    inactiveAt: Timestamp,
    erasesAt: Timestamp,
    sentAt: Timestamp,
  }),
});

export type ConsentGiven = Static<typeof ConsentGivenSchema>;
export type ConsentWithdrawn = Static<typeof ConsentWithdrawnSchema>;
export type PersonalDataExported = Static<typeof PersonalDataExportedSchema>;
export type PersonalDataErased = Static<typeof PersonalDataErasedSchema>;
export type RetentionRunCompleted = Static<typeof RetentionRunCompletedSchema>;
/** The events of a person's privacy record (`privacy-<contactId>`). */
export type PrivacyEvent = ConsentGiven | ConsentWithdrawn | PersonalDataExported | PersonalDataErased;
export type InactivityNoticeSent = Static<typeof InactivityNoticeSentSchema>;
export type RetentionEvent = RetentionRunCompleted | InactivityNoticeSent;
export const PrivacyEventSchemas = [
  ConsentGivenSchema,
  ConsentWithdrawnSchema,
  PersonalDataExportedSchema,
  PersonalDataErasedSchema,
  RetentionRunCompletedSchema,
  InactivityNoticeSentSchema,
] as const;

/** A candidate's privacy record: consents, exports, the erasure. */
export const privacyStreamId = (contactId: string): string => `privacy-${contactId}`;
export const retentionRunStreamId = (runId: string): string => `retention-run-${runId}`;
/** The notice of an erasure for inactivity, one stream per candidate and period of inactivity (named by when it ends). */
export const inactivityNoticeStreamId = (contactId: string, inactiveAt: Date): string =>
  `inactivity-notice-${contactId}-${inactiveAt.getTime()}`;
