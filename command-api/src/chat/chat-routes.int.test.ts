import { smsSignature } from '@rm/command-api';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, fieldErrorsOf, startTestAppWithWorld, TEST_SMS_WEBHOOK_SECRET, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** Unlocked by the world's company; another unlocked by the other company; one with no number; one nobody unlocked. */
let mine: string;
let theirs: string;
let noPhone: string;
let nobodys: string;

interface Message {
  id: string;
  type: 'in' | 'out';
  message: string;
  status: string;
  failed_reason: string | null;
  sender: { id: string } | null;
  company_id: string | null;
}

const unlock = async (companyId: string, contactId: string) => {
  const response = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: contactId,
    company_id: companyId,
    price: 5,
  });
  expect(response.statusCode).toBe(201);
};

const incoming = (body: Record<string, unknown>, secret = TEST_SMS_WEBHOOK_SECRET) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/sms/incoming',
    headers: { 'content-type': 'application/json', 'x-signature': smsSignature(secret, raw) },
    payload: raw,
  });
};

const thread = async (contactId: string, session = w.sessions.business) =>
  (await t.call('GET', `/api/messages/${contactId}`, session)).json<{ data: Message[] }>().data;
const unread = async (session = w.sessions.business) =>
  (await t.call('GET', '/api/contact-stats', session)).json<{ unread_messages_count: number }>().unread_messages_count;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  mine = await t.seedContact({ firstName: 'Mara', phone: '+49 170 2000001' });
  theirs = await t.seedContact({ firstName: 'Theo', phone: '+49 170 2000002' });
  noPhone = await t.seedContact({ firstName: 'Nora', phone: null });
  nobodys = await t.seedContact({ firstName: 'Nils', phone: '+49 170 2000004' });
  // The unlock finds its contact in the contacts read model.
  await t.caughtUp();
  await unlock(w.companyId, mine);
  await unlock(w.otherCompanyId, theirs);
  await unlock(w.companyId, noPhone);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('POST /api/messages/{contactId}', () => {
  it("sends to the company's unlocked contact (201, queued); the admin's socket is told at once", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const admin = await connectWs(typeof address === 'object' && address ? address.port : 0, w.sessions.admin.cookie);
    admin.send({ type: 'subscribe', channel: 'messages.received' });
    await admin.next((frame) => frame.type === 'subscribed');
    try {
      const pushed = admin.next((frame) => frame.type === 'change' && frame.subject === 'rm.chat.changed', 5000);
      const response = await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Guten Tag, passt Ihnen Montag?' });
      expect(response.statusCode).toBe(201);
      const sent = response.json<{ message: string; data: Message }>();
      expect(sent).toMatchObject({
        message: 'Message sent.',
        data: {
          type: 'out',
          message: 'Guten Tag, passt Ihnen Montag?',
          status: 'queued',
          sender: { id: w.users.business.id },
          company_id: w.companyId,
        },
      });
      // The send command's own notice comes first and carries the message as answered; the read model's follows, without it.
      expect((await pushed).data).toMatchObject({ contactId: mine, companyIds: [w.companyId], kind: 'message', messageId: sent.data.id });
      expect(((await pushed).data as { message?: unknown }).message).toEqual(sent.data);
      const projected = await admin.next((frame) => {
        const data = frame.data as { messageId?: string; message?: unknown } | undefined;
        return frame.type === 'change' && data?.messageId === sent.data.id && data.message === undefined;
      }, 5000);
      expect(projected.data).toMatchObject({ contactId: mine, companyIds: [w.companyId], kind: 'message' });
      await t.caughtUp();
      expect((await thread(mine)).find((m) => m.id === sent.data.id)).toEqual(sent.data);
    } finally {
      admin.socket.close();
    }
  });

  it('accepts a message longer than one SMS (shown red, not refused)', async () => {
    const response = await t.call('POST', `/api/messages/${mine}`, w.sessions.owner, { message: 'x'.repeat(161) });
    expect(response.statusCode).toBe(201);
  });

  it('a retried send with the same client_message_id answers the same message; the id used for another text is 409', async () => {
    const id = randomUUID();
    const first = await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Einmal bitte', client_message_id: id });
    const again = await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Einmal bitte', client_message_id: id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Message }>().data).toEqual(first.json<{ data: Message }>().data);
    await t.caughtUp();
    expect((await thread(mine)).filter((m) => m.id === id)).toHaveLength(1);
    const reused = await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Etwas anderes', client_message_id: id });
    expect(reused.statusCode).toBe(409);
  });

  it('fails a message to a contact without a number, with the reason', async () => {
    const response = await t.call('POST', `/api/messages/${noPhone}`, w.sessions.business, { message: 'Hallo?' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: Message }>().data).toMatchObject({ status: 'failed', failed_reason: 'The contact has no phone number.' });
  });

  it('401 signed out, 403 for a contact, for the other company and for a contact not unlocked; 404 unknown; 422 empty', async () => {
    expect((await t.call('POST', `/api/messages/${mine}`, await t.anonymous(), { message: 'x' })).statusCode).toBe(401);
    expect((await t.call('POST', `/api/messages/${mine}`, w.sessions.contact, { message: 'x' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/messages/${mine}`, w.sessions.otherBusiness, { message: 'x' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/messages/${theirs}`, w.sessions.business, { message: 'x' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/messages/${nobodys}`, w.sessions.business, { message: 'x' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/messages/${randomUUID()}`, w.sessions.admin, { message: 'x' })).statusCode).toBe(404);
    const empty = await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(fieldErrorsOf(empty)).toHaveProperty('message');
    expect((await t.call('POST', `/api/messages/not-a-uuid`, w.sessions.admin, { message: 'x' })).statusCode).toBe(422);
  });
});

describe('GET /api/messages/{contactId} and /api/messages/contacts', () => {
  it("shows the company its own and the back office's messages; the admin all; another company's contact is 403", async () => {
    await t.call('POST', `/api/messages/${mine}`, w.sessions.admin, { message: 'Hier das Backoffice.' });
    await unlock(w.otherCompanyId, mine);
    await t.call('POST', `/api/messages/${mine}`, w.sessions.otherBusiness, { message: 'Andere Firma hier.' });
    await t.caughtUp();
    const ours = await thread(mine);
    expect(ours.map((m) => m.message)).toContain('Hier das Backoffice.');
    expect(ours.map((m) => m.message)).not.toContain('Andere Firma hier.');
    const all = await thread(mine, w.sessions.admin);
    expect(all.map((m) => m.message)).toEqual(
      expect.arrayContaining(['Hier das Backoffice.', 'Andere Firma hier.', 'Guten Tag, passt Ihnen Montag?']),
    );
    expect((await t.call('GET', `/api/messages/${theirs}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/messages/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/messages/${mine}`, await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', `/api/messages/${mine}`, w.sessions.contact)).statusCode).toBe(403);
    const contacts = (await t.call('GET', '/api/messages/contacts', w.sessions.business)).json<{ data: Array<{ id: string }> }>().data;
    expect(contacts.map((c) => c.id)).toEqual(expect.arrayContaining([mine, noPhone]));
    expect(contacts.map((c) => c.id)).not.toContain(theirs);
  });
});

describe('POST /api/sms/incoming (signed webhook)', () => {
  it('refuses a wrong or missing signature (403) and an unknown number (404)', async () => {
    expect(
      (await incoming({ from: '+49 170 2000001', message: 'Hi', provider_message_id: 'p-0' }, 'wrong-secret-0123456789')).statusCode,
    ).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/sms/incoming',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ from: '+49 170 2000001', message: 'Hi', provider_message_id: 'p-0' }),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await incoming({ from: '+49 170 9999999', message: 'Hi', provider_message_id: 'p-x' })).statusCode).toBe(404);
    expect((await incoming({ from: '+49 170 2000001', message: '', provider_message_id: 'p-y' })).statusCode).toBe(422);
  });

  it('checks a signed body at the edge like any route: not JSON, too deep, a prototype key, wrong fields are 422, never 500', async () => {
    const signed = (raw: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/incoming',
        headers: { 'content-type': contentType, 'x-signature': smsSignature(TEST_SMS_WEBHOOK_SECRET, raw) },
        payload: raw,
      });
    for (const raw of [
      '{"from": "+49 170 2000001", "message": ',
      '',
      '[1, 2, 3]',
      '"text"',
      `${'['.repeat(200)}${']'.repeat(200)}`,
      '{"from": "+49 170 2000001", "message": "Hi", "provider_message_id": "p-z", "__proto__": {"admin": true}}',
      JSON.stringify({ from: 12, message: 'Hi', provider_message_id: 'p-z' }),
      JSON.stringify({ from: '+49 170 2000001', message: 'Hi' }),
    ]) {
      const response = await signed(raw);
      expect(response.statusCode, raw.slice(0, 40)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toBeTypeOf('object');
    }
    // Another media type is refused as on every route (422); an unsigned bad body is a 403 before it is looked at.
    expect((await signed('from=1', 'text/plain')).statusCode).toBe(422);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/sms/incoming',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(unsigned.statusCode).toBe(403);
    // A signature over other bytes than the ones sent (the same JSON, spaced differently) is refused.
    const body = { from: '+49 170 2000001', message: 'Hi', provider_message_id: `p-${randomUUID()}` };
    const respaced = await t.app.inject({
      method: 'POST',
      url: '/api/sms/incoming',
      headers: { 'content-type': 'application/json', 'x-signature': smsSignature(TEST_SMS_WEBHOOK_SECRET, JSON.stringify(body)) },
      payload: JSON.stringify(body, null, 1),
    });
    expect(respaced.statusCode).toBe(403);
  });

  it('lands in the conversation of the company that wrote last, raises its unread count once, and opening the chat reads it', async () => {
    await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Melden Sie sich gern.' });
    await t.caughtUp();
    const before = await unread();
    const body = { from: '0170 2000001', message: 'Ja, Montag passt!', provider_message_id: `p-${randomUUID()}` };
    expect((await incoming(body)).statusCode).toBe(201);
    expect((await incoming(body)).statusCode).toBe(201);
    await t.caughtUp();
    expect(await unread()).toBe(before + 1);
    const received = (await thread(mine)).filter((m) => m.type === 'in');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ message: 'Ja, Montag passt!', status: 'received', company_id: w.companyId });
    expect((await t.call('POST', `/api/messages/${mine}/opened`, w.sessions.owner)).statusCode).toBe(200);
    expect(await unread()).toBe(before);
    expect((await t.call('GET', '/api/messages/opened-contact', w.sessions.owner)).json()).toEqual({ contact_id: mine });
    expect((await t.call('POST', '/api/messages/closed', w.sessions.owner)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/messages/opened-contact', w.sessions.owner)).json()).toEqual({ contact_id: null });
    expect((await t.call('POST', `/api/messages/${theirs}/opened`, w.sessions.owner)).statusCode).toBe(403);
  });
});

describe('POST /api/chat/messages/{id}/delivered', () => {
  it('marks an incoming message seen (unread count down); 403 for another company, 404 unknown, 422 a bad id', async () => {
    await t.call('POST', `/api/messages/${mine}`, w.sessions.business, { message: 'Noch eine Frage?' });
    await t.caughtUp();
    expect((await incoming({ from: '+49 170 2000001', message: 'Ja', provider_message_id: `p-${randomUUID()}` })).statusCode).toBe(201);
    await t.caughtUp();
    const before = await unread();
    const message = (await thread(mine)).filter((m) => m.type === 'in').at(-1);
    expect(message).toBeDefined();
    const id = message?.id ?? '';
    expect((await t.call('POST', `/api/chat/messages/${id}/delivered`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/chat/messages/${id}/delivered`, w.sessions.business)).statusCode).toBe(200);
    expect(await unread()).toBe(before - 1);
    expect((await t.call('POST', `/api/chat/messages/${randomUUID()}/delivered`, w.sessions.business)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/chat/messages/nope/delivered`, w.sessions.business)).statusCode).toBe(422);
    expect((await t.call('POST', `/api/chat/messages/${id}/delivered`, await t.anonymous())).statusCode).toBe(401);
  });
});
