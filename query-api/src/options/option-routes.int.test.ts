import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
});
afterAll(() => t.close());

type Named = { id: string; name: string };
type Person = { id: string; full_name: string };

describe('options', () => {
  it('GET /api/options/companies: every company for admins, their own for company users', async () => {
    expect((await t.call('GET', '/api/options/companies', w.sessions.admin)).json()).toEqual([
      { id: w.otherCompanyId, name: 'Andere Firma' },
      { id: w.companyId, name: 'Pflege Test GmbH' },
    ]);
    expect((await t.call('GET', '/api/options/companies', w.sessions.owner)).json()).toEqual([
      { id: w.companyId, name: 'Pflege Test GmbH' },
    ]);
  });

  it("GET /api/options/employers?company_id: the company's users; company_id required; another company 403", async () => {
    const employers = (await t.call('GET', `/api/options/employers?company_id=${w.companyId}`, w.sessions.admin)).json<Person[]>();
    expect(employers).toEqual(
      expect.arrayContaining([
        { id: w.users.business.id, full_name: 'business Tester' },
        { id: w.users.owner.id, full_name: 'business-owner Tester' },
      ]),
    );
    expect(employers.map((e) => e.id)).not.toContain(w.users.otherBusiness.id);
    expect((await t.call('GET', `/api/options/employers?company_id=${w.companyId}`, w.sessions.business)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/options/employers?company_id=${w.otherCompanyId}`, w.sessions.business)).statusCode).toBe(403);
    expect(fieldErrorsOf(await t.call('GET', '/api/options/employers', w.sessions.admin))).toEqual({
      company_id: ['The company id field is required.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/options/employers?company_id=acme', w.sessions.admin))).toEqual({
      company_id: ['The company id must be a valid id.'],
    });
  });

  it('GET /api/options/all-campaigns?company_id: campaigns with their cost per unlock in euros', async () => {
    const campaigns = (await t.call('GET', `/api/options/all-campaigns?company_id=${w.companyId}`, w.sessions.admin)).json<
      Array<Named & { cost_per_unlock: number }>
    >();
    expect(campaigns).toEqual([
      { id: w.campaignId, name: 'Fahrer Berlin', cost_per_unlock: 25 },
      { id: w.pendingCampaignId, name: 'Fahrer Berlin II', cost_per_unlock: 25 },
      { id: w.bigPendingCampaignId, name: 'Fahrer bundesweit', cost_per_unlock: 25 },
    ]);
    expect((await t.call('GET', '/api/options/all-campaigns', w.sessions.admin)).json<unknown[]>()).toHaveLength(4);
    expect((await t.call('GET', '/api/options/all-campaigns', w.sessions.otherBusiness)).json<Named[]>().map((c) => c.id)).toEqual([
      w.otherCampaignId,
    ]);
    expect((await t.call('GET', `/api/options/all-campaigns?company_id=${w.companyId}`, w.sessions.otherBusiness)).statusCode).toBe(403);
  });

  it('GET /api/options/account-manager-users and /api/options/admin-users: [{id, full_name}]', async () => {
    expect((await t.call('GET', '/api/options/account-manager-users', w.sessions.admin)).json()).toEqual([
      { id: w.users.admin.id, full_name: 'admin Tester' },
    ]);
    expect((await t.call('GET', '/api/options/admin-users', w.sessions.admin)).json()).toEqual([
      { id: w.users.admin.id, full_name: 'admin Tester' },
    ]);
  });
});
