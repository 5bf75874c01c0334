import type { DatabasePool } from 'slonik';
import { createNotificationOutbox, outboxNotifications, type Notification, type NotificationPort } from './outbox';

/** Hands notifications to the port in a transaction of their own (for commands that send at once: one-time codes, sign-in links). */
export interface NotificationSender {
  send(notifications: readonly Notification[]): Promise<void>;
}

/** A sender over the port (the outbox by default); the outbox table is made on first use. */
export function createNotificationSender(pool: DatabasePool, port: NotificationPort = outboxNotifications): NotificationSender {
  let ready: Promise<void> | null = null;
  return {
    async send(notifications) {
      ready ??= pool
        .transaction((connection) => createNotificationOutbox(connection))
        .catch((error: unknown) => {
          ready = null;
          throw error;
        });
      await ready;
      await pool.transaction((connection) => port.send(notifications, connection));
    },
  };
}
