import { sql, type CommonQueryMethods } from 'slonik';

/** The outbox table: every notification handed to the port, readable by an operator (and by admins over the API). */
export const NOTIFICATION_OUTBOX = { schema: 'ops', table: 'notification_outbox' } as const;

/** One message to a person: an SMS, a mail or a push, by template, with what the template needs. */
export interface Notification {
  /** Unique per message: the event that caused it, so that handing it over twice records it once. */
  id: string;
  channel: 'sms' | 'mail' | 'push';
  template: string;
  recipient: { type: 'contact' | 'user'; id: string };
  /** What the template fills in; ids and figures, no names or addresses (those are looked up when sent). */
  data: Record<string, unknown>;
  createdAt: string;
}

/**
 * The notification port: where the product hands notifications to the outside (an SMS gateway, a mail
 * service, push). `send` runs inside the caller's transaction, so a notification is recorded exactly
 * when the cause it follows from is processed; an id given twice is kept once.
 */
export interface NotificationPort {
  send(notifications: readonly Notification[], connection: CommonQueryMethods): Promise<void>;
}

const outbox = sql.identifier([NOTIFICATION_OUTBOX.schema, NOTIFICATION_OUTBOX.table]);

/** Creates the outbox table when missing. */
export async function createNotificationOutbox(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`create schema if not exists ${sql.identifier([NOTIFICATION_OUTBOX.schema])}`);
  await connection.query(sql.unsafe`
    create table if not exists ${outbox} (
      id uuid primary key,
      channel text not null,
      template text not null,
      recipient_type text not null,
      recipient_id uuid not null,
      data jsonb not null default '{}',
      created_at timestamptz not null,
      sent_at timestamptz
    )`);
  await connection.query(sql.unsafe`create index if not exists notification_outbox_created on ${outbox} (created_at desc)`);
}

/**
 * The local adapter of the notification port: notifications wait in the outbox table (`sent_at` null)
 * for an operator, or for a sender once an SMS or mail provider is configured.
 */
export const outboxNotifications: NotificationPort = {
  async send(notifications, connection) {
    for (const n of notifications) {
      await connection.query(sql.unsafe`
        insert into ${outbox} (id, channel, template, recipient_type, recipient_id, data, created_at)
        values (${n.id}, ${n.channel}, ${n.template}, ${n.recipient.type}, ${n.recipient.id}, ${JSON.stringify(n.data)}::jsonb, ${n.createdAt})
        on conflict (id) do nothing`);
    }
  },
};
