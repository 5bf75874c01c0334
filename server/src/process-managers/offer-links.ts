import { issueFirstOfferLink, type CommandStore } from '@rm/command-api';
import { createNotificationOutbox, outboxNotifications, type NotificationPort } from '@rm/platform';
import type { Projection } from '@rm/projectors';

/**
 * Sends every new offer to its candidate: a link is issued for each `OfferCreated` (one per offer, however
 * often this runs), and each `OfferLinkIssued` is handed to the notification port as an SMS with the link,
 * keyed by the event's id inside the runner's transaction, so a link is sent once. A reactor: it starts at
 * the head of the log when first deployed (offers made before it existed get no link from it).
 */
export function offerLinks(store: CommandStore, port: NotificationPort = outboxNotifications): Projection {
  return {
    name: 'offer-links',
    schema: 'pm_offer_links',
    startsAtHead: true,
    eventTypes: ['OfferCreated', 'OfferLinkIssued'],
    createTables: (connection) => createNotificationOutbox(connection),
    async handle(batch, connection) {
      for (const event of batch) {
        if (event.type === 'OfferCreated')
          await issueFirstOfferLink(store, event.data.offerId, {
            actorId: event.metadata.actorId,
            actorRole: event.metadata.actorRole,
            correlationId: event.metadata.correlationId,
            causationId: event.id,
          });
        else if (event.type === 'OfferLinkIssued')
          await port.send(
            [
              {
                id: event.id,
                channel: 'sms',
                template: 'offer-link',
                recipient: { type: 'contact', id: event.data.contactId },
                // The link's path; the sender puts the public address in front of it.
                data: { offerId: event.data.offerId, path: `/angebote/${event.data.token}` },
                createdAt: event.metadata.occurredAt,
              },
            ],
            connection,
          );
      }
      return [];
    },
  };
}
