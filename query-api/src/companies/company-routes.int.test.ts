import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let duplicateA: string;
let duplicateB: string;
let domainA: string;
let domainB: string;

/** A business registering itself, with an address at `domain`. */
async function register(companyName: string, email: string, location: string): Promise<string> {
  const response = await t.call('POST', '/register/business', await t.anonymous(), {
    company_name: companyName,
    full_name: 'Nora Nord',
    email,
    mobile: '+4915112345678',
    location,
    password: 'Nordwind2026',
    password_confirmation: 'Nordwind2026',
    accept_terms_condition: true,
    accept_dpa: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ company_id: string }>().company_id;
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  // Two spellings of one company at one postal code (the test companies are all at 10115 Berlin).
  duplicateA = await t.seedCompany('Pflegedienst Müller GmbH');
  duplicateB = await t.seedCompany('pflegedienst mueller');
  // Two names, two places, one e-mail domain.
  domainA = await register('Spedition Nordwind', 'nora@spedition-nordwind.de', '20095');
  domainB = await register('Nordwind Logistik', 'dispo@spedition-nordwind.de', '80331');
  await t.caughtUp();
});
afterAll(() => t.close());

type Page<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

describe('GET /api/companies', () => {
  it('lists companies by name and searches by name, postal code or city', async () => {
    const all = (await t.call('GET', '/api/companies', w.sessions.admin)).json<Page<{ name: string }>>();
    expect(all.data.map((c) => c.name)).toEqual([
      'Andere Firma',
      'Nordwind Logistik',
      'Pflege Test GmbH',
      'pflegedienst mueller',
      'Pflegedienst Müller GmbH',
      'Spedition Nordwind',
    ]);
    const found = (await t.call('GET', '/api/companies?search=m%C3%BCller', w.sessions.admin)).json<Page<{ id: string }>>();
    expect(found.data.map((c) => c.id)).toEqual([duplicateA]);
    expect((await t.call('GET', '/api/companies?search=10115', w.sessions.admin)).json<Page<unknown>>().meta.total).toBe(4);
    const hamburg = (await t.call('GET', '/api/companies?search=hamburg', w.sessions.admin)).json<Page<{ id: string }>>();
    expect(hamburg.data.map((c) => c.id)).toEqual([domainA]);
    const managed = (await t.call('GET', `/api/companies?account_manager_id=${w.users.admin.id}`, w.sessions.admin)).json<Page<unknown>>();
    expect(managed.meta.total).toBe(2);
  });

  it('filters by state', async () => {
    await t.call('POST', `/api/companies/${duplicateB}/toggleActive`, w.sessions.admin, {});
    const inactive = (await t.call('GET', '/api/companies?status=inactive', w.sessions.admin)).json<Page<{ id: string }>>();
    expect(inactive.data.map((c) => c.id)).toEqual([duplicateB]);
  });

  it('is for admins only', async () => {
    expect((await t.call('GET', '/api/companies', w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/companies', await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', '/api/companies?status=nonsense', w.sessions.admin)).statusCode).toBe(422);
  });
});

