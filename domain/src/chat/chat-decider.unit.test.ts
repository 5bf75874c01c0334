import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { chatMessageDecider, chatOpenedDecider, type ChatViewer } from './chat-decider';
import type { ChatMessageEvent } from './chat-events';

const messageId = '00000000-0000-4000-8000-000000000001';
const contactId = '00000000-0000-4000-8000-000000000002';
const companyId = '00000000-0000-4000-8000-000000000003';
const otherCompanyId = '00000000-0000-4000-8000-000000000004';
const senderId = '00000000-0000-4000-8000-000000000005';
const userId = '00000000-0000-4000-8000-000000000006';

const spec = deciderSpec(chatMessageDecider);
const sendData = { messageId, contactId, companyId, senderId, message: 'Hallo!', phone: '+49 170 1' };
const sent: ChatMessageEvent = { type: 'ChatMessageSent', data: sendData };
const received: ChatMessageEvent = {
  type: 'ChatMessageReceived',
  data: { messageId, contactId, companyId, message: 'Ja', phone: '+49 170 1', providerMessageId: 'p-1' },
};
const viewer = (over: Partial<ChatViewer>): ChatViewer => ({ userId, admin: false, companyId, ...over });

describe('a chat message', () => {
  it('is sent once: a retry with the same id and text decides nothing, another text under the id is refused', () => {
    spec.given([]).when({ type: 'SendChatMessage', data: sendData }).then([sent]);
    spec.given([sent]).when({ type: 'SendChatMessage', data: sendData }).thenNothing();
    spec
      .given([sent])
      .when({ type: 'SendChatMessage', data: { ...sendData, message: 'Anders' } })
      .thenThrows('conflict');
  });

  it('records the gateway outcome once, and only for an outgoing message', () => {
    const failed: ChatMessageEvent = {
      type: 'ChatMessageStatusChanged',
      data: { messageId, contactId, companyId, status: 'failed', failedReason: 'unreachable' },
    };
    spec
      .given([sent])
      .when({ type: 'RecordChatMessageStatus', data: { messageId, status: 'failed', failedReason: 'unreachable' } })
      .then([failed]);
    spec
      .given([sent, failed])
      .when({ type: 'RecordChatMessageStatus', data: { messageId, status: 'failed', failedReason: 'x' } })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'RecordChatMessageStatus', data: { messageId, status: 'sent', failedReason: null } })
      .thenThrows('not_found');
  });

  it("leaves the back office's incoming message unread when a company user opens it (the admins' count)", () => {
    const toBackOffice: ChatMessageEvent = { ...received, data: { ...received.data, companyId: null } };
    spec
      .given([toBackOffice])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({}) } })
      .thenNothing();
    spec
      .given([toBackOffice])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({ admin: true, companyId: null }) } })
      .then([{ type: 'ChatMessageDelivered', data: { messageId, contactId, companyId: null, userId } }]);
  });

  it('arrives once however often the provider redelivers it', () => {
    spec.given([]).when({ type: 'ReceiveChatMessage', data: received.data }).then([received]);
    spec.given([received]).when({ type: 'ReceiveChatMessage', data: received.data }).thenNothing();
  });

  it("is delivered once, to its side only: the company's or an admin; another company is refused", () => {
    const delivered: ChatMessageEvent = { type: 'ChatMessageDelivered', data: { messageId, contactId, companyId, userId } };
    spec
      .given([received])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({}) } })
      .then([delivered]);
    spec
      .given([received, delivered])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({}) } })
      .thenNothing();
    spec
      .given([received])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({ companyId: otherCompanyId }) } })
      .thenThrows('forbidden');
    spec
      .given([received])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({ admin: true, companyId: null }) } })
      .then([{ type: 'ChatMessageDelivered', data: { messageId, contactId, companyId, userId } }]);
    spec
      .given([])
      .when({ type: 'MarkChatMessageDelivered', data: { messageId, viewer: viewer({}) } })
      .thenThrows('not_found');
  });
});

describe("a user's open chat", () => {
  const opened = deciderSpec(chatOpenedDecider);
  it('opens a contact (again: it reads what arrived since) and closes once', () => {
    const open = { type: 'ChatContactOpened' as const, data: { userId, contactId, companyId } };
    opened.given([]).when({ type: 'OpenChatContact', data: { userId, contactId, companyId } }).then([open]);
    opened.given([open]).when({ type: 'OpenChatContact', data: { userId, contactId, companyId } }).then([open]);
    opened
      .given([open])
      .when({ type: 'CloseChatContact', data: { userId, companyId } })
      .then([{ type: 'ChatContactOpened', data: { userId, contactId: null, companyId } }]);
    opened.given([]).when({ type: 'CloseChatContact', data: { userId, companyId } }).thenNothing();
  });
});
