import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
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
import { bindContracts, commandHandlers, isAdmin, isBusiness, signedInUser, type AuthUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
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

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * The chat's commands: send a message to a contact (an SMS; the client's id makes a retry harmless), open
 * and close a contact's chat, mark an incoming message delivered, and the SMS provider's signed webhook
 * for incoming messages. An admin writes for the back office, a company user for their company and only
 * to its unlocked contacts.
 */
export const chatRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, smsWebhookSecret }, done) => {
  /** The contact, checked against the caller: unknown 404, not unlocked by a company user's company 403. */
  const checkedContact = async (user: AuthUser, contactId: string) => {
    const contact = await reads.chat.contact(contactId);
    if (!contact) throw notFound('Contact not found.');
    const viewer = viewerOf(user);
    if (!viewer.admin && !(viewer.companyId && (await reads.hasUnlocked(viewer.companyId, contactId)))) throw forbidden();
    return { contact, viewer };
  };
  const answered = async (messageId: string, position: bigint | null): Promise<ChatMessage> => {
    await reads.caughtUp('chat', position);
    const message = await reads.chat.message(messageId);
    if (!message) throw notFound('Message not found.');
    return message;
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
          const result = await handleCommand({
            store,
            streamId: chatStreamId(messageId),
            decider: chatMessageDecider,
            command: {
              type: 'SendChatMessage',
              data: {
                messageId,
                contactId: contact.id,
                companyId: viewer.admin ? null : viewer.companyId,
                senderId: user.id,
                message: request.body.message,
                phone: contact.phone,
              },
            },
            metadata: metadataOf(request),
          });
          let position = result.append?.position ?? null;
          // Without a number there is nothing to hand to the SMS gateway: the message fails at once.
          if (contact.phone === null && result.events.length > 0)
            position = await recordChatMessageStatus(
              store,
              messageId,
              { status: 'failed', failedReason: NO_PHONE_REASON },
              metadataOf(request),
            );
          return reply.code(201).send({ message: 'Message sent.', data: await answered(messageId, position) });
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

  // The webhook checks its signature over the body exactly as sent, so its scope keeps the raw bytes.
  void app.register((hook, _options, registered) => {
    // The provider has no session to bind a CSRF token to: its signature is what proves the call.
    hook.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrf: false };
    });
    // Any body is read as it came; what is not JSON fails the body's schema (422), never the media type.
    hook.removeContentTypeParser('application/json');
    const keepRaw = (request: FastifyRequest, body: Buffer, parsed: (error: Error | null, body?: unknown) => void): void => {
      rawBodies.set(request, body);
      try {
        parsed(null, JSON.parse(body.toString('utf8')) as unknown);
      } catch {
        parsed(null, body.toString('utf8'));
      }
    };
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, keepRaw);
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, keepRaw);
    bindContracts(
      hook,
      commandHandlers(
        { ...chatFeature, commands: { receiveSms } },
        {
          async receiveSms(request, reply) {
            if (!smsSignatureValid(smsWebhookSecret, rawBodies.get(request) ?? Buffer.alloc(0), request.headers[SMS_SIGNATURE_HEADER]))
              throw forbidden('The signature is invalid.');
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
