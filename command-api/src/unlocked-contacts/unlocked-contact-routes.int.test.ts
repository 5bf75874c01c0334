import { randomUUID } from 'node:crypto';
import { createReferenceItem } from '@rm/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type Session, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let campaignUnlock: string;
let requestedUnlock: string;
let otherUnlock: string;
let reasonId: string;
let customStatusId: string;
let colleague: Session;
let colleagueId: string;

const system = { actorId: null, actorRole: 'system' };

interface Contact {
  id: string;
  status_id: number;
  custom_status_id: string | null;
  owner_id: string | null;
  last_contacted_at: string | null;
  unqualified_status_reason_ids: string[];
  first_work_day_at: string | null;
  effective_status: { id: number | string; status_id: number; is_default: boolean };
  checklist: { owner_chosen: boolean; contacted: boolean; status_updated: boolean; open_count: number };
  can_change_owner?: boolean;
  driver: { id: string; full_name: string };
}

const unlock = async (contactIndex: number, companyId = w.companyId, campaignId: string | null = w.campaignId): Promise<string> => {
  const response = campaignId
    ? await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
        driver_id: w.contactIds[contactIndex],
        company_id: companyId,
        employer_id: companyId === w.companyId ? w.users.business.id : null,
        campaign_id: campaignId,
      })
    : await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
        driver_id: w.contactIds[contactIndex],
        company_id: companyId,
        price: 10,
      });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
};

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 6 }));
  campaignUnlock = await unlock(1);
  requestedUnlock = await unlock(2, w.companyId, null);
  otherUnlock = await unlock(3, w.otherCompanyId, w.otherCampaignId);
  reasonId = (
    await createReferenceItem(t.store, 'unqualified-status-reasons', { identifier: 'no_licence', name: 'Kein Führerschein' }, system)
  ).itemId;
  customStatusId = (await createReferenceItem(t.store, 'contact-statuses', { name: 'Probearbeit', status_id: 3 }, system)).itemId;
  const user = await t.createUser('business', { companyId: w.companyId, firstName: 'Kollegin' });
  colleagueId = user.id;
  colleague = await t.signIn(user);
  await t.caughtUp();
});
afterAll(() => t.close());

const detail = async (id: string, session = w.sessions.business): Promise<Contact> =>
  (await t.call('GET', `/api/unlocked-contacts/${id}`, session)).json<{ data: Contact }>().data;

describe('GET /api/unlocked-contacts', () => {
  it("lists the caller's company's unlocked contacts with their checklist, newest first", async () => {
    const response = await t.call('GET', '/api/unlocked-contacts', w.sessions.business);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: Contact[]; meta: { total: number } }>();
    expect(page.data.map((c) => c.id)).toEqual([requestedUnlock, campaignUnlock]);
    expect(page.meta.total).toBe(2);
    expect(page.data[0]?.checklist).toEqual({ owner_chosen: false, contacted: false, status_updated: false, open_count: 3 });
    expect(page.data[0]?.effective_status).toEqual({ id: 1, status_id: 1, is_default: true });
  });

  it('filters by search, type, campaign, status and owners', async () => {
    const ids = async (query: string) =>
      (await t.call('GET', `/api/unlocked-contacts?${query}`, w.sessions.owner)).json<{ data: Contact[] }>().data.map((c) => c.id);
    expect(await ids('search=kim2')).toEqual([requestedUnlock]);
    expect(await ids('type=requested')).toEqual([requestedUnlock]);
    expect(await ids('type=campaign')).toEqual([campaignUnlock]);
    expect(await ids(`campaign_id=${w.campaignId}`)).toEqual([campaignUnlock]);
    expect(await ids('status_id=4')).toEqual([]);
    expect(await ids(`user_ids=${w.users.owner.id}&user_ids=${colleagueId}`)).toEqual([]);
  });

  it('answers 401 signed out, 403 to admins and candidates, 422 with field messages', async () => {
    expect((await t.call('GET', '/api/unlocked-contacts', await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', '/api/unlocked-contacts', w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/unlocked-contacts', w.sessions.contact)).statusCode).toBe(403);
    const bad = await t.call('GET', '/api/unlocked-contacts?status_id=9&campaign_id=x', w.sessions.business);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['campaign_id', 'status_id']);
  });
});

