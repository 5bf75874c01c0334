import { randomUUID } from 'node:crypto';
import { localSmsAdapter, type SmsAdapter } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '../testing';
import { startSmsSender } from './chat-sms';

let t: TestApp;
let w: World;
let contactId: string;

/** An adapter that records what it was handed, and refuses the texts it is told to. */
const recordingAdapter = (refuse: (messageId: string) => string | null = () => null) => {
  const handed: string[] = [];
  const adapter: SmsAdapter = {
    async send(sms) {
      const messageId = String(sms.data['messageId']);
      handed.push(messageId);
      const reason = refuse(messageId);
      return reason ? { sent: false, reason } : localSmsAdapter.send(sms);
    },
  };
  return { adapter, handed };
};

const statusOf = async (messageId: string) =>
  (await t.call('GET', `/api/messages/${contactId}`, w.sessions.admin))
    .json<{ data: Array<{ id: string; status: string; failed_reason: string | null }> }>()
    .data.find((m) => m.id === messageId);

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  contactId = await t.seedContact({ firstName: 'Sina', phone: '+49 170 3000001' });
  await t.caughtUp();
});
afterAll(() => t.close());

describe('the SMS sender', () => {
  it('a send retried with the same client_message_id goes out as one SMS, however often the sender looks', async () => {
    const id = randomUUID();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.call('POST', `/api/messages/${contactId}`, w.sessions.admin, {
        message: 'Einmal bitte',
        client_message_id: id,
      });
      expect(response.statusCode).toBe(201);
    }
    await t.caughtUp();
    const { adapter, handed } = recordingAdapter();
    const sender = startSmsSender({ pool: t.pool, store: t.store, adapter, everyMs: 60_000 });
    try {
      await sender.tick();
      await sender.tick();
    } finally {
      await sender.stop();
    }
    expect(handed.filter((messageId) => messageId === id)).toHaveLength(1);
    expect(await t.pool.oneFirst(sql.unsafe`select count(*)::int from ops.notification_outbox where data->>'messageId' = ${id}`)).toBe(1);
    await t.caughtUp();
    expect(await statusOf(id)).toMatchObject({ status: 'sent', failed_reason: null });
  });

  it("records the gateway's refusal as the message's failed reason", async () => {
    const response = await t.call('POST', `/api/messages/${contactId}`, w.sessions.admin, { message: 'Geht nicht raus' });
    const id = response.json<{ data: { id: string } }>().data.id;
    await t.caughtUp();
    const { adapter } = recordingAdapter((messageId) => (messageId === id ? 'Number unreachable' : null));
    const sender = startSmsSender({ pool: t.pool, store: t.store, adapter, everyMs: 60_000 });
    try {
      await sender.tick();
    } finally {
      await sender.stop();
    }
    await t.caughtUp();
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failed_reason: 'Number unreachable' });
  });

  it('hands the SMS over outside any transaction: the outbox row is not locked while the gateway is called', async () => {
    const response = await t.call('POST', `/api/messages/${contactId}`, w.sessions.admin, { message: 'Ohne Sperre' });
    const id = response.json<{ data: { id: string } }>().data.id;
    await t.caughtUp();
    const lockedDuringSend: boolean[] = [];
    const adapter: SmsAdapter = {
      async send(sms) {
        // Another connection may lock the row at once: no transaction of the sender holds it.
        const free = await t.pool
          .transaction((tx) => tx.query(sql.unsafe`select id from ops.notification_outbox where id = ${sms.id} for update nowait`))
          .then(
            () => true,
            () => false,
          );
        lockedDuringSend.push(!free);
        return { sent: true };
      },
    };
    const sender = startSmsSender({ pool: t.pool, store: t.store, adapter, everyMs: 60_000 });
    try {
      await sender.tick();
    } finally {
      await sender.stop();
    }
    expect(lockedDuringSend.length).toBeGreaterThan(0);
    expect(lockedDuringSend.every((locked) => !locked)).toBe(true);
    await t.caughtUp();
    expect(await statusOf(id)).toMatchObject({ status: 'sent' });
  });

  it('an SMS another sender holds is not handed over twice; a claim that ran out (a crashed sender) is taken again', async () => {
    const response = await t.call('POST', `/api/messages/${contactId}`, w.sessions.admin, { message: 'Gehalten' });
    const id = response.json<{ data: { id: string } }>().data.id;
    await t.caughtUp();
    await t.pool.query(
      sql.unsafe`update ops.notification_outbox set claimed_until = now() + interval '1 minute' where data->>'messageId' = ${id}`,
    );
    const first = recordingAdapter();
    const sender = startSmsSender({ pool: t.pool, store: t.store, adapter: first.adapter, everyMs: 60_000 });
    try {
      await sender.tick();
      expect(first.handed).not.toContain(id);
      await t.pool.query(
        sql.unsafe`update ops.notification_outbox set claimed_until = now() - interval '1 second' where data->>'messageId' = ${id}`,
      );
      await sender.tick();
      await sender.tick();
    } finally {
      await sender.stop();
    }
    expect(first.handed.filter((messageId) => messageId === id)).toHaveLength(1);
    await t.caughtUp();
    expect(await statusOf(id)).toMatchObject({ status: 'sent' });
  });

  it('an outcome stored in the outbox but not yet in the chat (the sender stopped in between) becomes the status on the next pass', async () => {
    const response = await t.call('POST', `/api/messages/${contactId}`, w.sessions.admin, { message: 'Nachgetragen' });
    const id = response.json<{ data: { id: string } }>().data.id;
    await t.caughtUp();
    // As a sender leaves it that was stopped after the gateway refused and the outbox said so.
    await t.pool.query(sql.unsafe`
      update ops.notification_outbox set failed_at = now(), failed_reason = 'Number unreachable', reported_at = null
      where data->>'messageId' = ${id}`);
    const { adapter, handed } = recordingAdapter();
    const sender = startSmsSender({ pool: t.pool, store: t.store, adapter, everyMs: 60_000 });
    try {
      await sender.tick();
      await sender.tick();
    } finally {
      await sender.stop();
    }
    expect(handed).not.toContain(id);
    await t.caughtUp();
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failed_reason: 'Number unreachable' });
  });
});
