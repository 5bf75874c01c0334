import { createNotificationOutbox, outboxNotifications, type NotificationPort } from '@rm/platform';
import type { Projection } from '@rm/projectors';

/** The mail template of the notice (German, English, Polish: platform/src/notifications/mail-texts.ts). */
export const INACTIVITY_NOTICE_TEMPLATE = 'inactivity-notice';

/**
 * Hands every notice of an erasure for inactivity to the notification port: one mail per
 * `InactivityNoticeSent`, keyed by the event's id, in the runner's transaction with its checkpoint, so a
 * notice is handed over exactly once (the mail goes out in the candidate's language, German by default).
 */
export function inactivityNoticeNotifications(port: NotificationPort = outboxNotifications): Projection {
  return {
    name: 'inactivity-notice-notifications',
    schema: 'pm_inactivity_notice_notifications',
    eventTypes: ['InactivityNoticeSent'],
    createTables: (connection) => createNotificationOutbox(connection),
    async handle(batch, connection) {
      const notifications = batch.flatMap((event) =>
        event.type === 'InactivityNoticeSent'
          ? [
              {
                id: event.id,
                channel: 'mail' as const,
                template: INACTIVITY_NOTICE_TEMPLATE,
                recipient: { type: 'contact' as const, id: event.data.contactId },
                data: { erasesAt: event.data.erasesAt, path: '/login' },
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
