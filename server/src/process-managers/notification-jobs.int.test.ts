import { randomUUID } from 'node:crypto';
import { smtpNotifications, type NotificationPort } from '@rm/platform';
import { SMTPServer } from 'smtp-server';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, startTestApp, type TestApp, type World } from '@rm/server/testing';
import { createNotificationJobTables, jobNotificationId, notificationPortFromEnv, startNotificationJobs } from './notification-jobs';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 3 });
});
afterAll(() => t.close());

/** Requests a job over HTTP and waits until its rows are in PostgreSQL. */
async function requestJob(url: string, contactIds: string[]): Promise<string> {
  const response = await t.call('POST', url, w.sessions.admin, { driver_ids: contactIds });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ message: string; job: { id: string; total: number } }>();
  expect(body.message).toBe('Notification sent successfully');
  expect(body.job.total).toBe(contactIds.length);
  await t.caughtUp();
  return body.job.id;
}

const jobRow = async (jobId: string) =>
  t.pool.one(sql.unsafe`select sent, total, status from ops.notification_jobs where job_id = ${jobId}`) as Promise<{
    sent: number;
    total: number;
    status: string;
  }>;

describe('the sender', () => {
  it('422 for unknown or no contacts, 422 for an unknown kind', async () => {
    const unknown = await t.call('POST', '/notifications/push/fill-profile', w.sessions.admin, { driver_ids: [randomUUID()] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('driver_ids');
    expect((await t.call('POST', '/notifications/push/fill-profile', w.sessions.admin, { driver_ids: [] })).statusCode).toBe(422);
    expect((await t.call('POST', '/notifications/push/say-hello', w.sessions.admin, { driver_ids: w.contactIds })).statusCode).toBe(422);
    expect((await t.call('POST', '/notifications/sms/verify-phone', w.sessions.business, { driver_ids: w.contactIds })).statusCode).toBe(
      403,
    );
  });

  it('lists the contacts a push, a mail or an SMS can reach', async () => {
    const push = (await t.call('GET', '/notifications/push/fill-profile/contacts', w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(push.data.map((c) => c.id)).toEqual([w.contactIds[0]]);
    const mail = (await t.call('GET', '/notifications/email/verify-email/contacts?search=kim1', w.sessions.admin)).json<{
      total: number;
    }>();
    expect(mail.total).toBe(1);
    const sms = (await t.call('GET', '/notifications/sms/verify-phone/contacts', w.sessions.admin)).json<{ total: number }>();
    expect(sms.total).toBeGreaterThanOrEqual(3);
  });

  it("a push job reaches the contact's notification list once, and shows its progress", async () => {
    const jobId = await requestJob('/notifications/push/you-are-unlocked', w.contactIds);
    const worker = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000 });
    try {
      expect(await worker.tick()).toBe(3);
      expect(await worker.tick()).toBe(0);
    } finally {
      await worker.stop();
    }
    expect(await jobRow(jobId)).toEqual({ sent: 3, total: 3, status: 'done' });
    await t.caughtUp();
    const list = (await t.call('GET', '/api/notifications', w.sessions.contact)).json<{ data: Array<{ kind: string }> }>();
    expect(list.data.filter((n) => n.kind === 'you-are-unlocked')).toHaveLength(1);
    const jobs = (await t.call('GET', '/api/notification-jobs', w.sessions.admin)).json<{ data: Array<{ id: string; sent: number }> }>();
    expect(jobs.data.find((job) => job.id === jobId)?.sent).toBe(3);
  });

  it('a job stopped mid-way (a crash inside a batch, then a stop) resumes with a new worker and sends each recipient exactly once', async () => {
    const many: string[] = [];
    for (let i = 0; i < 25; i += 1) many.push(await t.seedContact({ firstName: `Resume${i}` }));
    await t.caughtUp();
    const jobId = await requestJob('/notifications/sms/verify-phone', many);
    const delivered: string[] = [];
    const counting = (crashAfter: number | null): NotificationPort => ({
      async send(notifications, connection) {
        for (const n of notifications) {
          // The outbox keeps an id once; count what reached it.
          const inserted = await connection.query(sql.unsafe`
            insert into ops.notification_outbox (id, channel, template, recipient_type, recipient_id, data, created_at)
            values (${n.id}, ${n.channel}, ${n.template}, ${n.recipient.type}, ${n.recipient.id}, '{}'::jsonb, ${n.createdAt})
            on conflict (id) do nothing returning id`);
          if (inserted.rowCount === 1) delivered.push(n.recipient.id);
        }
        if (crashAfter !== null && delivered.length >= crashAfter) throw new Error('crash after handing over, before the commit');
      },
    });
    // First worker: delivers one batch of 10, then crashes in the second batch after handing it over.
    const first = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000, batch: 10, port: counting(15) });
    await expect(first.tick()).rejects.toThrow('crash');
    await first.stop();
    expect((await jobRow(jobId)).sent).toBe(10);
    // A restarted worker takes up the rest.
    const second = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000, batch: 10, port: counting(null) });
    await second.tick();
    await second.stop();
    expect(await jobRow(jobId)).toEqual({ sent: 25, total: 25, status: 'done' });
    expect([...delivered].sort()).toEqual([...many].sort());
    const outbox: unknown = await t.pool.oneFirst(sql.unsafe`
      select count(*)::int from ops.notification_outbox where id = any(${sql.array(
        many.map((contactId) => jobNotificationId(jobId, contactId)),
        'uuid',
      )})`);
    expect(outbox).toBe(25);
  });

  it('a push crashed after its event but before the commit is not pushed again', async () => {
    const jobId = await requestJob('/notifications/push/fill-profile', [w.contactIds[0] ?? '']);
    const first = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000 });
    await first.tick();
    await first.stop();
    // As if the worker had crashed after the push's event but before its transaction committed.
    await t.pool.query(sql.unsafe`update ops.notification_job_recipients set sent_at = null where job_id = ${jobId}`);
    const second = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000 });
    expect(await second.tick()).toBe(1);
    await second.stop();
    const events = await t.store.readStream(`notification-${jobNotificationId(jobId, w.contactIds[0] ?? '')}`);
    expect(events).toHaveLength(1);
  });
});

