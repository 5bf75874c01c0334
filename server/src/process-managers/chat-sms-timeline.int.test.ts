import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '../testing';

let t: TestApp;
let w: World;

interface SmsList {
  count: number;
  data: Array<{ type: string; properties: { text?: string }; author: { id: string } | null }>;
}
interface UnlockedContact {
  data: { last_contacted_at: string | null; checklist: { contacted: boolean } };
}

const unlock = async (companyId: string, contact: number): Promise<string> => {
  const answer = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: w.contactIds[contact],
    company_id: companyId,
    price: 5,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { id: string } }>().data.id;
};
const smsOf = async (unlockId: string): Promise<SmsList> =>
  (await t.call('GET', `/api/timeline/sms/unlocked-contact/${unlockId}`, w.sessions.business)).json<SmsList>();

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
});
afterAll(() => t.close());

describe("an SMS sent from an unlocked contact's chat", () => {
  it("is an SMS entry on the contact's timeline by its sender, and ticks “not contacted yet”", async () => {
    const unlockId = await unlock(w.companyId, 1);
    await t.caughtUp();
    const before = (await t.call('GET', `/api/unlocked-contacts/${unlockId}`, w.sessions.business)).json<UnlockedContact>();
    expect(before.data.checklist.contacted).toBe(false);

    const sent = await t.call('POST', `/api/messages/${w.contactIds[1] ?? ''}`, w.sessions.business, {
      message: 'Passt Ihnen Montag um 10 Uhr?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.caughtUp();
    await t.caughtUp();

    const sms = await smsOf(unlockId);
    expect(sms.count).toBe(1);
    expect(sms.data[0]).toMatchObject({ type: 'sms', properties: { text: 'Passt Ihnen Montag um 10 Uhr?' } });
    expect(sms.data[0]?.author?.id).toBe(w.sessions.business.userId);
    const after = (await t.call('GET', `/api/unlocked-contacts/${unlockId}`, w.sessions.business)).json<UnlockedContact>();
    expect(after.data.checklist.contacted).toBe(true);
    expect(after.data.last_contacted_at).not.toBeNull();
  });

  it("leaves the back office's messages off every company's timeline", async () => {
    const unlockId = await unlock(w.companyId, 2);
    const sent = await t.call('POST', `/api/messages/${w.contactIds[2] ?? ''}`, w.sessions.admin, { message: 'Rückfrage vom Support' });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.caughtUp();
    await t.caughtUp();
    expect((await smsOf(unlockId)).count).toBe(0);
  });
});