describe('GET /api/unlocked-contacts/{id}', () => {
  it("shows one of the company's contacts; another company's is 403, an unknown one 404", async () => {
    expect((await detail(campaignUnlock)).driver.full_name).toBe('Kim1 Muster');
    expect((await t.call('GET', `/api/unlocked-contacts/${otherUnlock}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/unlocked-contacts/${randomUUID()}`, w.sessions.business)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', '/api/unlocked-contacts/7', w.sessions.business))).toHaveProperty('id');
  });
});

describe('PUT /api/unlocked-contacts/{id}/status and unqualifiedStatusReasons', () => {
  it('sets a base status, then a custom status mapped onto its base status, with the first working day', async () => {
    const response = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, { status_id: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contact status updated', status_id: 2, custom_status_id: null });
    const custom = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, {
      status_id: 1,
      custom_status_id: customStatusId,
    });
    expect(custom.json()).toEqual({ message: 'Contact status updated', status_id: 3, custom_status_id: customStatusId });
    const hired = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, {
      status_id: 4,
      first_work_day_at: '2026-12-01',
    });
    expect(hired.statusCode).toBe(200);
    const seen = await detail(campaignUnlock);
    expect([seen.status_id, seen.first_work_day_at, seen.checklist.status_updated]).toEqual([4, '2026-12-01', true]);
  });

  it("refuses a change back to 'Neu' (status 1) with a field message and leaves the status as it was", async () => {
    const back = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, { status_id: 1 });
    expect(back.statusCode).toBe(422);
    expect(fieldErrorsOf(back)).toEqual({ status_id: ['A contact cannot be set back to the status New.'] });
    expect((await detail(campaignUnlock)).status_id).toBe(4);
  });

  it('needs the reasons before the status 5 (422), then takes it', async () => {
    const early = await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/status`, w.sessions.business, { status_id: 5 });
    expect(early.statusCode).toBe(422);
    expect(fieldErrorsOf(early)).toEqual({ status_id: ['Choose the reasons why the contact is unqualified first.'] });
    const unknownReason = await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/unqualifiedStatusReasons`, w.sessions.business, {
      reasons: [randomUUID()],
    });
    expect(fieldErrorsOf(unknownReason)).toEqual({ reasons: ['The selected reason is invalid.'] });
    const saved = await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/unqualifiedStatusReasons`, w.sessions.business, {
      reasons: [reasonId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Contact }>().data.unqualified_status_reason_ids).toEqual([reasonId]);
    const status = await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/status`, w.sessions.business, { status_id: 5 });
    expect(status.json()).toEqual({ message: 'Contact status updated', status_id: 5, custom_status_id: null });
  });

  it('refuses another company (403), unknown contacts (404), other roles (403) and bad input (422)', async () => {
    expect((await t.call('PUT', `/api/unlocked-contacts/${otherUnlock}/status`, w.sessions.business, { status_id: 2 })).statusCode).toBe(
      403,
    );
    expect((await t.call('PUT', `/api/unlocked-contacts/${randomUUID()}/status`, w.sessions.business, { status_id: 2 })).statusCode).toBe(
      404,
    );
    expect((await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.admin, { status_id: 2 })).statusCode).toBe(
      403,
    );
    expect((await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, await t.anonymous(), { status_id: 2 })).statusCode).toBe(
      401,
    );
    expect(
      fieldErrorsOf(await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, { status_id: 0 })),
    ).toHaveProperty('status_id');
    expect(
      fieldErrorsOf(
        await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/status`, w.sessions.business, {
          status_id: 2,
          custom_status_id: reasonId,
        }),
      ),
    ).toEqual({ custom_status_id: ['The selected status is invalid.'] });
    expect(
      fieldErrorsOf(
        await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/unqualifiedStatusReasons`, w.sessions.business, { reasons: [] }),
      ),
    ).toHaveProperty('reasons');
  });
});