describe('the SMTP adapter', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ to: string[]; data: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    await createNotificationJobTables(t.pool);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the verify-email job through a real SMTP server, each address once even when the job runs again', async () => {
    const jobId = await requestJob('/notifications/email/verify-email', [w.contactIds[1] ?? '', w.contactIds[2] ?? '']);
    const smtp = notificationPortFromEnv(t.pool, undefined, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Team <team@example.test>',
    });
    const worker = startNotificationJobs({ pool: t.pool, store: t.store, checkMs: 3_600_000, port: smtp });
    await worker.tick();
    // As after a crash before the commit: the rows are pending again, the mails must not go out twice.
    await t.pool.query(sql.unsafe`update ops.notification_job_recipients set sent_at = null where job_id = ${jobId}`);
    await worker.tick();
    await worker.stop();
    expect(
      received
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(['kim1@example.test', 'kim2@example.test']);
    expect(received[0]?.data).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tigen');
    expect(received[0]?.data).toContain('From: Team <team@example.test>');
  });

  it('keeps no record of a mail the server refused, so that the retry sends it', async () => {
    const id = randomUUID();
    const mail = {
      id,
      channel: 'mail' as const,
      template: 'verify-email',
      recipient: { type: 'contact' as const, id: randomUUID() },
      data: {},
      createdAt: new Date().toISOString(),
    };
    const smtpAt = (smtpUrl: string) =>
      smtpNotifications({ settings: { smtpUrl, from: 'x@example.test' }, addressOf: () => Promise.resolve('retry@example.test') });
    // Nothing listens on port 1: the hand-over fails.
    const down = smtpAt('smtp://127.0.0.1:1');
    await expect(down.send([mail], t.pool)).rejects.toThrow();
    down.close();
    const up = smtpAt(`smtp://127.0.0.1:${port}`);
    await up.send([mail], t.pool);
    up.close();
    expect(received.filter((sent) => sent.to.includes('retry@example.test'))).toHaveLength(1);
  });

  it('passes SMS on to the other port', async () => {
    const seen: string[] = [];
    const smtp = smtpNotifications({
      settings: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@example.test' },
      addressOf: () => Promise.resolve('x@example.test'),
      others: { send: (notifications) => Promise.resolve(void seen.push(...notifications.map((n) => n.channel))) },
    });
    await smtp.send(
      [
        {
          id: randomUUID(),
          channel: 'sms',
          template: 'verify-phone',
          recipient: { type: 'contact', id: randomUUID() },
          data: {},
          createdAt: new Date().toISOString(),
        },
      ],
      t.pool,
    );
    smtp.close();
    expect(seen).toEqual(['sms']);
  });
});
