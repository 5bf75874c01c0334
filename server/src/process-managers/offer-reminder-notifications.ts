import { createNotificationOutbox, outboxNotifications, type NotificationPort } from '@rm/platform';
import type { Projection } from '@rm/projectors';

/**
 * Hands every offer reminder to the notification port: one SMS per `OfferReminderSent`, keyed by the
 * event's id, inside the runner's transaction with its checkpoint, so a reminder is handed over exactly
 * once however often the command or this reactor runs. A reactor: it starts at the head of the log when
 * first deployed (reminders sent before it existed are not sent again).
 */
export function offerReminderNotifications(port: NotificationPort = outboxNotifications): Projection {
  return {
    name: 'offer-reminder-notifications',
    schema: 'pm_offer_reminder_notifications',
    startsAtHead: true,
    eventTypes: ['OfferReminderSent'],
    createTables: (connection) => createNotificationOutbox(connection),
    async handle(batch, connection) {
      const notifications = batch.flatMap((event) =>
        event.type === 'OfferReminderSent'
          ? [
              {
                id: event.id,
                channel: 'sms' as const,
                template: 'offer-reminder',
                recipient: { type: 'contact' as const, id: event.data.contactId },
                data: { offerId: event.data.offerId, campaignId: event.data.campaignId, reminderNumber: event.data.reminderNumber },
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