describe('GET /api/companies/{id} and its tabs', () => {
  it('answers the detail with its duplicates and version', async () => {
    const company = (await t.call('GET', `/api/companies/${duplicateA}`, w.sessions.admin)).json<Record<string, unknown>>();
    expect(company).toMatchObject({
      id: duplicateA,
      name: 'Pflegedienst Müller GmbH',
      admin_url: `/companies/${duplicateA}`,
      is_active: true,
      duplicates: [{ id: duplicateB, name: 'pflegedienst mueller' }],
      hubspot_object: null,
      suggestedHubSpotCompanies: [],
      version: 0,
    });
    expect((await t.call('GET', `/api/companies/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('answers every tab of a company, and 404 for an unknown one', async () => {
    for (const tab of ['employers', 'campaigns', 'reviews', 'audiences', 'transactions', 'stats']) {
      expect((await t.call('GET', `/api/companies/${w.companyId}/${tab}`, w.sessions.admin)).statusCode, tab).toBe(200);
      expect((await t.call('GET', `/api/companies/${randomUUID()}/${tab}`, w.sessions.admin)).statusCode, tab).toBe(404);
      expect((await t.call('GET', `/api/companies/${w.companyId}/${tab}`, await t.anonymous())).statusCode, tab).toBe(401);
    }
    const campaigns = (await t.call('GET', `/api/companies/${w.companyId}/campaigns?filter=pending_approval`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(campaigns.data.map((c) => c.id).sort()).toEqual([w.pendingCampaignId, w.bigPendingCampaignId].sort());
    const reviews = (await t.call('GET', `/api/companies/${w.companyId}/reviews`, w.sessions.admin)).json<unknown>();
    expect(reviews).toEqual({ data: [], meta: { count: 0, average_rating: null } });
    const stats = (await t.call('GET', `/api/companies/${w.companyId}/stats`, w.sessions.admin)).json<Record<string, unknown>>();
    expect(stats).toMatchObject({ campaigns: { total: 3, pending_approval: 2, approved: 1 }, open_offers: 3, employers: 2 });
  });

  it('shows a business-owner their own company’s users and nothing else; other tabs are for admins', async () => {
    const own = await t.call('GET', `/api/companies/${w.companyId}/employers`, w.sessions.owner);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json<{ data: Array<{ id: string }> }>()
        .data.map((u) => u.id)
        .sort(),
    ).toEqual([w.users.business.id, w.users.owner.id].sort());
    expect((await t.call('GET', `/api/companies/${w.otherCompanyId}/employers`, w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/companies/${w.companyId}/employers`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/companies/${w.companyId}/campaigns`, w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/companies/${w.companyId}`, w.sessions.owner)).statusCode).toBe(403);
  });

  it("shows each user's permissions as last set by an admin, null while never set", async () => {
    type Row = { id: string; permissions: string[] | null };
    const employers = async () =>
      (await t.call('GET', `/api/companies/${w.companyId}/employers`, w.sessions.admin)).json<{ data: Row[] }>().data;
    const business = w.users.business.id;
    const before = (await employers()).find((row) => row.id === business);
    expect(before?.permissions).toBeNull();
    const set = (permissions: string[]) => t.call('PUT', `/api/company-users/${business}/permissions`, w.sessions.admin, { permissions });
    expect((await set(['timeline', 'tasks'])).statusCode).toBe(200);
    await t.caughtUp();
    expect((await employers()).find((row) => row.id === business)?.permissions?.sort()).toEqual(['tasks', 'timeline']);
    // Every area again, as before: the other tests of the world's business user are not limited.
    expect((await set(['unlocked-contacts', 'timeline', 'tasks', 'campaigns', 'billing'])).statusCode).toBe(200);
    await t.caughtUp();
  });

  it('lists transactions with the unlock charges and pauses their reminders', async () => {
    const unlocked = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: w.contactIds[0],
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    expect(unlocked.statusCode).toBe(201);
    await t.caughtUp();
    const page = (await t.call('GET', `/api/companies/${w.companyId}/transactions`, w.sessions.admin)).json<
      Page<{ id: string; type: string; amount: number; status: string; reminders_paused: boolean; campaign: { name: string } }>
    >();
    expect(page.data).toEqual([
      expect.objectContaining({
        type: 'unlock',
        amount: 25,
        status: 'open',
        reminders_paused: false,
        campaign: { id: w.campaignId, name: 'Fahrer Berlin' },
      }),
    ]);
    const transactionId = page.data[0]?.id ?? '';
    expect((await t.call('GET', `/api/transactions/${transactionId}/toggle-reminders`, w.sessions.admin)).json()).toEqual({
      reminders_paused: false,
    });
    expect((await t.call('POST', `/api/transactions/${transactionId}/toggle-reminders`, w.sessions.admin)).json()).toEqual({
      reminders_paused: true,
    });
    expect((await t.call('GET', `/api/transactions/${transactionId}/toggle-reminders`, w.sessions.admin)).json()).toEqual({
      reminders_paused: true,
    });
    expect((await t.call('POST', `/api/transactions/${transactionId}/toggle-reminders`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/transactions/${randomUUID()}/toggle-reminders`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/transactions/${randomUUID()}/toggle-reminders`, w.sessions.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/hubspot/duplicate-companies', () => {
  it('finds companies with the same normalised name and postal code, or the same e-mail domain, pages of perPage', async () => {
    const page = (await t.call('GET', '/api/hubspot/duplicate-companies?page=1&perPage=10', w.sessions.admin)).json<
      Page<{ id: string; duplicates: Array<{ id: string; reason: string }> }>
    >();
    // The test users' addresses at api.test (a reserved name) say nothing about their companies.
    expect(page.data.map((c) => c.id)).toEqual([duplicateA, duplicateB, domainA, domainB]);
    expect(page.data[0]?.duplicates).toEqual([expect.objectContaining({ id: duplicateB, reason: 'name_and_postal_code' })]);
    expect(page.data[2]?.duplicates).toEqual([expect.objectContaining({ id: domainB, reason: 'domain' })]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    const second = (await t.call('GET', '/api/hubspot/duplicate-companies?page=2&perPage=3', w.sessions.admin)).json<
      Page<{ id: string }>
    >();
    expect(second.data.map((c) => c.id)).toEqual([domainB]);
    expect((await t.call('GET', '/api/hubspot/duplicate-companies', w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/hubspot/duplicate-companies?perPage=500', w.sessions.admin)).statusCode).toBe(422);
  });

  it('drops a deleted duplicate from the list', async () => {
    expect((await t.call('DELETE', `/api/companies/${duplicateB}`, w.sessions.admin)).statusCode).toBe(204);
    const page = (await t.call('GET', '/api/hubspot/duplicate-companies', w.sessions.admin)).json<Page<{ id: string }>>();
    expect(page.data.map((c) => c.id)).toEqual([domainA, domainB]);
  });
});
