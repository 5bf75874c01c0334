import { Type, type Static } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { CommentModelSchema } from '../comments/comment-events';
import { NotificationChannelSchema, PushKindSchema } from './notification-events';

export const NotificationKindSchema = Type.Union([PushKindSchema, Type.Literal('contact-unlocked'), Type.Literal('comment-reply')]);
export type NotificationKind = Static<typeof NotificationKindSchema>;

/** A notification of the signed-in user's list (employer spec §3 "Notification": id, read_at). */
export const NotificationSchema = Type.Object({
  id: Uuid,
  kind: NotificationKindSchema,
  read_at: Nullable(Timestamp),
  created_at: Timestamp,
  /** Who caused it (the replier), when a person did. */
  actor: Nullable(PersonSchema),
  /** The contact it is about (the one unlocked), when one is. */
  contact: Nullable(PersonSchema),
  /** The thread of a reply. */
  comment: Nullable(Type.Object({ model: CommentModelSchema, model_id: Uuid })),
});
export type Notification = Static<typeof NotificationSchema>;

/** A sending job of the sender screen with its progress. */
export const NotificationJobSchema = Type.Object({
  id: Uuid,
  channel: NotificationChannelSchema,
  kind: PushKindSchema,
  total: Type.Integer(),
  sent: Type.Integer(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done')]),
  created_at: Timestamp,
  finished_at: Nullable(Timestamp),
});
export type NotificationJob = Static<typeof NotificationJobSchema>;

export const DriverIdsSchema = Type.Object({ driver_ids: Type.Array(Uuid, { minItems: 1, maxItems: 10_000, uniqueItems: true }) });
