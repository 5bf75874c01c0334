import { recordChatMessageStatus, type CommandStore } from '@rm/command-api';
import {
  addSmsSenderColumns,
  createNotificationOutbox,
  localSmsAdapter,
  markSmsReported,
  outboxNotifications,
  sendPendingSms,
  unreportedSms,
  type Logger,
  type NotificationPort,
  type SmsAdapter,
} from '@rm/platform';
import type { Projection } from '@rm/projectors';
import type { DatabasePool } from 'slonik';
import { periodic, type Periodic } from './periodic';

/** The outbox template of a chat message to a contact (`data.messageId`: the message, which holds the number and text). */
export const CHAT_SMS_TEMPLATE = 'chat-message';

/**
 * Hands every chat message to a contact with a number to the notification port as one SMS, keyed by the
 * message's id, inside the runner's transaction with its checkpoint: a message is handed over once
 * however often its send is retried (a retry appends nothing) or this reactor runs. A reactor: it starts
 * at the head of the log when first deployed.
 */
export function chatSmsNotifications(port: NotificationPort = outboxNotifications): Projection {
  return {
    name: 'chat-sms-notifications',
    schema: 'pm_chat_sms_notifications',
    startsAtHead: true,
    eventTypes: ['ChatMessageSent'],
    async createTables(connection) {
      await createNotificationOutbox(connection);
      await addSmsSenderColumns(connection);
    },
    async handle(batch, connection) {
      const notifications = batch.flatMap((event) =>
        event.type === 'ChatMessageSent' && event.data.phone !== null
          ? [
              {
                id: event.data.messageId,
                channel: 'sms' as const,
                template: CHAT_SMS_TEMPLATE,
                recipient: { type: 'contact' as const, id: event.data.contactId },
                data: { messageId: event.data.messageId },
                createdAt: event.metadata.occurredAt,
              },
            ]
          : [],
      );
      if (notifications.length > 0) await port.send(notifications, connection);
      return [];
    },
  };
}

export interface SmsSenderOptions {
  pool: DatabasePool;
  store: CommandStore;
  logger?: Logger;
  /** The gateway (default: the local adapter, which marks every SMS sent). */
  adapter?: SmsAdapter;
  /** How long to wait after a look before the next (default 1 s). */
  everyMs?: number;
}

/**
 * The SMS sender: every second, hands the waiting SMS of the outbox to the adapter (outside any
 * transaction) and marks them sent or failed (see `sendPendingSms`); a chat message's outcome becomes its
 * status (`ChatMessageStatusChanged`), live in the thread, and stays due until it is stored (a pass that
 * fails half-way reports the rest next time). `tick()` answers how many SMS were settled.
 */
export function startSmsSender(options: SmsSenderOptions): Periodic<number> {
  const adapter = options.adapter ?? localSmsAdapter;
  // The sender's columns, on an outbox that was made before they existed (each statement only adds what is missing).
  let prepared = false;
  const look = async (): Promise<number> => {
    if (!prepared) {
      await addSmsSenderColumns(options.pool);
      prepared = true;
    }
    const results = await sendPendingSms(options.pool, adapter);
    // Every outcome not reported yet, this pass's and any a failed pass left behind: recording a status
    // twice changes nothing, so a report is marked only after its status is stored.
    for (const result of await unreportedSms(options.pool)) {
      const messageId = result.template === CHAT_SMS_TEMPLATE ? result.data['messageId'] : undefined;
      if (typeof messageId === 'string')
        await recordChatMessageStatus(
          options.store,
          messageId,
          result.sent ? { status: 'sent', failedReason: null } : { status: 'failed', failedReason: result.reason },
          { actorId: null, actorRole: 'system' },
        );
      await markSmsReported(options.pool, result.id);
    }
    return results.length;
  };
  return periodic(look, {
    firstMs: 1000,
    everyMs: options.everyMs ?? 1000,
    onError: (error) => options.logger?.error({ err: error }, 'the SMS sender failed; it tries again'),
  });
}