describe('PUT /api/unlocked-contacts/{id}/owner', () => {
  it('tells the detail whether the caller may change the owner, by the same rule (§6)', async () => {
    expect((await detail(campaignUnlock, colleague)).can_change_owner).toBe(false);
    expect((await detail(campaignUnlock, w.sessions.owner)).can_change_owner).toBe(true);
    expect((await detail(campaignUnlock, w.sessions.business)).can_change_owner).toBe(true);
    expect((await detail(requestedUnlock, colleague)).can_change_owner).toBe(true);
    const list = (await t.call('GET', '/api/unlocked-contacts', colleague)).json<{ data: Contact[] }>().data;
    expect(list.every((row) => row.can_change_owner === undefined)).toBe(true);
  });

  it("lets a campaign's user, a business-owner, or anyone on a contact without campaign choose the owner (§6)", async () => {
    // The colleague is not the employer the contact was unlocked for: a campaign contact is not theirs to assign.
    const refused = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/owner`, colleague, { owner_id: colleagueId });
    expect(refused.statusCode).toBe(403);
    const byOwner = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/owner`, w.sessions.owner, { owner_id: colleagueId });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json<{ message: string; data: Contact }>()).toMatchObject({
      message: 'Owner changed.',
      data: { owner_id: colleagueId },
    });
    const byEmployer = await t.call('PUT', `/api/unlocked-contacts/${campaignUnlock}/owner`, w.sessions.business, {
      owner_id: w.users.business.id,
    });
    expect(byEmployer.statusCode).toBe(200);
    const noCampaign = await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/owner`, colleague, { owner_id: colleagueId });
    expect(noCampaign.statusCode).toBe(200);
    expect((await detail(requestedUnlock)).checklist.owner_chosen).toBe(true);
    const ids = (await t.call('GET', `/api/unlocked-contacts?user_ids=${colleagueId}`, w.sessions.owner)).json<{ data: Contact[] }>().data;
    expect(ids.map((c) => c.id)).toEqual([requestedUnlock]);
  });

  it('refuses an owner outside the company (422) and another company (403)', async () => {
    expect(
      fieldErrorsOf(
        await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/owner`, w.sessions.owner, { owner_id: w.users.otherBusiness.id }),
      ),
    ).toEqual({ owner_id: ['The owner must be a user of your company.'] });
    expect((await t.call('PUT', `/api/unlocked-contacts/${otherUnlock}/owner`, w.sessions.owner, { owner_id: null })).statusCode).toBe(403);
    expect(fieldErrorsOf(await t.call('PUT', `/api/unlocked-contacts/${requestedUnlock}/owner`, w.sessions.owner, {}))).toHaveProperty(
      'owner_id',
    );
  });
});

describe('GET /api/dashboard', () => {
  it("counts the company's open to-dos and shows its approved campaigns' budgets", async () => {
    const response = await t.call('GET', '/api/dashboard', w.sessions.business);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<{ contacts_with_open_todos: number; open_todos: number; campaigns: Array<{ id: string }> }>();
    expect(dashboard.contacts_with_open_todos).toBe(2);
    expect(dashboard.open_todos).toBe(2);
    expect(dashboard.campaigns.map((c) => c.id)).toEqual([w.campaignId]);
    expect((await t.call('GET', '/api/dashboard', w.sessions.admin)).statusCode).toBe(403);
  });
});

describe('GET /api/stats/unlocked-contacts-*', () => {
  it("counts the company's unlocks per month and per day of this and the previous month", async () => {
    const allTime = (await t.call('GET', '/api/stats/unlocked-contacts-all-time', w.sessions.business)).json<{
      categories: string[];
      series: Array<{ name: string; data: number[] }>;
    }>();
    expect(allTime.categories.at(-1)).toBe(new Date().toISOString().slice(0, 7));
    expect(allTime.series.map((s) => [s.name, s.data.reduce((a, b) => a + b, 0)])).toEqual([
      ['unlocked', 2],
      ['hired', 1],
    ]);
    const recent = (await t.call('GET', '/api/stats/unlocked-contacts-compare-recent/1', w.sessions.business)).json<{
      categories: string[];
      series: Array<{ data: number[] }>;
    }>();
    expect(recent.categories).toHaveLength(31);
    expect(recent.series[0]?.data.at(-1)).toBe(2);
    expect((await t.call('GET', '/api/stats/unlocked-contacts-compare-recent/2', w.sessions.business)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/stats/unlocked-contacts-all-time', w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/stats/unlocked-contacts-all-time', await t.anonymous())).statusCode).toBe(401);
  });
});
