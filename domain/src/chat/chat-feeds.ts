import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';
import { ChatMessageSchema } from './chat-schemas';

/**
 * A contact's conversation changed (a message in or out, its status, read): admins and the companies
 * whose side of it changed refetch the thread, the contact list and the unread count. `companyIds`: the
 * companies that see the change (a back-office message is seen by every company that unlocked the contact).
 * A new outgoing message is announced twice: by the send command right after its event is stored, with the
 * message itself (`message`: the thread shows it at once, before the read model holds it), and by the
 * projection once the read model holds it (refetch). A client keeps one copy per message id.
 */
export const chatChanged = changeFeed({
  subject: 'rm.chat.changed',
  notice: Type.Object({
    contactId: Uuid,
    companyIds: Type.Array(Uuid),
    kind: Type.Union([Type.Literal('message'), Type.Literal('status'), Type.Literal('read')]),
    /** The message concerned. */
    messageId: Type.Union([Uuid, Type.Null()]),
    /** The message as the thread shows it, when the command side announces it before the read model holds it. */
    message: Type.Optional(ChatMessageSchema),
  }),
  channel: 'messages',
  visibleTo: (viewer, notice) => viewer.admin || (viewer.companyId !== null && notice.companyIds.includes(viewer.companyId)),
  // The command side's notice carries the message (the client adds it to the thread); the read model's
  // notice that follows refetches.
  permission: () => 'unlocked-contacts',
  tags: (notice) => (notice.message ? [] : [{ type: 'ChatThread', id: notice.contactId }, 'ChatContact', 'ChatUnread']),
});

/** Who is connected changed (published by the realtime gateway): the admins' online-users panels refetch. */
export const presenceChanged = changeFeed({
  subject: 'rm.presence.changed',
  notice: Type.Object({
    userId: Uuid,
    status: Type.Union([Type.Literal('online'), Type.Literal('away'), Type.Literal('offline')]),
    /** The gateway process that saw it (several may run). */
    instanceId: Type.String(),
  }),
  channel: 'user',
  visibleTo: (viewer) => viewer.admin,
  tags: () => ['OnlineUser'],
});
