import { Type, type Static } from '@sinclair/typebox';
import { Actor, ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** The kinds of timeline entry one writes (employer spec §3); tasks are kept by the tasks feature. */
export const TIMELINE_TYPES = ['note', 'email', 'call', 'sms', 'meeting'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];
/** What a timeline or a task is kept on: an unlocked contact of the company, or the company itself. */
export const TIMELINE_MODELS = ['unlocked-contact', 'company'] as const;
export type TimelineModel = (typeof TIMELINE_MODELS)[number];
/** The entries that count as having contacted the person (they set the unlocked contact's last_contacted_at). */
export const CONTACTING_TYPES: readonly TimelineType[] = ['email', 'call', 'sms'];

export const TimelineTypeSchema = Type.Union(TIMELINE_TYPES.map((type) => Type.Literal(type)));
export const TimelineModelSchema = Type.Union(TIMELINE_MODELS.map((model) => Type.Literal(model)));

/**
 * What an entry says. `subjectId` is the person its free text is about: the contact on an unlocked
 * contact's timeline, the author on the company's.
 */
const EntryContent = {
  subjectId: Uuid,
  entryType: TimelineTypeSchema,
  /** The description (note, call, meeting), the e-mail's body, the SMS's text. */
  text: Personal(Type.String(), { subject: 'subjectId', erased: ERASED_TEXT }),
  /** The e-mail's subject. */
  title: Nullable(Personal(Type.String(), { subject: 'subjectId' })),
  /** An outcome id of a call, SMS or meeting (employer spec §9). */
  outcome: Nullable(Type.String()),
  /** A meeting's date (YYYY-MM-DD) and time (HH:mm). */
  meetingDate: Nullable(Type.String({ format: 'date' })),
  meetingTime: Nullable(Type.String()),
  /** When it happened, UTC. */
  performedAt: Timestamp,
};
const EntryRef = {
  entryId: Uuid,
  companyId: Uuid,
  model: TimelineModelSchema,
  modelId: Uuid,
  /** The unlocked contact's contact, on an unlocked contact's timeline. */
  contactId: Subject(Nullable(Uuid)),
};

export const TimelineEntryCreatedSchema = Type.Object({
  type: Type.Literal('TimelineEntryCreated'),
  data: Type.Object({ ...EntryRef, ...EntryContent, authorId: Actor(Uuid) }),
});
export const TimelineEntryUpdatedSchema = Type.Object({
  type: Type.Literal('TimelineEntryUpdated'),
  data: Type.Object({ ...EntryRef, ...EntryContent }),
});
export const TimelineEntryStarredSchema = Type.Object({
  type: Type.Literal('TimelineEntryStarred'),
  data: Type.Object({ ...EntryRef, starred: Type.Boolean() }),
});
export const TimelineEntryDeletedSchema = Type.Object({ type: Type.Literal('TimelineEntryDeleted'), data: Type.Object(EntryRef) });

export type TimelineEntryCreated = Static<typeof TimelineEntryCreatedSchema>;
export type TimelineEntryUpdated = Static<typeof TimelineEntryUpdatedSchema>;
export type TimelineEntryStarred = Static<typeof TimelineEntryStarredSchema>;
export type TimelineEntryDeleted = Static<typeof TimelineEntryDeletedSchema>;
export type TimelineEvent = TimelineEntryCreated | TimelineEntryUpdated | TimelineEntryStarred | TimelineEntryDeleted;
export const TimelineEventSchemas = [
  TimelineEntryCreatedSchema,
  TimelineEntryUpdatedSchema,
  TimelineEntryStarredSchema,
  TimelineEntryDeletedSchema,
] as const;

export const timelineStreamId = (entryId: string): string => `timeline-${entryId}`;
