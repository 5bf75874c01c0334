import { randomUUID } from 'node:crypto';
import { runJobPostingCommand } from '@rm/command-api';
import type { JobPostingCommand } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

const system = { actorId: null, actorRole: 'system' };
type PublishData = Extract<JobPostingCommand, { type: 'PublishJobPosting' }>['data'];
const publish = (campaignId: string, companyId: string, data: Partial<PublishData> = {}) =>
  runJobPostingCommand(
    t.store,
    campaignId,
    {
      type: 'PublishJobPosting',
      data: {
        campaignId,
        companyId,
        title: 'Pflegefachkraft (m/w/d) in der Altenpflege',
        description: 'Wir suchen Verstärkung für unser Team in Berlin-Mitte. Tariflohn, feste Dienstpläne.',
        profession: 'care',
        employment: 'full_time',
        holidaysCount: 30,
        benefits: ['company_pension', 'fixed_rota'],
        salary: { salaryType: 'TARIFF', amountFrom: null, amountTill: null, salaryByTariff: 'TVöD-P' },
        zipCode: '10115',
        now: '2026-11-20T10:00:00.000Z',
        ...data,
      },
    },
    system,
  );

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  await publish(w.campaignId, w.companyId);
  // Pending: not public until approved.
  await publish(w.pendingCampaignId, w.companyId, { title: 'Berufskraftfahrer CE (m/w/d)', zipCode: '80331' });
  await t.caughtUp();
});
afterAll(() => t.close());

describe('GET /api/public/jobs (job search, no sign-in)', () => {
  it('finds open postings by German full text, accents and inflections ignored, and by place and radius', async () => {
    const anonymous = await t.anonymous();
    const byWord = await t.call('GET', '/api/public/jobs?keyword=altenpflege', anonymous);
    expect(byWord.statusCode).toBe(200);
    const answer = byWord.json<{ data: Array<Record<string, unknown>>; meta: Record<string, unknown> }>();
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      id: w.campaignId,
      city: 'Berlin',
      meta: { employment: 'full_time', holidays_count: 30, salary: { salary_type: 'TARIFF', salary_by_tariff: 'TVöD-P' } },
      employer: { id: w.companyId, name: 'Pflege Test GmbH', slug: 'pflege-test-gmbh', average_ratings: null, reviews_count: 0 },
    });
    expect(answer.meta).toMatchObject({ total: 1, fuzzy: false, place: null });
    // Stemming: "Pflegefachkräfte" and "verstaerkung" without the umlaut still find the posting.
    expect((await t.call('GET', '/api/public/jobs?keyword=Tariflohn', anonymous)).json<{ data: unknown[] }>().data).toHaveLength(1);
    // A typo: no word matches, the trigram fallback finds it and says so.
    const typo = (await t.call('GET', '/api/public/jobs?keyword=Plegefachkraft', anonymous)).json<{
      data: unknown[];
      meta: { fuzzy: boolean };
    }>();
    expect(typo.data).toHaveLength(1);
    expect(typo.meta.fuzzy).toBe(true);
    // The typo's further pages are of the same search (not an empty exact one); pages end where the count does.
    const typoPage2 = (await t.call('GET', '/api/public/jobs?keyword=Plegefachkraft&page=2', anonymous)).json<{
      data: unknown[];
      meta: { fuzzy: boolean; total: number };
    }>();
    expect(typoPage2).toMatchObject({ data: [], meta: { fuzzy: true, total: 1 } });
    expect((await t.call('GET', '/api/public/jobs?keyword=Pflege&page=101', anonymous)).statusCode).toBe(422);
    // Place: 10117 is next door (default radius 30 km), Munich is far; the pending campaign's posting is not public.
    const near = (await t.call('GET', '/api/public/jobs?location=10117', anonymous)).json<{
      data: Array<{ distance_km: number }>;
      meta: { radius: number };
    }>();
    expect(near.data).toHaveLength(1);
    expect(near.meta.radius).toBe(30);
    expect(near.data[0]?.distance_km).toBeLessThan(5);
    expect((await t.call('GET', '/api/public/jobs?location=M%C3%BCnchen&radius=50', anonymous)).json<{ data: unknown[] }>().data).toEqual(
      [],
    );
    expect((await t.call('GET', '/api/public/jobs?keyword=Fahrer&location=Berlin', anonymous)).json<{ data: unknown[] }>().data).toEqual(
      [],
    );
  });

  it('answers 422 without keyword and place, for an unknown place, and for a bad radius', async () => {
    const anonymous = await t.anonymous();
    expect(fieldErrorsOf(await t.call('GET', '/api/public/jobs', anonymous))).toHaveProperty('keyword');
    expect(fieldErrorsOf(await t.call('GET', '/api/public/jobs?location=Atlantis', anonymous))).toHaveProperty('location');
    expect((await t.call('GET', '/api/public/jobs?location=10115&radius=0', anonymous)).statusCode).toBe(422);
  });
});

describe('GET /api/public/jobs/{id}, /api/public/highlights, /api/public/places', () => {
  it('shows an open posting with its text, 404 for one not open or unknown', async () => {
    const anonymous = await t.anonymous();
    const job = await t.call('GET', `/api/public/jobs/${w.campaignId}`, anonymous);
    expect(job.statusCode).toBe(200);
    expect(job.json()).toMatchObject({
      title: 'Pflegefachkraft (m/w/d) in der Altenpflege',
      description: expect.stringContaining('Tariflohn') as unknown,
    });
    expect((await t.call('GET', `/api/public/jobs/${w.pendingCampaignId}`, anonymous)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/public/jobs/${randomUUID()}`, anonymous)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/public/jobs/not-an-id', anonymous)).statusCode).toBe(422);
  });

  it('gives the landing page its newest postings and employers, and places by code or name', async () => {
    const anonymous = await t.anonymous();
    const highlights = (await t.call('GET', '/api/public/highlights', anonymous)).json<{
      latest: unknown[];
      employers: unknown[];
      open_jobs: number;
    }>();
    expect(highlights.open_jobs).toBe(1);
    expect(highlights.employers).toEqual([expect.objectContaining({ slug: 'pflege-test-gmbh' })]);
    const places = (await t.call('GET', '/api/public/places?search=1011', anonymous)).json<{ data: Array<{ zip_code: string }> }>();
    expect(places.data.map((p) => p.zip_code)).toContain('10115');
    expect((await t.call('GET', '/api/public/places?search=x', anonymous)).statusCode).toBe(422);
  });
});
