import { Type, type Static } from '@sinclair/typebox';
import { PageMetaSchema, PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { TimelineModelSchema, TimelineTypeSchema } from './timeline-events';

/** `YYYY-MM-DD HH:mm:ss`, UTC (employer spec §3). */
export const PERFORMED_AT_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
/** A meeting's time, `HH:mm`. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** An entry's properties by type (employer spec §3): note description; email subject, body; call description, outcome; SMS text, outcome; meeting description, date, time, outcome. */
export const TimelinePropertiesSchema = Type.Object({
  description: Type.Optional(Type.String({ minLength: 1, maxLength: 10_000 })),
  subject: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  body: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000 })),
  text: Type.Optional(Type.String({ minLength: 1, maxLength: 2_000 })),
  outcome: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  date: Type.Optional(Type.String({ format: 'date' })),
  time: Type.Optional(Type.String({ pattern: TIME_PATTERN })),
});
export type TimelineProperties = Static<typeof TimelinePropertiesSchema>;

export const TimelineEntrySchema = Type.Object({
  id: Uuid,
  type: TimelineTypeSchema,
  properties: TimelinePropertiesSchema,
  performed_at: Type.String({ pattern: PERFORMED_AT_PATTERN }),
  starred: Type.Boolean(),
  model: TimelineModelSchema,
  model_id: Uuid,
  /** The contact the entry is about, on an unlocked contact's timeline. */
  contact: Nullable(PersonSchema),
  author: Nullable(PersonSchema),
  created_at: Timestamp,
});
export type TimelineEntry = Static<typeof TimelineEntrySchema>;

/** Counts per type (employer spec §3 "Timeline stats"). */
export const TimelineStatsSchema = Type.Object({
  note: Type.Integer(),
  email: Type.Integer(),
  call: Type.Integer(),
  sms: Type.Integer(),
  meeting: Type.Integer(),
  task: Type.Integer(),
});
export type TimelineStats = Static<typeof TimelineStatsSchema>;

export const TimelineListSchema = Type.Object({
  data: Type.Array(TimelineEntrySchema),
  meta: PageMetaSchema,
  starred: Type.Array(TimelineEntrySchema),
  count: Type.Integer(),
});
export const TimelineOverviewSchema = Type.Object({
  overview: Type.Object({ stats: TimelineStatsSchema, starred: Type.Array(TimelineEntrySchema) }),
  data: Type.Array(TimelineEntrySchema),
  meta: PageMetaSchema,
});
