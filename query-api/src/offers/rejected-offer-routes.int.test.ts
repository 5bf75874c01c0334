import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

type Listed = {
  data: Array<{
    id: string;
    reason: string;
    text: string | null;
    driver: { full_name: string };
    company: { id: string; name: string };
    campaign: { name: string };
  }>;
  meta: { total: number; last_page: number };
};
type Statistics = { total: number; reasons: Array<{ reason: string; count: number; percentage: number }> };

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 5 }));
  // Three of the company's offers and the other company's one are rejected, by the candidate or an admin.
  const answers: Array<[string, string, string | null]> = [
    [w.offerIds[0] ?? '', 'too_far', null],
    [w.offerIds[1] ?? '', 'too_far', null],
    [w.offerIds[2] ?? '', 'other', 'Ich ziehe nach Hamburg.'],
    [w.otherOfferId, 'salary_too_low', null],
  ];
  for (const [offerId, reason, text] of answers) {
    const response = await t.call('POST', `/api/offers/${offerId}/reject`, w.sessions.admin, { reason, text });
    expect(response.statusCode).toBe(200);
  }
  await t.caughtUp();
});
afterAll(() => t.close());

describe('GET /api/rejected-offers', () => {
  it('lists every rejected offer for an admin, the latest first, with names from the board', async () => {
    const response = await t.call('GET', '/api/rejected-offers', w.sessions.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<Listed>();
    expect(body.meta.total).toBe(4);
    expect(body.data.map((row) => row.id)).toEqual([w.otherOfferId, w.offerIds[2], w.offerIds[1], w.offerIds[0]]);
    expect(body.data[1]).toMatchObject({
      reason: 'other',
      text: 'Ich ziehe nach Hamburg.',
      driver: { full_name: expect.stringContaining('Kim2') as unknown },
      company: { name: 'Pflege Test GmbH' },
      campaign: { name: 'Fahrer Berlin' },
    });
  });

  it('filters by company, campaign and account manager', async () => {
    const byCompany = (await t.call('GET', `/api/rejected-offers?company_id=${w.otherCompanyId}`, w.sessions.admin)).json<Listed>();
    expect(byCompany.data.map((row) => row.id)).toEqual([w.otherOfferId]);
    const byCampaign = (await t.call('GET', `/api/rejected-offers?campaign_id=${w.campaignId}`, w.sessions.admin)).json<Listed>();
    expect(byCampaign.meta.total).toBe(3);
    const byManager = (await t.call('GET', `/api/rejected-offers?user_id=${w.users.admin.id}`, w.sessions.admin)).json<Listed>();
    expect(byManager.meta.total).toBe(4);
    const byOtherUser = (await t.call('GET', `/api/rejected-offers?user_id=${w.users.business.id}`, w.sessions.admin)).json<Listed>();
    expect(byOtherUser.meta.total).toBe(0);
  });

  it("shows a company's users their own company only, and refuses another company (403)", async () => {
    const own = (await t.call('GET', '/api/rejected-offers', w.sessions.business)).json<Listed>();
    expect(own.data.map((row) => row.company.id)).toEqual([w.companyId, w.companyId, w.companyId]);
    expect((await t.call('GET', '/api/rejected-offers', w.sessions.otherBusiness)).json<Listed>().data.map((row) => row.id)).toEqual([
      w.otherOfferId,
    ]);
    expect((await t.call('GET', `/api/rejected-offers?company_id=${w.otherCompanyId}`, w.sessions.owner)).statusCode).toBe(403);
  });

  it('refuses candidates (403) and strangers (401), and answers bad filters with field messages (422)', async () => {
    expect((await t.call('GET', '/api/rejected-offers', w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/rejected-offers', await t.anonymous())).statusCode).toBe(401);
    expect(fieldErrorsOf(await t.call('GET', '/api/rejected-offers?company_id=acme', w.sessions.admin))).toEqual({
      company_id: ['The company id must be a valid id.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/rejected-offers?page=0', w.sessions.admin))).toEqual({
      page: ['The page must be at least 1.'],
    });
  });
});

describe('GET /api/rejected-offers-statistics', () => {
  it('counts rejections in all and per reason, most frequent first, under the same filters', async () => {
    const all = (await t.call('GET', '/api/rejected-offers-statistics', w.sessions.admin)).json<Statistics>();
    expect(all).toEqual({
      total: 4,
      reasons: [
        { reason: 'too_far', count: 2, percentage: 50 },
        { reason: 'other', count: 1, percentage: 25 },
        { reason: 'salary_too_low', count: 1, percentage: 25 },
      ],
    });
    const campaign = (
      await t.call('GET', `/api/rejected-offers-statistics?campaign_id=${w.campaignId}&page=3`, w.sessions.admin)
    ).json<Statistics>();
    expect(campaign).toEqual({
      total: 3,
      reasons: [
        { reason: 'too_far', count: 2, percentage: 66.7 },
        { reason: 'other', count: 1, percentage: 33.3 },
      ],
    });
  });

  it("gives a company's users their own figures only", async () => {
    const other = (await t.call('GET', '/api/rejected-offers-statistics', w.sessions.otherBusiness)).json<Statistics>();
    expect(other).toEqual({ total: 1, reasons: [{ reason: 'salary_too_low', count: 1, percentage: 100 }] });
    expect((await t.call('GET', `/api/rejected-offers-statistics?company_id=${w.companyId}`, w.sessions.otherBusiness)).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/rejected-offers-statistics', w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/rejected-offers-statistics', await t.anonymous())).statusCode).toBe(401);
  });
});
