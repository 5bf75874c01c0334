import { Type, type Static } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { CHAT_MESSAGE_STATUSES } from './chat-events';

/** Longer than this a message is shown in red (more than one SMS), never refused (employer spec §5). */
export const SMS_LENGTH = 160;
/** The longest message one may send (ten SMS). */
export const MAX_CHAT_MESSAGE_LENGTH = 1600;

/** Whether a message is longer than one SMS (the screens show it in red). */
export const isLongChatMessage = (message: string): boolean => message.length > SMS_LENGTH;

/** A chat message as the thread shows it (employer spec §3 "Chat message"). */
export const ChatMessageSchema = Type.Object({
  id: Uuid,
  /** in: from the contact; out: to the contact. */
  type: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  message: Type.String(),
  status: Type.Union(CHAT_MESSAGE_STATUSES.map((status) => Type.Literal(status))),
  failed_reason: Nullable(Type.String()),
  created_at: Timestamp,
  /** Who wrote an outgoing message; the contact for an incoming one. */
  sender: Nullable(PersonSchema),
  /** The company whose conversation it is; null: the back office's. */
  company_id: Nullable(Uuid),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** A contact in the chat's contact list: the last message and how many of theirs are unread. */
export const ChatContactSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  last_message: Nullable(Type.String()),
  last_message_at: Nullable(Timestamp),
  unread_count: Type.Integer({ minimum: 0 }),
});
export type ChatContact = Static<typeof ChatContactSchema>;

export const SendChatMessageBodySchema = Type.Object({
  message: Type.String({ minLength: 1, maxLength: MAX_CHAT_MESSAGE_LENGTH, pattern: '\\S' }),
  /** The client's id for this message: a retry with the same id sends nothing more (one SMS). */
  client_message_id: Type.Optional(Uuid),
});

/** What the SMS provider posts for an incoming message (signed, see the webhook). */
export const IncomingSmsBodySchema = Type.Object({
  from: Type.String({ minLength: 3, maxLength: 32 }),
  message: Type.String({ minLength: 1, maxLength: MAX_CHAT_MESSAGE_LENGTH }),
  provider_message_id: Type.String({ minLength: 1, maxLength: 200 }),
});

/** A user who is connected to the realtime gateway. */
export const OnlineUserSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  status: Type.Union([Type.Literal('online'), Type.Literal('away')]),
  /** The user's company (company users) or contact profile (contacts). */
  company: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
  contact_id: Nullable(Uuid),
});
export type OnlineUser = Static<typeof OnlineUserSchema>;
