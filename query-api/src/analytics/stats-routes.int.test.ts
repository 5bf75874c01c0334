import { randomUUID } from 'node:crypto';
import { companyStreamId, contactStreamId, statsDay, type DomainEvent } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, seedWorld, startTestApp, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** A moment after the first unlock and before everything else of the history. */
let between: string;

const DAY_MS = 86_400_000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

/** Appends an event as if it had been recorded at `occurredAt`. */
async function appendAt(streamId: string, occurredAt: string, event: DomainEvent): Promise<void> {
  await t.store.append(
    streamId,
    [
      {
        id: randomUUID(),
        ...event,
        metadata: { actorId: null, actorRole: 'admin', correlationId: randomUUID(), causationId: null, occurredAt },
      },
    ],
    'any',
  );
}

const ok = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>): Promise<void> => {
  const response = await t.call(method, path, w.sessions.admin, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
};

/**
 * The history: the world's two companies (registered now), two more registered 3 and 10 days ago; the
 * company's sales owner is the admin and the other company is a partner; three unlocks (two of the
 * company, one of the other), one hire, three rejections; two contacts enabled for unlock, one terms consent.
 */
beforeAll(async () => {
  // Seeded here, not copied from the run's world template: the figures below count what happened today, and a
  // template seeded before midnight would hold yesterday's.
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 4 });
  const [c0, c1, c2] = w.contactIds as [string, string, string];
  const [o0, o1, o2, o3] = w.offerIds as [string, string, string, string];
  const registered = (name: string, days: number) => {
    const companyId = randomUUID();
    return appendAt(companyStreamId(companyId), daysAgo(days), {
      type: 'CompanyRegistered',
      data: { companyId, name, country: 'DE', zipCode: null, city: null, isPartner: false },
    });
  };
  await registered('Vor drei Tagen GmbH', 3);
  await registered('Vor zehn Tagen GmbH', 10);
  await appendAt(companyStreamId(w.companyId), daysAgo(0), {
    type: 'BusinessRegistered',
    data: {
      companyId: w.companyId,
      ownerId: w.users.owner.id,
      companyPhone: null,
      registeredFrom: null,
      registeredFromPage: null,
      salesOwnerId: w.users.admin.id,
    },
  });
  await ok('POST', `/api/companies/${w.otherCompanyId}/togglePartner`, {});

  await ok('POST', '/api/unlock-contact', { driver_id: c0, company_id: w.companyId, employer_id: null, campaign_id: w.campaignId });
  await t.caughtUp();
  between = new Date().toISOString();
  await t.caughtUp();
  await ok('POST', '/requested-contacts/unlock', { driver_id: c1, company_id: w.companyId, price: 9 });
  await ok('POST', '/requested-contacts/unlock', { driver_id: c2, company_id: w.otherCompanyId, price: 9 });
  await t.call('PUT', `/api/offers/${o0}`, w.sessions.business, { stage: 'in_company_process' });
  await ok('PUT', `/api/offers/${o0}`, { stage: 'hired' });
  await ok('POST', `/api/offers/${o1}/reject`, { reason: 'too_far' });
  await ok('POST', `/api/offers/${o2}/reject`, { reason: 'too_far' });
  await ok('POST', `/api/offers/${o3}/reject`, { reason: 'salary_too_low' });
  await appendAt(contactStreamId(c0), daysAgo(2), { type: 'ContactEnabledForUnlock', data: { contactId: c0 } });
  await appendAt(contactStreamId(c1), daysAgo(0), { type: 'ContactEnabledForUnlock', data: { contactId: c1 } });
  await appendAt(contactStreamId(c2), daysAgo(1), {
    type: 'ConsentGiven',
    data: { contactId: c2, purpose: 'terms', textVersion: '2026-01', channel: 'web', givenAt: daysAgo(1) },
  });
  await t.caughtUp();
});
afterAll(() => t.close());

