import { smsSignature } from '@rm/command-api';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, TEST_SMS_WEBHOOK_SECRET, type Session, type TestApp, type World } from '@rm/server/testing';

interface ChatContact {
  id: string;
  full_name: string;
  phone: string | null;
  last_message: string | null;
  last_message_at: string | null;
  unread_count: number;
}

let t: TestApp;
let w: World;
/** Unlocked by the world's company: anna and ben; by the other company: carl. */
let anna: string;
let ben: string;
let carl: string;

const send = async (contactId: string, session: Session, message: string) => {
  const response = await t.call('POST', `/api/messages/${contactId}`, session, { message });
  expect(response.statusCode).toBe(201);
};
const incoming = async (from: string, message: string) => {
  const raw = JSON.stringify({ from, message, provider_message_id: `p-${randomUUID()}` });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sms/incoming',
    headers: { 'content-type': 'application/json', 'x-signature': smsSignature(TEST_SMS_WEBHOOK_SECRET, raw) },
    payload: raw,
  });
  expect(response.statusCode).toBe(201);
};
/** The viewer's contact list, narrowed to this file's contacts (in the list's order). */
const list = async (session: Session) => {
  await t.caughtUp();
  const response = await t.call('GET', '/api/messages/contacts', session);
  expect(response.statusCode).toBe(200);
  const ours = new Set([anna, ben, carl]);
  return response.json<{ data: ChatContact[] }>().data.filter((contact) => ours.has(contact.id));
};
const brief = (contacts: ChatContact[]) => contacts.map(({ id, last_message, unread_count }) => ({ id, last_message, unread_count }));

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  anna = await t.seedContact({ firstName: 'Anna', phone: '+49 171 3000001' });
  ben = await t.seedContact({ firstName: 'Ben', phone: '+49 171 3000002' });
  carl = await t.seedContact({ firstName: 'Carl', phone: '+49 171 3000003' });
  await t.caughtUp();
  for (const [companyId, contactId] of [
    [w.companyId, anna],
    [w.companyId, ben],
    [w.otherCompanyId, carl],
  ] as const) {
    const response = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: contactId,
      company_id: companyId,
      price: 5,
    });
    expect(response.statusCode).toBe(201);
  }
  await t.caughtUp();
});
afterAll(() => t.close());

describe('GET /api/messages/contacts (the conversation summaries)', () => {
  it("lists the latest conversation first: the admin every one, a company its own and the back office's on its unlocked contacts", async () => {
    expect(await list(w.sessions.business)).toEqual([]);
    await send(anna, w.sessions.business, 'A1 Firma');
    await send(ben, w.sessions.business, 'B1 Firma');
    await send(carl, w.sessions.otherBusiness, 'C1 andere Firma');
    await send(ben, w.sessions.admin, 'B2 Backoffice');
    expect(brief(await list(w.sessions.admin))).toEqual([
      { id: ben, last_message: 'B2 Backoffice', unread_count: 0 },
      { id: carl, last_message: 'C1 andere Firma', unread_count: 0 },
      { id: anna, last_message: 'A1 Firma', unread_count: 0 },
    ]);
    const company = await list(w.sessions.business);
    expect(brief(company)).toEqual([
      { id: ben, last_message: 'B2 Backoffice', unread_count: 0 },
      { id: anna, last_message: 'A1 Firma', unread_count: 0 },
    ]);
    expect(company[1]?.full_name).toContain('Anna');
    expect(company[1]?.phone).toBe('+49 171 3000001');
    expect(Date.parse(company[0]?.last_message_at ?? '')).toBeGreaterThan(Date.parse(company[1]?.last_message_at ?? ''));
    expect(brief(await list(w.sessions.otherBusiness))).toEqual([{ id: carl, last_message: 'C1 andere Firma', unread_count: 0 }]);
  });

  it('an incoming message moves its conversation to the top and counts as unread for the side it answers; opening reads it', async () => {
    // Anna answers the company (it wrote to her last), Ben the back office.
    await incoming('0171 3000001', 'A2 Antwort');
    expect(brief(await list(w.sessions.business))).toEqual([
      { id: anna, last_message: 'A2 Antwort', unread_count: 1 },
      { id: ben, last_message: 'B2 Backoffice', unread_count: 0 },
    ]);
    expect(brief(await list(w.sessions.admin))[0]).toEqual({ id: anna, last_message: 'A2 Antwort', unread_count: 0 });
    await incoming('0171 3000002', 'B3 Antwort');
    await incoming('0171 3000002', 'B4 noch eine');
    expect(brief(await list(w.sessions.admin)).slice(0, 2)).toEqual([
      { id: ben, last_message: 'B4 noch eine', unread_count: 2 },
      { id: anna, last_message: 'A2 Antwort', unread_count: 0 },
    ]);
    // The company sees the back office's conversation with its contact, not as its own unread.
    expect(brief(await list(w.sessions.business))).toEqual([
      { id: ben, last_message: 'B4 noch eine', unread_count: 0 },
      { id: anna, last_message: 'A2 Antwort', unread_count: 1 },
    ]);

    expect((await t.call('POST', `/api/messages/${anna}/opened`, w.sessions.business)).statusCode).toBe(200);
    expect(brief(await list(w.sessions.business))[1]).toEqual({ id: anna, last_message: 'A2 Antwort', unread_count: 0 });
    expect((await t.call('POST', `/api/messages/${ben}/opened`, w.sessions.admin)).statusCode).toBe(200);
    expect(brief(await list(w.sessions.admin))[0]).toEqual({ id: ben, last_message: 'B4 noch eine', unread_count: 0 });
    // While the chat is open, a new incoming message arrives read.
    await incoming('0171 3000002', 'B5 gelesen');
    expect(brief(await list(w.sessions.admin))[0]).toEqual({ id: ben, last_message: 'B5 gelesen', unread_count: 0 });
    expect((await t.call('POST', '/api/messages/closed', w.sessions.admin)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/messages/closed', w.sessions.business)).statusCode).toBe(200);
  });

  it("a thread's contact entry is the list's entry", async () => {
    await send(anna, w.sessions.business, 'A3 Firma');
    await incoming('0171 3000001', 'A4 ungelesen');
    const listed = (await list(w.sessions.business)).find((contact) => contact.id === anna);
    expect(listed).toMatchObject({ last_message: 'A4 ungelesen', unread_count: 1 });
    const thread = await t.call('GET', `/api/messages/${anna}`, w.sessions.business);
    expect(thread.json<{ contact: ChatContact }>().contact).toEqual(listed);
  });
});
