import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  chatChanged,
  chatFeature,
  chatMessageDecider,
  chatStreamId,
  chatOpenedDecider,
  chatOpenedStreamId,
  forbidden,
  notFound,
  type ChatMessage,
  type ChatViewer,
} from '@rm/domain';
import { JSON_BODY_LIMIT, bindContracts, commandHandlers, isAdmin, isBusiness, signedInUser, type AuthUser } from '@rm/platform/http';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { NO_PHONE_REASON, recordChatMessageStatus } from './chat-commands';
import { SMS_SIGNATURE_HEADER, smsSignatureValid } from './sms-signature';

const viewerOf = (user: AuthUser): ChatViewer => ({
  userId: user.id,
  admin: isAdmin(user),
  companyId: isBusiness(user) ? user.companyId : null,
});

/** A provider's message id as a message id of ours: the same delivery always lands on the same stream. */
const incomingSmsStreamKey = (providerMessageId: string): string => {
  const hex = createHash('sha256').update(`sms-incoming:${providerMessageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The chat's commands: send a message to a contact (an SMS; the client's id makes a retry harmless), open
 * and close a contact's chat, mark an incoming message delivered, and the SMS provider's signed webhook
 * for incoming messages. An admin writes for the back office, a company user for their company and only
 * to its unlocked contacts.
 */
export const chatRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, smsWebhookSecret, bus }, done) => {
  /** The contact, checked against the caller: unknown 404, not unlocked by a company user's company 403. */
  const checkedContact = async (user: AuthUser, contactId: string) => {
    const viewer = viewerOf(user);
    // The contact and the company's unlock in one look-up (the send path's first round trip).
    const contact = await reads.chat.contactFor(contactId, viewer.admin ? null : viewer.companyId);
    if (!contact) throw notFound('Contact not found.');
    if (!viewer.admin && !(viewer.companyId && contact.unlocked)) throw forbidden();
    return { contact, viewer };
  };

  /**
   * A new message to everyone who sees its conversation, before the read model holds it (best effort: the projection
   * announces it too). `seeing`: the companies that see the back office's conversation, looked up beside the append.
   */
  const announceMessage = async (contactId: string, message: ChatMessage, seeing: Promise<string[]> | null): Promise<void> => {
    if (!bus) return;
    try {
      const companyIds = message.company_id === null ? await (seeing ?? reads.chat.unlockedBy(contactId)) : [message.company_id];
      bus.publish(chatChanged.subject, { contactId, companyIds, kind: 'message', messageId: message.id, message });
    } catch (error) {
      app.log.warn({ err: error }, 'a new chat message was not announced ahead of its read model');
    }
  };

  const { receiveSms, ...userCommands } = chatFeature.commands;
  bindContracts(
    app,
    commandHandlers(
      { ...chatFeature, commands: userCommands },
      {
        async sendChatMessage(request, reply) {
          const user = signedInUser(request);
          const { contact, viewer } = await checkedContact(user, request.params.contactId);
          const messageId = request.body.client_message_id ?? randomUUID();
          const metadata = metadataOf(request);
          const companyId = viewer.admin ? null : viewer.companyId;
          /** The sent message as the thread shows it. */
          const outgoing = (fields: Pick<ChatMessage, 'status' | 'failed_reason' | 'created_at' | 'company_id'>): ChatMessage => ({
            id: messageId,
            type: 'out',
            message: request.body.message,
            sender: { id: user.id, full_name: user.fullName },
            ...fields,
          });
          // The back office's message is seen by every company that unlocked the contact: asked for while it is appended.
          const seeing = companyId === null && bus ? reads.chat.unlockedBy(contact.id) : null;
          seeing?.catch(() => undefined);
          const result = await handleCommand({
            store,
            streamId: chatStreamId(messageId),
            decider: chatMessageDecider,
            // A message's stream is new unless this is a retry of the client's id: not read before the append.
            expectNewStream: true,
            command: {
              type: 'SendChatMessage',
              data: { messageId, contactId: contact.id, companyId, senderId: user.id, message: request.body.message, phone: contact.phone },
            },
            metadata,
          });
          // A retry of a message already stored (the same sender and text): answered from its stream as it stands.
          if (result.events.length === 0) {
            const stored = await store.readStream(chatStreamId(messageId));
            const status = stored.findLast((event) => event.type === 'ChatMessageStatusChanged');
            const data = (status?.data ?? {}) as { status?: 'sent' | 'failed'; failedReason?: string | null };
            const answer = outgoing({
              status: data.status ?? 'queued',
              failed_reason: data.failedReason ?? null,
              created_at: new Date(stored[0]?.metadata.occurredAt ?? Date.now()).toISOString(),
              company_id: (stored[0]?.data as { companyId?: string | null } | undefined)?.companyId ?? companyId,
            });
            return reply.code(201).send({ message: 'Message sent.', data: answer });
          }
          // Without a number there is nothing to hand to the SMS gateway: the message fails at once.
          const failedReason = contact.phone === null ? NO_PHONE_REASON : null;
          if (failedReason !== null) await recordChatMessageStatus(store, messageId, { status: 'failed', failedReason }, metadata);
          // The answer and the other party's notice come from the decided event, not from the read model
          // (which catches up and announces the message once more for the lists and a refetch).
          const message = outgoing({
            status: failedReason === null ? 'queued' : 'failed',
            failed_reason: failedReason,
            created_at: new Date(metadata.occurredAt ?? Date.now()).toISOString(),
            company_id: companyId,
          });
          await announceMessage(contact.id, message, seeing);
          return reply.code(201).send({ message: 'Message sent.', data: message });
        },
        async openChatContact(request) {
          const user = signedInUser(request);
          const { viewer } = await checkedContact(user, request.params.contactId);
          const result = await handleCommand({
            store,
            streamId: chatOpenedStreamId(user.id),
            decider: chatOpenedDecider,
            command: {
              type: 'OpenChatContact',
              data: { userId: user.id, contactId: request.params.contactId, companyId: viewer.companyId },
            },
            metadata: metadataOf(request),
          });
          await reads.caughtUp('chat', result.append?.position ?? null);
          return { success: true };
        },
        async closeChatContact(request) {
          const user = signedInUser(request);
          const result = await handleCommand({
            store,
            streamId: chatOpenedStreamId(user.id),
            decider: chatOpenedDecider,
            command: { type: 'CloseChatContact', data: { userId: user.id, companyId: viewerOf(user).companyId } },
            metadata: metadataOf(request),
          });
          await reads.caughtUp('chat', result.append?.position ?? null);
          return { success: true };
        },
        async markChatMessageDelivered(request) {
          const result = await handleCommand({
            store,
            streamId: chatStreamId(request.params.id),
            decider: chatMessageDecider,
            command: { type: 'MarkChatMessageDelivered', data: { messageId: request.params.id, viewer: viewerOf(signedInUser(request)) } },
            metadata: metadataOf(request),
          });
          await reads.caughtUp('chat', result.append?.position ?? null);
          return { success: true };
        },
      },
    ),
  );

  // The webhook checks its signature over the body exactly as sent: its scope reads the raw bytes first and
  // refuses an unsigned call; the app's strict JSON parser and the body's schema then check it like any route's.
  void app.register((hook, _options, registered) => {
    // The provider has no session to bind a CSRF token to: its signature is what proves the call.
    hook.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrf: false };
    });
    hook.addHook('preParsing', async (request, _reply, payload) => {
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of payload) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        length += bytes.length;
        if (length > JSON_BODY_LIMIT) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
        chunks.push(bytes);
      }
      const raw = Buffer.concat(chunks);
      // Unsigned calls are refused before their body is parsed (403, whatever they hold).
      if (!smsSignatureValid(smsWebhookSecret, raw, request.headers[SMS_SIGNATURE_HEADER])) throw forbidden('The signature is invalid.');
      return Readable.from([raw]);
    });
    bindContracts(
      hook,
      commandHandlers(
        { ...chatFeature, commands: { receiveSms } },
        {
          async receiveSms(request, reply) {
            const contactId = await reads.chat.contactByPhone(request.body.from);
            if (!contactId) throw notFound('Contact not found.');
            const messageId = incomingSmsStreamKey(request.body.provider_message_id);
            await handleCommand({
              store,
              streamId: chatStreamId(messageId),
              decider: chatMessageDecider,
              command: {
                type: 'ReceiveChatMessage',
                data: {
                  messageId,
                  contactId,
                  companyId: await reads.chat.lastOutgoingCompany(contactId),
                  message: request.body.message,
                  phone: request.body.from,
                  providerMessageId: request.body.provider_message_id,
                },
              },
              metadata: { ...metadataOf(request), actorId: null, actorRole: 'sms-provider' },
            });
            return reply.code(201).send({ success: true });
          },
        },
      ),
    );
    registered();
  });
  done();
};
