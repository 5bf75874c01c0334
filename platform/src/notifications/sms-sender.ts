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

/** Adds what the sender records to the outbox table (a refusal's reason, the claim, the report), when missing. */
export async function addSmsSenderColumns(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists failed_at timestamptz`);
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists failed_reason text`);
  // Until when a sender holds an SMS it is handing over (outside any transaction); a crashed sender's claim runs out.
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists claimed_until timestamptz`);
  // When the outcome was reported (the chat message's status); rows settled before this column existed count as
  // reported. Marking an SMS sent or failed clears it, so the settled SMS still to report are the few with none.
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists reported_at timestamptz default now()`);
  await connection.query(sql.unsafe`alter table ${outbox} alter column reported_at drop default`);
  await connection.query(
    sql.unsafe`create index if not exists notification_outbox_pending_sms on ${outbox} (created_at) where channel = 'sms' and sent_at is null and failed_at is null`,
  );
  await connection.query(
    sql.unsafe`create index if not exists notification_outbox_unreported_sms on ${outbox} ((coalesce(sent_at, failed_at)), id)
      where channel = 'sms' and reported_at is null and (sent_at is not null or failed_at is not null)`,
  );
}

/** How long a sender holds the SMS it claimed before another may take them (a crash between hand-over and record). */
export const SMS_CLAIM_MS = 5 * 60_000;

interface OutboxRow {
  id: string;
  template: string;
  recipient_type: 'contact' | 'user';
  recipient_id: string;
  data: Record<string, unknown>;
}

const pendingOf = (row: OutboxRow): PendingSms => ({
  id: row.id,
  template: row.template,
  recipient: { type: row.recipient_type, id: row.recipient_id },
  data: row.data,
});

/**
 * The SMS sender's one pass: claims up to `batch` waiting SMS (oldest first, `FOR UPDATE SKIP LOCKED` in a
 * short transaction, so that several instances share the work), hands each to the adapter outside any
 * transaction, and marks it sent or failed. A row is marked once and never taken again once marked. A
 * sender that dies between the hand-over and the mark leaves its claim to run out (`claimMs`); the SMS
 * is then handed over again with the same id, which the adapter's provider deduplicates (see `SmsAdapter`).
 */
export async function sendPendingSms(pool: DatabasePool, adapter: SmsAdapter, batch = 100, claimMs = SMS_CLAIM_MS): Promise<SmsResult[]> {
  const rows = (await pool.any(sql.unsafe`
    update ${outbox} o set claimed_until = now() + make_interval(secs => ${claimMs / 1000})
    from (
      select id from ${outbox}
      where channel = 'sms' and sent_at is null and failed_at is null and (claimed_until is null or claimed_until < now())
      order by created_at, id limit ${batch}
      for update skip locked
    ) pending
    where o.id = pending.id
    returning o.id, o.template, o.recipient_type, o.recipient_id, o.data, o.created_at`)) as Array<OutboxRow & { created_at: unknown }>;
  const results: SmsResult[] = [];
  for (const row of rows) {
    const sms = pendingOf(row);
    let outcome: SmsOutcome;
    try {
      outcome = await adapter.send(sms);
    } catch (error) {
      outcome = { sent: false, reason: error instanceof Error ? error.message : String(error) };
    }
    await pool.query(
      outcome.sent
        ? sql.unsafe`update ${outbox} set sent_at = now(), claimed_until = null, reported_at = null
            where id = ${row.id} and sent_at is null and failed_at is null`
        : sql.unsafe`update ${outbox} set failed_at = now(), failed_reason = ${outcome.reason}, claimed_until = null, reported_at = null
            where id = ${row.id} and sent_at is null and failed_at is null`,
    );
    results.push({ ...sms, ...outcome });
  }
  return results;
}

/** SMS marked sent or failed whose outcome was not reported yet (oldest first): what `markSmsReported` has not seen. */
export async function unreportedSms(pool: DatabasePool, batch = 100): Promise<SmsResult[]> {
  const rows = (await pool.any(sql.unsafe`
    select id, template, recipient_type, recipient_id, data, sent_at is not null as sent, failed_reason from ${outbox}
    where channel = 'sms' and reported_at is null and (sent_at is not null or failed_at is not null)
    order by coalesce(sent_at, failed_at), id limit ${batch}`)) as Array<OutboxRow & { sent: boolean; failed_reason: string | null }>;
  return rows.map((row) => ({ ...pendingOf(row), ...(row.sent ? { sent: true } : { sent: false, reason: row.failed_reason ?? '' }) }));
}

/** The SMS's outcome was reported: it is not in `unreportedSms` again. */
export async function markSmsReported(pool: DatabasePool, id: string): Promise<void> {
  await pool.query(sql.unsafe`update ${outbox} set reported_at = now() where id = ${id}`);
}
