import { Type } from '@sinclair/typebox';
import type { RoleName } from '../users/user-events';
import { ADMIN, ADMIN_OR_BUSINESS, apiFeature, contract, IdParams, Success } from '../shared/contract';
import { Nullable, Uuid } from '../shared/schema';
import {
  ChatContactSchema,
  ChatMessageSchema,
  IncomingSmsBodySchema,
  OnlineUserSchema,
  SendChatMessageBodySchema,
  SMS_LENGTH,
} from './chat-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'chat';
const ContactParams = Type.Object({ contactId: Uuid });
const CHAT_USERS: readonly RoleName[] = ADMIN_OR_BUSINESS;
const scope =
  "An admin reads every contact's conversation; a company user only those of the company's unlocked contacts (403 for any other contact), and in them the company's messages and the back office's.";

/** Chat with contacts over SMS, the contact a user has open, and who is online (back-office spec §2, §7; employer spec §2–§4). */
export const chatFeature = apiFeature({
  name: FEATURE,
  description: 'Chat with contacts over SMS: contact list, thread, send, delivery, the open contact; who is online',
  ...API_CATALOGUE.chat,
  queries: {
    chatContacts: contract({
      operationId: 'chatContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/messages/contacts',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: 'Contacts with a conversation',
      description: `The contacts one has a conversation with, the latest first, with the last message and the unread count. ${scope}`,
      response: Type.Object({ data: Type.Array(ChatContactSchema) }),
    }),
    chatThread: contract({
      operationId: 'chatThread',
      feature: FEATURE,
      method: 'GET',
      path: '/api/messages/{contactId}',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: "A contact's conversation",
      description: `The messages in and out, oldest first, with status and failed reason. ${scope} An unknown contact is 404.`,
      params: ContactParams,
      response: Type.Object({ contact: ChatContactSchema, data: Type.Array(ChatMessageSchema) }),
      errors: [404],
    }),
    openedChatContact: contract({
      operationId: 'openedChatContact',
      feature: FEATURE,
      method: 'GET',
      path: '/api/messages/opened-contact',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: 'The contact whose chat is open',
      description:
        'The contact whose chat the signed-in user has open (kept on the server, so the widget opens again after a reload); null when none.',
      response: Type.Object({ contact_id: Nullable(Uuid) }),
    }),
    companiesOnlineUsers: contract({
      operationId: 'companiesOnlineUsers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/online-users',
      access: ADMIN,
      summary: 'Company users online',
      description:
        'The company users connected to the realtime gateway now, online or away (away: every tab hidden). Changes are pushed to admins (rm.presence.changed), no polling needed.',
      response: Type.Object({ data: Type.Array(OnlineUserSchema) }),
    }),
    contactsOnlineUsers: contract({
      operationId: 'contactsOnlineUsers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contacts/online-users',
      access: ADMIN,
      summary: 'Contacts online',
      description: 'The contacts (candidates) connected to the realtime gateway now, online or away; changes are pushed to admins.',
      response: Type.Object({ data: Type.Array(OnlineUserSchema) }),
    }),
  },
  commands: {
    sendChatMessage: contract({
      operationId: 'sendChatMessage',
      feature: FEATURE,
      method: 'POST',
      path: '/api/messages/{contactId}',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: 'Send a message to a contact',
      description: `Sends a message to the contact as an SMS (201): it is queued, then sent or failed (failed_reason) by the SMS gateway. Longer than ${SMS_LENGTH} characters is allowed (more than one SMS; the screens show it in red). A retry with the same client_message_id answers the same message and sends no second SMS; the id used for another message is 409. ${scope}`,
      params: ContactParams,
      body: SendChatMessageBodySchema,
      response: Type.Object({ message: Type.String(), data: ChatMessageSchema }),
      status: 201,
      errors: [404, 409],
      changes: ['chat'],
      appends: ['ChatMessageSent'],
    }),
    openChatContact: contract({
      operationId: 'openChatContact',
      feature: FEATURE,
      method: 'POST',
      path: '/api/messages/{contactId}/opened',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: "Open a contact's chat",
      description: `Records that the user has this contact's chat open (one at a time): its incoming messages are read, and those arriving while it is open do not count as unread. ${scope}`,
      params: ContactParams,
      response: Success,
      errors: [404],
      changes: ['chat'],
      appends: ['ChatContactOpened'],
    }),
    closeChatContact: contract({
      operationId: 'closeChatContact',
      feature: FEATURE,
      method: 'POST',
      path: '/api/messages/closed',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: 'Close the open chat',
      description: 'Records that the user closed the chat they had open (nothing when none was).',
      response: Success,
      changes: ['chat'],
      appends: ['ChatContactOpened'],
    }),
    markChatMessageDelivered: contract({
      operationId: 'markChatMessageDelivered',
      feature: FEATURE,
      method: 'POST',
      path: '/api/chat/messages/{id}/delivered',
      access: CHAT_USERS,
      permission: 'unlocked-contacts',
      summary: 'An incoming message was seen',
      description:
        "Marks an incoming message as delivered to (seen by) the conversation's side: it no longer counts as unread. Outgoing or already delivered messages stay as they are. Another company's message is 403, an unknown one 404.",
      params: IdParams,
      response: Success,
      errors: [404],
      changes: ['chat'],
      appends: ['ChatMessageDelivered'],
    }),
    receiveSms: contract({
      operationId: 'receiveSms',
      feature: FEATURE,
      method: 'POST',
      path: '/api/sms/incoming',
      access: 'public',
      summary: "The SMS provider's webhook for incoming messages",
      description:
        "An SMS from a contact (by its number) lands in the contact's conversation, live for everyone looking at it, and raises the unread count (201). The request must be signed: header X-Signature `sha256=<hex>` of the HMAC-SHA256 of the raw body with SMS_WEBHOOK_SECRET; a wrong or missing signature is 403. A redelivery (same provider_message_id) adds nothing. An unknown number is 404. The answer to a company's message belongs to that company's conversation, otherwise to the back office's.",
      body: IncomingSmsBodySchema,
      response: Success,
      status: 201,
      errors: [403, 404],
      changes: ['chat'],
      appends: ['ChatMessageReceived'],
    }),
  },
});
