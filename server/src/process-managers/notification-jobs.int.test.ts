import { randomUUID } from 'node:crypto';
import type { NotificationPort } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';
import { jobNotificationId, startNotificationJobs } from './notification-jobs';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
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