type Stats = { categories: string[]; series: Array<{ name: string; data: number[] }>; from: string; till: string; as_of: string | null };
const get = async (path: string): Promise<Stats> => {
  const response = await t.call('GET', path, w.sessions.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stats>();
};
const sum = (data: readonly number[] | undefined): number => (data ?? []).reduce((a, b) => a + b, 0);
const today = statsDay(new Date());

describe('GET /api/stats/* series over time', () => {
  it('counts hires by day, this month by default, cumulative on request', async () => {
    const hires = await get('/api/stats/hired-contacts');
    expect(hires.from).toBe(`${today.slice(0, 7)}-01`);
    expect(hires.categories).toContain(today);
    expect(hires.series.map((s) => s.name)).toEqual(['hires']);
    expect(hires.series[0]?.data[hires.categories.indexOf(today)]).toBe(1);
    expect(sum(hires.series[0]?.data)).toBe(1);
    const running = await get('/api/stats/hired-contacts?period=last_7_days&cumulative=true');
    expect(running.series[0]?.data.at(-1)).toBe(1);
    expect(running.categories).toHaveLength(7);
  });

  it('compares new companies with the period before, as counts or running totals', async () => {
    const counts = await get('/api/stats/companies-compare-recent/0?period=last_7_days');
    expect(counts.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['companies', 3],
      ['companies_previous', 1],
    ]);
    const running = await get('/api/stats/companies-compare-recent/true?period=last_7_days');
    expect(running.series.map((s) => s.data.at(-1))).toEqual([3, 1]);
  });

  it('splits unlocks into partner companies and the others, and counts monthly', async () => {
    const partners = await get('/api/stats/partners?period=this_year&frequency=monthly');
    expect(partners.categories).toHaveLength(12);
    expect(partners.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['partners', 1],
      ['others', 2],
    ]);
  });

  it('counts each activity, 0 for those no event records yet', async () => {
    expect(sum((await get('/api/stats/activities/eligible-for-unlock?period=last_7_days')).series[0]?.data)).toBe(2);
    expect(sum((await get('/api/stats/activities/accepted-terms?period=last_7_days')).series[0]?.data)).toBe(1);
    const comments = await get('/api/stats/activities/comment-created?period=last_7_days&compare=true');
    expect(comments.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['comment-created', 0],
      ['comment-created_previous', 0],
    ]);
  });

  it('counts unlocks per day of a month, or per month of a year', async () => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const days = await get(`/api/stats/get-unlocked-time-wise?year=${year}&month=${month}`);
    expect(days.categories[0]).toBe(`${today.slice(0, 7)}-01`);
    expect(days.series[0]?.data[days.categories.indexOf(today)]).toBe(3);
    const months = await get(`/api/stats/get-unlocked-time-wise?year=${year}`);
    expect(months.categories).toHaveLength(12);
    expect(sum(months.series[0]?.data)).toBe(3);
    expect(sum((await get(`/api/stats/get-unlocked-time-wise?year=${year - 1}`)).series[0]?.data)).toBe(0);
  });
});

describe('GET /api/stats/* series by category', () => {
  it('counts unlocks by the company sales owner', async () => {
    const owners = await get('/api/stats/unlocks-by-sales-owner?period=last_7_days');
    expect(owners.categories).toEqual(['admin Tester', 'none']);
    expect(owners.series).toEqual([{ name: 'unlocks', data: [2, 1] }]);
  });

  it('counts hires by company and rejections by reason, most first', async () => {
    expect(await get('/api/stats/hired-contacts-by-companies')).toMatchObject({
      categories: ['Pflege Test GmbH'],
      series: [{ data: [1] }],
    });
    expect(await get('/api/stats/contact-rejection-reasons')).toMatchObject({
      categories: ['too_far', 'salary_too_low'],
      series: [{ name: 'rejections', data: [2, 1] }],
    });
  });
});

