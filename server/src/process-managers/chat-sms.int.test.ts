import { randomUUID } from 'node:crypto';
import { localSmsAdapter, type SmsAdapter } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, startTestApp, type TestApp, type World } from '../testing';
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
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 1 });
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
});
