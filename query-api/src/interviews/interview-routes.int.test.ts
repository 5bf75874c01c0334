import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  const unlock = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: w.contactIds[1],
    company_id: w.companyId,
    price: 5,
  });
  expect(unlock.statusCode, unlock.body).toBe(201);
  const unlockId = unlock.json<{ data: { id: string } }>().data.id;
  const meeting = await t.call('POST', `/api/timeline/meeting/unlocked-contact/${unlockId}`, w.sessions.business, {
    type: 'meeting',
    properties: { description: 'Vorstellungsgespräch im Depot', date: '2026-12-02', time: '10:00' },
    performed_at: '2026-11-24 09:00:00',
  });
  expect(meeting.statusCode).toBe(201);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('GET /api/interviews', () => {
  it("lists the companies' meetings with their contacts, by search and company", async () => {
    const all = await t.call('GET', '/api/interviews', w.sessions.admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      data: [{ description: 'Vorstellungsgespräch im Depot', date: '2026-12-02', time: '10:00', company: { id: w.companyId } }],
      meta: { current_page: 1, total: 1 },
    });
    expect((await t.call('GET', '/api/interviews?search=Depot', w.sessions.admin)).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await t.call('GET', '/api/interviews?search=nichts', w.sessions.admin)).json<{ data: unknown[] }>().data).toHaveLength(0);
    expect(
      (await t.call('GET', `/api/interviews?company=${w.otherCompanyId}`, w.sessions.admin)).json<{ data: unknown[] }>().data,
    ).toHaveLength(0);
  });

  it('is for admins: 401 signed out, 403 for company users; 422 for a company that is no id', async () => {
    expect((await t.call('GET', '/api/interviews', await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', '/api/interviews', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/interviews?company=x', w.sessions.admin)).statusCode).toBe(422);
  });
});