describe('revenue', () => {
  it('sums unlock prices in euros by company, and over time against the period before', async () => {
    const companies = await get('/api/stats/sale-leaderboard-sales-companies?period=last_7_days');
    expect(companies.categories).toEqual(['Pflege Test GmbH', 'Andere Firma']);
    const [ours, theirs] = companies.series[0]?.data ?? [];
    // The requested unlock's 9 € for each company, and the campaign unlock's price for the company.
    expect(theirs).toBe(9);
    expect(ours).toBeGreaterThan(9);
    const overTime = await get('/api/stats/sale-compare-recent/0?period=last_7_days');
    expect(overTime.series.map((s) => [s.name, sum(s.data)])).toEqual([
      ['revenue', (ours ?? 0) + 9],
      ['revenue_previous', 0],
    ]);
    const owners = await get('/api/stats/sale-leaderboard-compare-recent?period=last_7_days');
    expect(owners).toMatchObject({
      categories: ['admin Tester', 'none'],
      series: [
        { name: 'revenue', data: [ours, 9] },
        { name: 'revenue_previous', data: [0, 0] },
      ],
    });
    const months = await get('/api/stats/sale-leaderboard-compare-recent-months');
    expect(months.series.map((s) => s.name)).toHaveLength(3);
    expect(months.series[2]).toEqual({ name: today.slice(0, 7), data: [ours, 9] });
    expect(sum(months.series[0]?.data) + sum(months.series[1]?.data)).toBe(0);
    const before = await get(`/api/stats/sale-leaderboard-sales-companies?as_of=${encodeURIComponent(between)}`);
    expect(before).toMatchObject({ categories: ['Pflege Test GmbH'], series: [{ data: [(ours ?? 0) - 9] }] });
  });
});

describe('as_of', () => {
  it('answers from the events recorded up to that moment', async () => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const unlocks = await get(`/api/stats/get-unlocked-time-wise?year=${year}&month=${month}&as_of=${encodeURIComponent(between)}`);
    expect(sum(unlocks.series[0]?.data)).toBe(1);
    expect(unlocks.as_of).toBe(new Date(between).toISOString());
    expect((await get(`/api/stats/unlocks-by-sales-owner?as_of=${encodeURIComponent(between)}`)).series[0]?.data).toEqual([1]);
    expect(sum((await get(`/api/stats/hired-contacts?as_of=${encodeURIComponent(between)}`)).series[0]?.data)).toBe(0);
    expect((await get(`/api/stats/contact-rejection-reasons?as_of=${encodeURIComponent(between)}`)).categories).toEqual([]);
    // Seen from a day long ago, this month is that month: nothing happened in it.
    const old = await get('/api/stats/hired-contacts?as_of=2020-03-15T12:00:00Z');
    expect([old.from, old.till, sum(old.series[0]?.data)]).toEqual(['2020-03-01', '2020-03-31', 0]);
  });
});

describe('access and validation', () => {
  it('answers 401 without a session and 403 for company users and contacts', async () => {
    expect((await t.call('GET', '/api/stats/hired-contacts', await t.anonymous())).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact])
      expect((await t.call('GET', '/api/stats/unlocks-by-sales-owner', session)).statusCode).toBe(403);
  });

  it('answers 422 with field messages for unknown periods, frequencies, activities, years, months and moments', async () => {
    const bad: Array<[string, string]> = [
      ['/api/stats/hired-contacts?period=yesterday', 'period'],
      ['/api/stats/partners?frequency=hourly', 'frequency'],
      ['/api/stats/hired-contacts?as_of=gestern', 'as_of'],
      ['/api/stats/get-unlocked-time-wise?year=1999', 'year'],
      ['/api/stats/get-unlocked-time-wise?month=13', 'month'],
      ['/api/stats/activities/logged-in', 'activity'],
      ['/api/stats/companies-compare-recent/maybe', 'cumulative'],
    ];
    for (const [path, field] of bad) {
      const response = await t.call('GET', path, w.sessions.admin);
      expect(response.statusCode, path).toBe(422);
      expect(Object.keys(fieldErrorsOf(response)), path).toContain(field);
    }
  });
});
