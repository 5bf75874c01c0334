import type { Transporter } from 'nodemailer';
import { sql, type CommonQueryMethods } from 'slonik';
import { outboxNotifications, type Notification, type NotificationPort } from './outbox';

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

/** A mail's subject and text, German first (the product's market), by template. */
export function mailText(notification: Notification): { subject: string; text: string } {
  switch (notification.template) {
    case 'verify-email':
      return {
        subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        text: 'Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse in Ihrem Profil, damit Arbeitgeber Sie erreichen können.\n',
      };
    default:
      return { subject: 'Neuigkeiten zu Ihrem Profil', text: 'Hallo,\n\nes gibt Neuigkeiten zu Ihrem Profil.\n' };
  }
}

const deliveries = sql.identifier(['ops', 'mail_deliveries']);

/** Creates the table of mails handed to the SMTP server. */
export async function createMailDeliveries(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`create schema if not exists ops`);
  await connection.query(sql.unsafe`
    create table if not exists ${deliveries} (id uuid primary key, recipient text not null, handed_over_at timestamptz not null default now())`);
}

export interface SmtpOptions {
  settings: MailSettings;
  /** The address of a recipient (looked up when sent, never stored with the notification); null: none, skipped. */
  addressOf(recipient: Notification['recipient']): Promise<string | null>;
  /** Where SMS and pushes go (default the outbox). */
  others?: NotificationPort;
}

/**
 * The SMTP adapter of the notification port (nodemailer): each mail is recorded in `ops.mail_deliveries`
 * under the notification's id before it is handed to the server, on the connection given — pass an
 * autocommit connection (the pool) so that a crash after the hand-over never sends it again (at most once;
 * a crash between the record and the hand-over loses that one mail, which a person can ask for again; a
 * refused hand-over takes its record back, so the retry sends it).
 * SMS and pushes go on to `others`.
 */
export function smtpNotifications(options: SmtpOptions): NotificationPort & { close(): void } {
  // nodemailer loads with the first mail: a process without SMTP, or one that sends none, does not carry it.
  let transport: Promise<Transporter> | null = null;
  const transporter = (): Promise<Transporter> =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.settings.smtpUrl)));
  const others = options.others ?? outboxNotifications;
  return {
    async send(notifications, connection) {
      const rest = notifications.filter((n) => n.channel !== 'mail');
      if (rest.length > 0) await others.send(rest, connection);
      for (const notification of notifications.filter((n) => n.channel === 'mail')) {
        const address = await options.addressOf(notification.recipient);
        if (!address) continue;
        const claimed = await connection.query(sql.unsafe`
          insert into ${deliveries} (id, recipient) values (${notification.id}, ${notification.recipient.id})
          on conflict (id) do nothing returning id`);
        if (claimed.rowCount === 0) continue;
        try {
          await (await transporter()).sendMail({ from: options.settings.from, to: address, ...mailText(notification) });
        } catch (error) {
          // Not handed over: the mail is not sent, so its record goes and the batch's retry sends it (an outage
          // of the mail server would otherwise drop one mail a retry).
          await connection.query(sql.unsafe`delete from ${deliveries} where id = ${notification.id}`);
          throw error;
        }
      }
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
