import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import type { ChatContactOpened, ChatMessageEvent, ChatMessageReceived, ChatMessageSent } from './chat-events';

type Ref = { messageId: string; contactId: string; companyId: string | null };

export type ChatMessageState =
  | { status: 'none' }
  | { status: 'out'; ref: Ref; senderId: string; message: string; delivery: 'queued' | 'sent' | 'failed' }
  | { status: 'in'; ref: Ref; providerMessageId: string; delivered: boolean };

/** Who acts on a message: admins see every conversation, a company user only their company's. */
export interface ChatViewer {
  userId: string;
  admin: boolean;
  companyId: string | null;
}

export type ChatMessageCommand =
  | { type: 'SendChatMessage'; data: ChatMessageSent['data'] }
  | { type: 'RecordChatMessageStatus'; data: { messageId: string; status: 'sent' | 'failed'; failedReason: string | null } }
  | { type: 'ReceiveChatMessage'; data: ChatMessageReceived['data'] }
  | { type: 'MarkChatMessageDelivered'; data: { messageId: string; viewer: ChatViewer } };

export const MESSAGE_NOT_FOUND = 'Message not found.';
export const MESSAGE_ID_TAKEN = 'This message id belongs to another message.';

/** Whether the viewer's side of the conversation is the message's (admins: every one). */
export const mayReadChatMessage = (viewer: ChatViewer, companyId: string | null): boolean =>
  viewer.admin || (viewer.companyId !== null && (companyId === null || companyId === viewer.companyId));

/**
 * One chat message (back-office spec §2 chat, employer spec §3 "Chat message"): an outgoing one is sent
 * once however often the client retries with the same id, then sent or failed by the SMS gateway; an
 * incoming one arrives once however often the provider redelivers it, and is delivered (seen) once.
 */
export const chatMessageDecider: Decider<ChatMessageState, ChatMessageCommand, ChatMessageEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SendChatMessage': {
        const d = command.data;
        if (state.status === 'none') return [{ type: 'ChatMessageSent', data: d }];
        const same =
          state.status === 'out' && state.ref.contactId === d.contactId && state.senderId === d.senderId && state.message === d.message;
        if (!same) throw conflict(MESSAGE_ID_TAKEN);
        return [];
      }
      case 'RecordChatMessageStatus': {
        if (state.status !== 'out') throw notFound(MESSAGE_NOT_FOUND);
        if (state.delivery === command.data.status) return [];
        return [
          {
            type: 'ChatMessageStatusChanged',
            data: { ...state.ref, status: command.data.status, failedReason: command.data.failedReason },
          },
        ];
      }
      case 'ReceiveChatMessage':
        if (state.status === 'none') return [{ type: 'ChatMessageReceived', data: command.data }];
        if (state.status === 'in' && state.providerMessageId === command.data.providerMessageId) return [];
        throw conflict(MESSAGE_ID_TAKEN);
      case 'MarkChatMessageDelivered': {
        if (state.status === 'none') throw notFound(MESSAGE_NOT_FOUND);
        const viewer = command.data.viewer;
        if (!mayReadChatMessage(viewer, state.ref.companyId)) throw forbidden();
        // A company user sees the back office's conversation but does not read it for the back office: its
        // unread count is the admins' to clear.
        if (!viewer.admin && state.ref.companyId === null) return [];
        if (state.status === 'out' || state.delivered) return [];
        return [{ type: 'ChatMessageDelivered', data: { ...state.ref, userId: command.data.viewer.userId } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessageSent': {
        const { messageId, contactId, companyId, senderId, message } = event.data;
        return { status: 'out', ref: { messageId, contactId, companyId }, senderId, message, delivery: 'queued' };
      }
      case 'ChatMessageStatusChanged':
        return state.status === 'out' ? { ...state, delivery: event.data.status } : state;
      case 'ChatMessageReceived': {
        const { messageId, contactId, companyId, providerMessageId } = event.data;
        return { status: 'in', ref: { messageId, contactId, companyId }, providerMessageId, delivered: false };
      }
      case 'ChatMessageDelivered':
        return state.status === 'in' ? { ...state, delivered: true } : state;
      default:
        return assertNever(event);
    }
  },
};

export type ChatOpenedState = { status: 'closed' } | { status: 'open'; contactId: string };
export type ChatOpenedCommand =
  | { type: 'OpenChatContact'; data: { userId: string; contactId: string; companyId: string | null } }
  | { type: 'CloseChatContact'; data: { userId: string; companyId: string | null } };

/** The contact a user has open in the chat, tracked on the server (employer spec §4): one at a time. */
export const chatOpenedDecider: Decider<ChatOpenedState, ChatOpenedCommand, ChatContactOpened> = {
  initialState: () => ({ status: 'closed' }),
  decide(command, state) {
    switch (command.type) {
      case 'OpenChatContact':
        // Opening again still reads what arrived since: the event is what marks the thread read.
        return [{ type: 'ChatContactOpened', data: command.data }];
      case 'CloseChatContact':
        if (state.status === 'closed') return [];
        return [{ type: 'ChatContactOpened', data: { ...command.data, contactId: null } }];
      default:
        return assertNever(command);
    }
  },
  evolve(_state, event) {
    return event.data.contactId === null ? { status: 'closed' } : { status: 'open', contactId: event.data.contactId };
  },
};
