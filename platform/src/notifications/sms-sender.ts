import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { NOTIFICATION_OUTBOX, type Notification } from './outbox';

/** An SMS waiting in the outbox, as an adapter gets it (the adapter looks up the number and text by the ids in `data`). */
export type PendingSms = Pick<Notification, 'id' | 'template' | 'recipient' | 'data'>;

/** What the gateway said: taken, or refused with a reason a person can read. */
export type SmsOutcome = { sent: true } | { sent: false; reason: string };

/**
 * The SMS port: hands one SMS to a gateway. `id` is unique per SMS and stays the same when a send is
 * retried (after a crash between the hand-over and the outbox update), so a provider that deduplicates by
 * it sends one message; the local adapter sends nothing at all.
 */
export interface SmsAdapter {
  send(sms: PendingSms): Promise<SmsOutcome>;
}

/** The default adapter without an SMS provider: every SMS counts as sent (it stays readable in the outbox). */
export const localSmsAdapter: SmsAdapter = {
  send: () => Promise.resolve({ sent: true }),
};

/** One SMS the sender settled. */
export type SmsResult = PendingSms & SmsOutcome;

const outbox = sql.identifier([NOTIFICATION_OUTBOX.schema, NOTIFICATION_OUTBOX.table]);

/** Adds what the sender records to the outbox table (a refusal's reason), when missing. */
export async function addSmsSenderColumns(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists failed_at timestamptz`);
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists failed_reason text`);
  await connection.query(
    sql.unsafe`create index if not exists notification_outbox_pending_sms on ${outbox} (created_at) where channel = 'sms' and sent_at is null and failed_at is null`,
  );
}

/**
 * The SMS sender's one pass: takes up to `batch` waiting SMS (oldest first, `FOR UPDATE SKIP LOCKED`, so
 * that several instances share the work and none takes a row another holds), hands each to the adapter
 * and marks it sent or failed in the same transaction. A row is marked once: a second pass never sees it
 * again, so one outbox row is one SMS.
 */
export async function sendPendingSms(pool: DatabasePool, adapter: SmsAdapter, batch = 100): Promise<SmsResult[]> {
  return pool.transaction(async (connection) => {
    const rows = (await connection.any(sql.unsafe`
      select id, template, recipient_type, recipient_id, data from ${outbox}
      where channel = 'sms' and sent_at is null and failed_at is null
      order by created_at, id limit ${batch}
      for update skip locked`)) as Array<{
      id: string;
      template: string;
      recipient_type: 'contact' | 'user';
      recipient_id: string;
      data: Record<string, unknown>;
    }>;
    const results: SmsResult[] = [];
    for (const row of rows) {
      const sms: PendingSms = {
        id: row.id,
        template: row.template,
        recipient: { type: row.recipient_type, id: row.recipient_id },
        data: row.data,
      };
      let outcome: SmsOutcome;
      try {
        outcome = await adapter.send(sms);
      } catch (error) {
        outcome = { sent: false, reason: error instanceof Error ? error.message : String(error) };
      }
      await connection.query(
        outcome.sent
          ? sql.unsafe`update ${outbox} set sent_at = now() where id = ${row.id}`
          : sql.unsafe`update ${outbox} set failed_at = now(), failed_reason = ${outcome.reason} where id = ${row.id}`,
      );
      results.push({ ...sms, ...outcome });
    }
    return results;
  });
}
