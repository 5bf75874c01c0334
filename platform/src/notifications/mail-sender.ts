import type { Transporter } from 'nodemailer';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { mailText, type MailContext } from './mail-texts';
import { NOTIFICATION_OUTBOX, type Notification } from './outbox';
import { addSmsSenderColumns } from './sms-sender';

/** The mail settings: `SMTP_URL` (e.g. `smtp://user:pass@mail.example.de:587`) and `MAIL_FROM`; no URL, no SMTP. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  return { smtpUrl, from: env.MAIL_FROM?.trim() || 'Recruiting <no-reply@localhost>' };
}

/** One mail as the transport gets it: `id` is the outbox row's, the same on every attempt. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Hands one mail to a mail server; throws when it is not taken (`responseCode` 5xx: refused for good). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The SMTP transport (nodemailer). nodemailer loads with the first mail, so a process that sends none does
 * not carry it. The row's id becomes the Message-ID, so a mail server that deduplicates sees one message.
 */
export function smtpTransport(settings: MailSettings): MailTransport {
  let transport: Promise<Transporter> | null = null;
  const transporter = (): Promise<Transporter> =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings.smtpUrl)));
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  return {
    async send(mail) {
      await (
        await transporter()
      ).sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<${mail.id}@${domain}>` });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** Where a mail goes and in which language it is written; null: the person has no address (any more). */
export type MailRecipientLookup = (recipient: Notification['recipient']) => Promise<{ address: string; language: string | null } | null>;

const outbox = sql.identifier([NOTIFICATION_OUTBOX.schema, NOTIFICATION_OUTBOX.table]);

/** Adds what the mail sender records to the outbox table (on top of the SMS sender's columns), when missing. */
export async function addMailSenderColumns(connection: CommonQueryMethods): Promise<void> {
  await addSmsSenderColumns(connection);
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists attempts integer not null default 0`);
  // Set just before a mail is handed to the server, cleared with its outcome: a row that still has it when its
  // claim ran out was being handed over when its sender died, and is not handed over again (it may have gone out).
  await connection.query(sql.unsafe`alter table ${outbox} add column if not exists handing_over_at timestamptz`);
  await connection.query(
    sql.unsafe`create index if not exists notification_outbox_pending_mail on ${outbox} (created_at) where channel = 'mail' and sent_at is null and failed_at is null`,
  );
}

export interface MailSenderSettings {
  transport: MailTransport;
  recipientOf: MailRecipientLookup;
  /** Links in the mails start with it (the public origin). */
  context: MailContext;
  /** Rows per pass (default 50). */
  batch?: number;
  /** How long a sender holds the rows it claimed (default 5 minutes). */
  claimMs?: number;
  /** Attempts before a mail the server keeps refusing is marked failed (default 6). */
  maxAttempts?: number;
  /** Wait before the first retry of a refused mail; each further retry waits twice as long (default 30 s). */
  retryMs?: number;
  /** Older mails are not sent any more (a sign-in link of yesterday, rows from before SMTP was configured; default 24 h). */
  maxAgeMs?: number;
}

export type MailResult = { id: string; template: string; recipient: Notification['recipient'] } & (
  { outcome: 'sent' } | { outcome: 'retry' | 'failed'; reason: string }
);

interface MailRow {
  id: string;
  template: string;
  recipient_type: 'contact' | 'user';
  recipient_id: string;
  data: Record<string, unknown>;
  attempts: number;
  too_old: boolean;
  interrupted: boolean;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
/** An SMTP answer 5xx refuses for good (no such mailbox, say); a connection error or a 4xx is worth a retry. */
const refusedForGood = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The mail sender's one pass over the outbox: claims up to `batch` waiting mails (oldest first, `FOR UPDATE
 * SKIP LOCKED` in a short transaction, so that several instances share the work), writes each in its
 * recipient's language, hands it to the transport outside any transaction and marks it sent, or failed (no
 * address, too old, refused for good, or refused `maxAttempts` times), or leaves it claimed until its next
 * attempt (a refusal worth a retry, with a growing wait). A row is sent at most once: it is marked as being
 * handed over before the hand-over (autocommit), and a row still so marked when its claim runs out (its
 * sender died mid-hand-over) is marked failed instead of being sent again.
 */
export async function sendPendingMail(pool: DatabasePool, settings: MailSenderSettings): Promise<MailResult[]> {
  const claimMs = settings.claimMs ?? 5 * 60_000;
  const maxAttempts = settings.maxAttempts ?? 6;
  const retryMs = settings.retryMs ?? 30_000;
  const maxAgeMs = settings.maxAgeMs ?? 24 * 3_600_000;
  const rows = (await pool.any(sql.unsafe`
    update ${outbox} o set claimed_until = now() + make_interval(secs => ${claimMs / 1000})
    from (
      select id from ${outbox}
      where channel = 'mail' and sent_at is null and failed_at is null and (claimed_until is null or claimed_until < now())
      order by created_at, id limit ${settings.batch ?? 50}
      for update skip locked
    ) pending
    where o.id = pending.id
    returning o.id, o.template, o.recipient_type, o.recipient_id, o.data, o.attempts,
      o.created_at < now() - make_interval(secs => ${maxAgeMs / 1000}) as too_old,
      o.handing_over_at is not null as interrupted`)) as readonly MailRow[];
  const results: MailResult[] = [];
  const fail = async (row: MailRow, reason: string): Promise<void> => {
    await pool.query(sql.unsafe`update ${outbox} set failed_at = now(), failed_reason = ${reason}, claimed_until = null,
      handing_over_at = null, reported_at = null where id = ${row.id} and sent_at is null and failed_at is null`);
  };
  for (const row of rows) {
    const base = { id: row.id, template: row.template, recipient: { type: row.recipient_type, id: row.recipient_id } };
    const failed = async (reason: string): Promise<void> => {
      await fail(row, reason);
      results.push({ ...base, outcome: 'failed', reason });
    };
    if (row.interrupted) {
      await failed('interrupted while being handed to the mail server; not sent again');
      continue;
    }
    if (row.too_old) {
      await failed('too old to send');
      continue;
    }
    const recipient = await settings.recipientOf(base.recipient);
    if (!recipient) {
      await failed('no e-mail address');
      continue;
    }
    const text = mailText(row, recipient.language, settings.context);
    await pool.query(sql.unsafe`update ${outbox} set handing_over_at = now(), attempts = attempts + 1 where id = ${row.id}`);
    try {
      await settings.transport.send({ id: row.id, to: recipient.address, ...text });
    } catch (error) {
      const reason = errorText(error);
      if (refusedForGood(error) || row.attempts + 1 >= maxAttempts) {
        await failed(reason);
        continue;
      }
      const waitMs = retryMs * 2 ** row.attempts;
      await pool.query(sql.unsafe`update ${outbox} set handing_over_at = null, failed_reason = ${reason},
        claimed_until = now() + make_interval(secs => ${waitMs / 1000}) where id = ${row.id}`);
      results.push({ ...base, outcome: 'retry', reason });
      continue;
    }
    await pool.query(sql.unsafe`update ${outbox} set sent_at = now(), claimed_until = null, handing_over_at = null,
      failed_reason = null, reported_at = null where id = ${row.id} and sent_at is null and failed_at is null`);
    results.push({ ...base, outcome: 'sent' });
  }
  return results;
}
