import {
  addMailSenderColumns,
  createNotificationOutbox,
  mailSettingsFromEnv,
  sendPendingMail,
  smtpTransport,
  type Logger,
  type MailRecipientLookup,
  type MailSenderSettings,
  type MailTransport,
} from '@rm/platform';
import { candidateProfilesTables, contactsTables, userSettingsTables, usersTables } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';
import { periodic, type Periodic } from './periodic';

const identifier = (name: string) => sql.identifier(name.split('.'));
const contacts = identifier(contactsTables.contacts);
const users = identifier(usersTables.users);
const contactUsers = identifier(usersTables.contactUsers);
const profiles = identifier(candidateProfilesTables.profiles);
const settings = identifier(userSettingsTables.settings);

/**
 * A recipient's address and language, read when the mail is sent (never stored with it): a contact's address
 * from the contacts read model, a user's from the users read model; the language the person chose in their
 * profile (a candidate's, found by contact or by user), else their user settings', else German.
 */
export function mailRecipientsFrom(pool: DatabasePool): MailRecipientLookup {
  return async (recipient) => {
    const row: unknown =
      recipient.type === 'contact'
        ? await pool.maybeOne(sql.unsafe`
            select c.email as address, coalesce(p.language, s.language) as language
            from ${contacts} c
            left join ${profiles} p on p.contact_id = c.contact_id
            left join ${contactUsers} cu on cu.contact_id = c.contact_id
            left join ${settings} s on s.user_id = cu.user_id
            where c.contact_id = ${recipient.id}`)
        : await pool.maybeOne(sql.unsafe`
            select u.email as address, coalesce(p.language, s.language) as language
            from ${users} u
            left join ${profiles} p on p.user_id = u.user_id
            left join ${settings} s on s.user_id = u.user_id
            where u.user_id = ${recipient.id}`);
    const found = row as { address: string | null; language: string | null } | null;
    return found?.address ? { address: found.address, language: found.language } : null;
  };
}

export interface MailSenderOptions extends Partial<Omit<MailSenderSettings, 'transport' | 'context'>> {
  pool: DatabasePool;
  transport: MailTransport;
  /** The public origin links in mails start with. */
  baseUrl: string;
  logger?: Logger;
  /** How long to wait after a look before the next (default 2 s). */
  everyMs?: number;
}

/**
 * The mail sender: every two seconds, hands the outbox's waiting mails (every template, to contacts and users
 * alike) to the transport, each in its recipient's language (see `sendPendingMail`). Instances share the rows
 * (claimed with SKIP LOCKED). `tick()` answers what the pass settled or put off.
 */
export function startMailSender(options: MailSenderOptions): Periodic<Awaited<ReturnType<typeof sendPendingMail>>> {
  let prepared = false;
  const look = async () => {
    if (!prepared) {
      await options.pool.transaction(async (connection) => {
        await createNotificationOutbox(connection);
        await addMailSenderColumns(connection);
      });
      prepared = true;
    }
    const results = await sendPendingMail(options.pool, {
      ...options,
      recipientOf: options.recipientOf ?? mailRecipientsFrom(options.pool),
      context: { baseUrl: options.baseUrl },
    });
    const sent = results.filter((result) => result.outcome === 'sent').length;
    if (results.length > 0) options.logger?.info({ sent, other: results.length - sent }, 'outbox mails handed to the mail server');
    for (const result of results)
      if (result.outcome !== 'sent')
        options.logger?.warn({ mail: result.id, outcome: result.outcome, reason: result.reason }, 'mail not sent');
    return results;
  };
  return periodic(look, {
    firstMs: 1000,
    everyMs: options.everyMs ?? 2000,
    onError: (error) => options.logger?.error({ err: error }, 'the mail sender failed; it tries again'),
    onStop: () => Promise.resolve(options.transport.close()),
  });
}

/**
 * The mail sender the settings ask for: with `SMTP_URL`, over SMTP; without, none (mails wait in the outbox
 * table `ops.notification_outbox` for an operator).
 */
export function startMailSenderFromEnv(
  options: { pool: DatabasePool; logger?: Logger; baseUrl: string },
  env: NodeJS.ProcessEnv = process.env,
): Periodic<unknown> | null {
  const mail = mailSettingsFromEnv(env);
  if (!mail) {
    options.logger?.info({ mail: 'outbox' }, 'mail: waits in the outbox table ops.notification_outbox (no SMTP_URL)');
    return null;
  }
  options.logger?.info({ mail: 'smtp' }, 'mail: the outbox mails go out over SMTP (SMTP_URL)');
  return startMailSender({ ...options, transport: smtpTransport(mail) });
}
