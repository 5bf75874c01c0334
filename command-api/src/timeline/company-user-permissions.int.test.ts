import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type Session, type TestApp, type World } from '@rm/server/testing';

/**
 * A company user's permission list gates the areas of the employer workspace on every route of the area
 * (reads and changes); a user whose list was never set, the company's owner and admins pass.
 */

let t: TestApp;
let w: World;
let unlockId: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  unlockId = (
    await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { driver_id: w.contactIds[1], company_id: w.companyId, price: 5 })
  ).json<{ data: { id: string } }>().data.id;
  await t.caughtUp();
});
afterAll(() => t.close());

type Group = 'unlocked-contacts' | 'timeline' | 'tasks' | 'campaigns' | 'billing';

/** Calls of each area, with what a permitted caller gets. */
const probes = (): Record<Group, Array<{ method: 'GET' | 'POST'; url: string; body?: unknown; ok: number }>> => ({
  'unlocked-contacts': [
    { method: 'GET', url: '/api/unlocked-contacts', ok: 200 },
    { method: 'GET', url: `/api/unlocked-contacts/${unlockId}`, ok: 200 },
    { method: 'GET', url: '/api/stats/unlocked-contacts-all-time', ok: 200 },
    { method: 'GET', url: '/api/dashboard', ok: 200 },
  ],
  timeline: [
    { method: 'GET', url: `/api/timeline/unlocked-contact/${unlockId}`, ok: 200 },
    {
      method: 'POST',
      url: `/api/timeline/note/unlocked-contact/${unlockId}`,
      body: { properties: { description: 'Rückruf vereinbart' }, performed_at: '2026-11-20 09:30:00' },
      ok: 201,
    },
  ],
  tasks: [
    { method: 'GET', url: `/api/tasks/unlocked-contact/${unlockId}`, ok: 200 },
    { method: 'GET', url: '/api/options/users', ok: 200 },
  ],
  campaigns: [
    { method: 'GET', url: '/api/active-sourcing', ok: 200 },
    { method: 'GET', url: '/api/active-sourcing/templates', ok: 200 },
  ],
  billing: [
    { method: 'GET', url: '/settings/payment-method-sepa', ok: 200 },
    { method: 'GET', url: '/api/packages', ok: 200 },
  ],
});

const REFUSALS: Record<Group, string> = {
  'unlocked-contacts': 'Your company has not given you access to the unlocked contacts.',
  timeline: 'Your company has not given you access to the timeline.',
  tasks: 'Your company has not given you access to the tasks.',
  campaigns: 'Your company has not given you access to the campaigns and active sourcing.',
  billing: 'Your company has not given you access to the plan and billing.',
};
const GROUPS = Object.keys(REFUSALS) as Group[];

async function expectAccess(session: Session, allowed: readonly Group[]): Promise<void> {
  for (const [group, calls] of Object.entries(probes()) as Array<[Group, ReturnType<typeof probes>[Group]]>)
    for (const probe of calls) {
      const response = await t.call(probe.method, probe.url, session, probe.body);
      if (allowed.includes(group)) expect(response.statusCode, `${probe.method} ${probe.url}`).toBe(probe.ok);
      else {
        expect(response.statusCode, `${probe.method} ${probe.url}`).toBe(403);
        expect(response.json()).toEqual({ message: REFUSALS[group] });
      }
    }
}

const setPermissions = async (permissions: Group[]) => {
  const response = await t.call('PUT', `/api/company-users/${w.users.business.id}/permissions`, w.sessions.owner, { permissions });
  expect(response.statusCode).toBe(200);
  await t.caughtUp();
};
const currentPermissions = async (session: Session) =>
  (await t.call('GET', '/api/user/current', session)).json<{ permissions: string[] }>().permissions;

describe("a company user's permissions", () => {
  it('a company user whose list was never set uses every area', async () => {
    await expectAccess(w.sessions.business, GROUPS);
    expect(await currentPermissions(w.sessions.business)).toEqual(GROUPS);
  });

  it('with the timeline and billing only: those areas answer, the others are 403 naming the area', async () => {
    await setPermissions(['timeline', 'billing']);
    expect(await currentPermissions(w.sessions.business)).toEqual(['timeline', 'billing']);
    await expectAccess(w.sessions.business, ['timeline', 'billing']);
  });

  it('with the unlocked contacts, tasks and campaigns only: the other way round', async () => {
    await setPermissions(['unlocked-contacts', 'tasks', 'campaigns']);
    await expectAccess(w.sessions.business, ['unlocked-contacts', 'tasks', 'campaigns']);
  });

  it('with none: every area is 403, while the owner of the same company keeps every one', async () => {
    await setPermissions([]);
    expect(await currentPermissions(w.sessions.business)).toEqual([]);
    await expectAccess(w.sessions.business, []);
    await expectAccess(w.sessions.owner, GROUPS);
    expect(await currentPermissions(w.sessions.owner)).toEqual(GROUPS);
  });

  it('a list set again applies at once to the signed-in user', async () => {
    await setPermissions(['tasks']);
    await expectAccess(w.sessions.business, ['tasks']);
  });
});
