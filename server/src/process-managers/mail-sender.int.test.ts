import { randomUUID } from 'node:crypto';
import { addMailSenderColumns, createNotificationOutbox, smtpTransport, type MailTransport } from '@rm/platform';
import { SMTPServer } from 'smtp-server';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, TEST_PASSWORD, type TestApp, type World } from '@rm/server/testing';
import { startMailSender } from './mail-sender';
import { startNotificationJobs } from './notification-jobs';

let t: TestApp;
let w: World;
let server: SMTPServer;
let transport: MailTransport;
interface Received {
  to: string;
  subject: string;
  text: string;
}
const received: Received[] = [];
/** Addresses the server answers with this code at RCPT TO (once for a 4xx, each time for a 5xx). */
const refuse = new Map<string, number>();

/** An RFC 2047 header or a quoted-printable body as text (what a mail program shows). */
const bytes = (qp: string): string =>
  Buffer.from(
    qp.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : bytes(body.replace(/_/g, ' ')),
    );
function parse(to: string, data: string): Received {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '');
  const body = rest.join('\r\n\r\n');
  const text = /quoted-printable/i.test(unfolded) ? bytes(body.replace(/=\r\n/g, '')) : body;
  return { to, subject, text: text.replace(/\r\n/g, '\n') };
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address);
      if (code === undefined) return callback();
      if (code < 500) refuse.delete(address.address);
      callback(Object.assign(new Error(`${code} not now`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push(parse(to.address, data));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  transport = smtpTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Team <team@example.test>' });
  await t.pool.transaction(async (connection) => {
    await createNotificationOutbox(connection);
    await addMailSenderColumns(connection);
  });
});
afterAll(async () => {
  transport.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const outboxRow = async (id: string) =>
  (await t.pool.one(sql.unsafe`select sent_at is not null as sent, failed_at is not null as failed, failed_reason, attempts
    from ops.notification_outbox where id = ${id}`)) as { sent: boolean; failed: boolean; failed_reason: string | null; attempts: number };

/** A mail row as any command writes it, `ageHours` old. */
async function queueMail(template = 'verify-email', ageHours = 0): Promise<string> {
  const id = randomUUID();
  await t.pool.query(sql.unsafe`insert into ops.notification_outbox (id, channel, template, recipient_type, recipient_id, data, created_at)
    values (${id}, 'mail', ${template}, 'contact', ${randomUUID()}, '{}'::jsonb, now() - make_interval(hours => ${ageHours}))`);
  return id;
}

describe('the outbox mail sender', () => {
  it("delivers every outbox mail over SMTP — a job's mails to contacts, sign-in links to candidates — once each, in the recipient's language", async () => {
    // A candidate who chose Polish, and one with the default language (sign-in links go to candidates only).
    const registered = await t.call('POST', '/register', await t.anonymous(), {
      first_name: 'Jolanta',
      last_name: 'Nowak',
      email: 'jolanta.nowak@mail.test',
      phone: '0151 23456789',
      zip_code: '10115',
      profession: 'care',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      accept_terms_condition: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const polishId = registered.json<{ user: { id: string } }>().user.id;
    const polish = await t.signIn('jolanta.nowak@mail.test');
    const profile = await t.call('POST', '/api/profile', polish, {
      first_name: 'Jolanta',
      last_name: 'Nowak',
      email: 'jolanta.nowak@mail.test',
      phone: '+48601234567',
      country: 'PL',
      language: 'pl',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    for (const userId of [polishId, w.users.contact.id])
      expect((await t.call('POST', '/profile/send-magic-mail', await t.anonymous(), { user_id: userId })).statusCode).toBe(200);
    // A verify-email job to two contacts (German: they chose no language).
    const job = await t.call('POST', '/notifications/email/verify-email', w.sessions.admin, { driver_ids: w.contactIds.slice(1, 3) });
    expect(job.statusCode).toBe(200);
    await t.caughtUp();
    const jobs = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000 });
    expect(await jobs.tick()).toBe(2);
    await jobs.stop();

    const sender = startMailSender({ pool: t.pool, transport, baseUrl: 'https://jobs.example.de', everyMs: 3_600_000 });
    const first = await sender.tick();
    expect(first.map((result) => result.outcome)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // Nothing is sent twice: a second pass (and a second instance) finds nothing waiting.
    expect(await sender.tick()).toEqual([]);
    await sender.stop();

    expect(received.map((mail) => mail.to).sort()).toEqual(
      ['jolanta.nowak@mail.test', w.users.contact.email.toLowerCase(), 'kim1@example.test', 'kim2@example.test'].sort(),
    );
    const to = (address: string) => received.find((mail) => mail.to === address);
    expect(to('jolanta.nowak@mail.test')?.subject).toBe('Twój link do logowania');
    expect(to('jolanta.nowak@mail.test')?.text).toMatch(/https:\/\/jobs\.example\.de\/anmelden\/link\/\S+\n/);
    expect(to('jolanta.nowak@mail.test')?.text).toContain('ważny przez 60 min');
    expect(to(w.users.contact.email.toLowerCase())?.subject).toBe('Ihr Anmeldelink');
    expect(to(w.users.contact.email.toLowerCase())?.text).toMatch(/https:\/\/jobs\.example\.de\/anmelden\/link\/[A-Za-z0-9_-]{64}\n/);
    expect(to('kim1@example.test')?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const rows: unknown = await t.pool.oneFirst(
      sql.unsafe`select count(*)::int from ops.notification_outbox where channel = 'mail' and sent_at is not null`,
    );
    expect(rows).toBe(4);
  });

  it('retries a mail the server put off (4xx), and marks one refused for good (5xx) failed at once', async () => {
    const address = (name: string) => `${name}@example.test`;
    const recipientOf = (recipient: { id: string }) => Promise.resolve({ address: address(recipient.id), language: 'en' });
    const later = await queueMail();
    const never = await queueMail();
    const laterAddress = address(
      (await t.pool.oneFirst(sql.unsafe`select recipient_id from ops.notification_outbox where id = ${later}`)) as string,
    );
    const neverAddress = address(
      (await t.pool.oneFirst(sql.unsafe`select recipient_id from ops.notification_outbox where id = ${never}`)) as string,
    );
    refuse.set(laterAddress, 451);
    refuse.set(neverAddress, 550);
    const sender = startMailSender({ pool: t.pool, transport, baseUrl: 'https://x.test', recipientOf, retryMs: 1, everyMs: 3_600_000 });
    const first = await sender.tick();
    expect(Object.fromEntries(first.map((result) => [result.id, result.outcome]))).toEqual({ [later]: 'retry', [never]: 'failed' });
    expect(await outboxRow(never)).toMatchObject({ sent: false, failed: true, attempts: 1 });
    expect((await outboxRow(never)).failed_reason).toContain('550');
    // The put-off mail is due again after its wait (1 ms here) and goes out; the refused one is not tried again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await sender.tick();
    expect(second.map((result) => [result.id, result.outcome])).toEqual([[later, 'sent']]);
    await sender.stop();
    expect(await outboxRow(later)).toMatchObject({ sent: true, failed: false, attempts: 2 });
    expect(received.filter((mail) => mail.to === laterAddress)).toHaveLength(1);
    expect(received.filter((mail) => mail.to === laterAddress)[0]?.subject).toBe('Please confirm your e-mail address');
    expect(received.filter((mail) => mail.to === neverAddress)).toHaveLength(0);
  });

  it('never sends a row twice: two senders at once share the rows, and one interrupted mid-hand-over is not sent again', async () => {
    const recipientOf = (recipient: { id: string }) => Promise.resolve({ address: `${recipient.id}@many.test`, language: null });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await queueMail());
    // As if a sender had died while handing this one over: its claim has run out, the mark is still there.
    const interrupted = await queueMail();
    await t.pool.query(sql.unsafe`update ops.notification_outbox set handing_over_at = now() - interval '10 minutes',
      claimed_until = now() - interval '5 minutes', attempts = 1 where id = ${interrupted}`);
    const senders = [1, 2].map(() =>
      startMailSender({ pool: t.pool, transport, baseUrl: 'https://x.test', recipientOf, batch: 4, everyMs: 3_600_000 }),
    );
    const results = (await Promise.all([...senders, ...senders].map((sender) => sender.tick()))).flat();
    for (const sender of senders) results.push(...(await sender.tick()), ...(await sender.tick()));
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(
      results
        .filter((result) => result.outcome === 'sent')
        .map((result) => result.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(received.filter((mail) => mail.to.endsWith('@many.test'))).toHaveLength(12);
    expect(await outboxRow(interrupted)).toMatchObject({ sent: false, failed: true });
  });

  it('marks failed, without sending, a mail whose recipient has no address and one older than a day', async () => {
    const noAddress = await queueMail();
    const old = await queueMail('magic-sign-in', 30);
    const sender = startMailSender({
      pool: t.pool,
      transport,
      baseUrl: 'https://x.test',
      recipientOf: () => Promise.resolve(null),
      everyMs: 3_600_000,
    });
    const results = await sender.tick();
    await sender.stop();
    expect(Object.fromEntries(results.map((result) => [result.id, result.outcome === 'failed' ? result.reason : result.outcome]))).toEqual({
      [noAddress]: 'no e-mail address',
      [old]: 'too old to send',
    });
  });
});
