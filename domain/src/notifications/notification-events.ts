import { Type, type Static } from '@sinclair/typebox';
import { Actor, Subject } from '../shared/personal-data';
import { Nullable, Uuid } from '../shared/schema';

/** The push kinds of the sender screen (back office §7). */
export const PushKindSchema = Type.Union([
  Type.Literal('fill-profile'),
  Type.Literal('fill-profile-meta'),
  Type.Literal('verify-email'),
  Type.Literal('verify-phone'),
  Type.Literal('you-are-unlocked'),
]);
export type PushKind = Static<typeof PushKindSchema>;
export const PUSH_KINDS: readonly PushKind[] = ['fill-profile', 'fill-profile-meta', 'verify-email', 'verify-phone', 'you-are-unlocked'];

export const NotificationChannelSchema = Type.Union([Type.Literal('push'), Type.Literal('mail'), Type.Literal('sms')]);
export type NotificationChannel = Static<typeof NotificationChannelSchema>;

/** An admin asked to send one notification to many contacts: a background job works through them. */
export const NotificationJobRequestedSchema = Type.Object({
  type: Type.Literal('NotificationJobRequested'),
  data: Type.Object({
    jobId: Uuid,
    channel: NotificationChannelSchema,
    kind: PushKindSchema,
    contactIds: Type.Array(Uuid),
    requestedBy: Actor(Uuid),
  }),
});
/** One contact got the job's push (once: the stream of a job's notification to a contact is written once). */
export const NotificationPushedSchema = Type.Object({
  type: Type.Literal('NotificationPushed'),
  data: Type.Object({
    notificationId: Uuid,
    jobId: Uuid,
    kind: PushKindSchema,
    contactId: Subject(Uuid),
    /** The contact's sign-in, whose notification list shows it; null for a contact without one. */
    userId: Subject(Nullable(Uuid)),
  }),
});
/** A user marked a notification read or unread. */
export const NotificationReadChangedSchema = Type.Object({
  type: Type.Literal('NotificationReadChanged'),
  data: Type.Object({ notificationId: Uuid, userId: Subject(Uuid), read: Type.Boolean() }),
});

export type NotificationJobRequested = Static<typeof NotificationJobRequestedSchema>;
export type NotificationPushed = Static<typeof NotificationPushedSchema>;
export type NotificationReadChanged = Static<typeof NotificationReadChangedSchema>;
export type NotificationEvent = NotificationJobRequested | NotificationPushed | NotificationReadChanged;
export const NotificationEventSchemas = [NotificationJobRequestedSchema, NotificationPushedSchema, NotificationReadChangedSchema] as const;

export const notificationJobStreamId = (jobId: string): string => `notification-job-${jobId}`;
export const notificationStreamId = (notificationId: string): string => `notification-${notificationId}`;
export const notificationReadStreamId = (notificationId: string, userId: string): string => `notification-read-${notificationId}-${userId}`;
