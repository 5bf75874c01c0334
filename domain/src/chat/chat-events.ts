import { Type, type Static } from '@sinclair/typebox';
import { Actor, ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Uuid } from '../shared/schema';

/** Where a message stands: an outgoing one queued for the SMS gateway, sent or failed; an incoming one received. */
export const CHAT_MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'received'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/**
 * The conversation a message belongs to: the contact, and the company whose user wrote it (or whose
 * message an incoming one answers); null for the back office.
 */
const ChatRef = {
  messageId: Uuid,
  contactId: Subject(Uuid),
  companyId: Nullable(Uuid),
};

/** A user (admin or company user) wrote to a contact; it goes out as an SMS to `phone`. */
export const ChatMessageSentSchema = Type.Object({
  type: Type.Literal('ChatMessageSent'),
  data: Type.Object({
    ...ChatRef,
    senderId: Actor(Uuid),
    message: Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT }),
    /** The contact's number at the time of sending; null when the contact has none (the message fails). */
    phone: Nullable(Personal(Type.String(), { subject: 'contactId' })),
  }),
});
/** The SMS gateway took an outgoing message, or refused it (`failedReason`). */
export const ChatMessageStatusChangedSchema = Type.Object({
  type: Type.Literal('ChatMessageStatusChanged'),
  data: Type.Object({
    ...ChatRef,
    status: Type.Union([Type.Literal('sent'), Type.Literal('failed')]),
    failedReason: Nullable(Type.String()),
  }),
});
/** A contact's SMS arrived over the provider's webhook (`providerMessageId` keeps a redelivery out). */
export const ChatMessageReceivedSchema = Type.Object({
  type: Type.Literal('ChatMessageReceived'),
  data: Type.Object({
    ...ChatRef,
    message: Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT }),
    phone: Personal(Type.String(), { subject: 'contactId' }),
    providerMessageId: Type.String(),
  }),
});
/** Someone of the conversation's side (the back office, or the company) saw an incoming message. */
export const ChatMessageDeliveredSchema = Type.Object({
  type: Type.Literal('ChatMessageDelivered'),
  data: Type.Object({ ...ChatRef, userId: Actor(Uuid) }),
});
/** A user opened a contact's chat (one at a time), or closed it (`contactId` null). */
export const ChatContactOpenedSchema = Type.Object({
  type: Type.Literal('ChatContactOpened'),
  data: Type.Object({ userId: Actor(Uuid), contactId: Subject(Nullable(Uuid)), companyId: Nullable(Uuid) }),
});

export type ChatMessageSent = Static<typeof ChatMessageSentSchema>;
export type ChatMessageStatusChanged = Static<typeof ChatMessageStatusChangedSchema>;
export type ChatMessageReceived = Static<typeof ChatMessageReceivedSchema>;
export type ChatMessageDelivered = Static<typeof ChatMessageDeliveredSchema>;
export type ChatContactOpened = Static<typeof ChatContactOpenedSchema>;
export type ChatMessageEvent = ChatMessageSent | ChatMessageStatusChanged | ChatMessageReceived | ChatMessageDelivered;
export type ChatEvent = ChatMessageEvent | ChatContactOpened;
export const ChatEventSchemas = [
  ChatMessageSentSchema,
  ChatMessageStatusChangedSchema,
  ChatMessageReceivedSchema,
  ChatMessageDeliveredSchema,
  ChatContactOpenedSchema,
] as const;

/** One stream per message: its id is the client's (a retried send finds the stream and adds nothing). */
export const chatStreamId = (messageId: string): string => `chat-message-${messageId}`;
/** The contact a user has open in the chat. */
export const chatOpenedStreamId = (userId: string): string => `chat-opened-${userId}`;
