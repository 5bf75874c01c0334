import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, seedWorld, startTestApp, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  // Seeded here, not copied from the run's world template: the figures below count what happened today, and a
  // template seeded before midnight would hold yesterday's.
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 3 });
  await t.caughtUp();
});
afterAll(() => t.close());

interface MapAudience {
  id: string;
  name: string;
  company_id: string;
  range: number;
  candidates_count: number;
}
const mapAudiences = async (query = ''): Promise<MapAudience[]> =>
  (await t.call('GET', `/api/map/audiences${query}`, w.sessions.admin)).json<{ data: MapAudience[] }>().data;
const audienceNamed = async (name: string): Promise<MapAudience> => {
  const audience = (await mapAudiences('?audiences=all')).find((item) => item.name === name);
  if (!audience) throw new Error(`no audience ${name}`);
  return audience;
};
const today = new Date().toISOString().slice(0, 10);

describe('GET /api/map/audiences', () => {
  it('answers the audiences of approved campaigns by default, every audience with audiences=all', async () => {
    const paying = await mapAudiences();
    expect(paying.map((audience) => audience.name)).toEqual(['Fahrer Andere audience', 'Fahrer Berlin audience']);
    expect(paying[1]).toMatchObject({
      company_id: w.companyId,
      company_name: 'Pflege Test GmbH',
      lat: 52.52,
      lng: 13.4,
      range: 50,
      candidates_count: 3,
    });
    expect((await mapAudiences('?audiences=all')).map((audience) => audience.name).sort()).toEqual([
      'Fahrer Andere audience',
      'Fahrer Berlin II audience',
      'Fahrer Berlin audience',
      'Fahrer bundesweit audience',
    ]);
    expect(fieldErrorsOf(await t.call('GET', '/api/map/audiences?audiences=everything', w.sessions.admin))).toHaveProperty('audiences');
  });
});

describe('GET /api/map/audience-contacts/{id}', () => {
  it("answers the audience's contacts by place within the days", async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    const response = await t.call('GET', `/api/map/audience-contacts/${audience.id}?from=${today}&till=${today}`, w.sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ audience: { id: audience.id }, data: [{ lat: 52.53, lng: 13.38, count: 3 }], total: 3 });
    const before = await t.call('GET', `/api/map/audience-contacts/${audience.id}?from=2020-01-01&till=2020-12-31`, w.sessions.admin);
    expect(before.json()).toMatchObject({ data: [], total: 0 });
    const small = await audienceNamed('Fahrer Berlin II audience');
    expect(
      (await t.call('GET', `/api/map/audience-contacts/${small.id}?from=${today}&till=${today}`, w.sessions.admin)).json(),
    ).toMatchObject({
      total: 0,
    });
  });

  it("needs both dates: 422 'Please select date range!'", async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    expect(fieldErrorsOf(await t.call('GET', `/api/map/audience-contacts/${audience.id}`, w.sessions.admin))).toEqual({
      from: ['Please select date range!'],
    });
    expect(fieldErrorsOf(await t.call('GET', `/api/map/audience-contacts/${audience.id}?from=${today}`, w.sessions.admin))).toEqual({
      till: ['Please select date range!'],
    });
  });

  it('answers 404 for an unknown audience', async () => {
    const response = await t.call('GET', `/api/map/audience-contacts/${randomUUID()}?from=${today}&till=${today}`, w.sessions.admin);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/map/contacts', () => {
  it('answers contacts by place with the filters', async () => {
    const all = await t.call('GET', '/api/map/contacts', w.sessions.admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ data: [{ lat: 52.53, lng: 13.38, count: 3 }], total: 3, meta: { current_page: 1, last_page: 1 } });
    const nurses = (await t.call('GET', '/api/map/contacts?profession_groups=nursing', w.sessions.admin)).json<{ total: number }>();
    expect(nurses.total).toBe(0);
    const small = await audienceNamed('Fahrer Berlin II audience');
    const big = await audienceNamed('Fahrer bundesweit audience');
    expect((await t.call('GET', `/api/map/contacts?audiences=${small.id}`, w.sessions.admin)).json<{ total: number }>().total).toBe(0);
    expect(
      (await t.call('GET', `/api/map/contacts?audiences=${small.id}&audiences=${big.id}`, w.sessions.admin)).json<{ total: number }>()
        .total,
    ).toBe(3);
    expect(
      (await t.call('GET', `/api/map/contacts?from=${today}&till=${today}&eligible=true`, w.sessions.admin)).json<{ total: number }>()
        .total,
    ).toBe(3);
    expect((await t.call('GET', '/api/map/contacts?looking_for_job=true', w.sessions.admin)).json<{ total: number }>().total).toBe(0);
  });

  it('keeps the contacts within a radius of a postal code', async () => {
    const around = async (query: string) =>
      (await t.call('GET', `/api/map/contacts?${query}`, w.sessions.admin)).json<{ total: number }>().total;
    expect(await around('zip_code=10115&radius_km=5')).toBe(3);
    expect(await around('zip_code=80331&radius_km=50')).toBe(0);
    expect(await around('zip_code=80331&radius_km=500')).toBe(0);
    expect(await around('zip_code=04109&radius_km=200')).toBe(3);
  });

  it('answers 422 for a bad filter', async () => {
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?page=0', w.sessions.admin))).toHaveProperty('page');
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?zip_code=10115', w.sessions.admin))).toHaveProperty('radius_km');
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?radius_km=10', w.sessions.admin))).toHaveProperty('zip_code');
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?zip_code=00000&radius_km=10', w.sessions.admin))).toEqual({
      zip_code: ['The postal code is unknown.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?zip_code=1011&radius_km=10', w.sessions.admin))).toHaveProperty('zip_code');
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?zip_code=10115&radius_km=0', w.sessions.admin))).toHaveProperty(
      'radius_km',
    );
    expect(fieldErrorsOf(await t.call('GET', '/api/map/contacts?from=yesterday', w.sessions.admin))).toHaveProperty('from');
  });
});

describe('GET /api/contactVsAudience', () => {
  it('scores a contact against an audience', async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    const response = await t.call(
      'GET',
      `/api/contactVsAudience?contact_id=${w.contactIds[0] ?? ''}&audience_id=${audience.id}`,
      w.sessions.admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      score: 99,
      distance_km: 1.8,
      profession_matches: true,
      in_range: true,
      available: true,
      filters_match: true,
    });
    const small = await audienceNamed('Fahrer Berlin II audience');
    const outside = await t.call(
      'GET',
      `/api/contactVsAudience?contact_id=${w.contactIds[0] ?? ''}&audience_id=${small.id}`,
      w.sessions.admin,
    );
    expect(outside.json()).toMatchObject({ score: 50, in_range: false });
  });

  it('answers 404 for an unknown contact or audience and 422 without ids', async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    expect(
      (await t.call('GET', `/api/contactVsAudience?contact_id=${randomUUID()}&audience_id=${audience.id}`, w.sessions.admin)).statusCode,
    ).toBe(404);
    expect(Object.keys(fieldErrorsOf(await t.call('GET', '/api/contactVsAudience', w.sessions.admin))).sort()).toEqual([
      'audience_id',
      'contact_id',
    ]);
  });
});

describe('GET /contacts/{id}/potentialCompanies', () => {
  interface PotentialCompany {
    company_id: string;
    company_name: string | null;
    audience_name: string;
    distance_km: number;
    audiences: Array<{ id: string; name: string; distance_km: number }>;
  }
  const url = (contactId: string) => `/contacts/${contactId}/potentialCompanies`;

  it('answers each company whose audiences reach the contact once, with all its reaching audiences', async () => {
    const response = await t.call('GET', url(w.contactIds[0] ?? ''), w.sessions.admin);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: PotentialCompany[] }>().data;
    // The world's company has two audiences around the contact (Berlin, bundesweit), the other company one.
    expect(data.map((row) => row.company_id).sort()).toEqual([w.companyId, w.otherCompanyId].sort());
    const own = data.find((row) => row.company_id === w.companyId);
    expect(own?.company_name).toBe('Pflege Test GmbH');
    expect(own?.audiences.map((audience) => audience.name).sort()).toEqual(['Fahrer Berlin audience', 'Fahrer bundesweit audience']);
    expect(own?.audiences.map((audience) => audience.name)).toContain(own?.audience_name);
    const other = data.find((row) => row.company_id === w.otherCompanyId);
    expect(other).toMatchObject({ audience_name: 'Fahrer Andere audience', audiences: [{ name: 'Fahrer Andere audience' }] });
    expect(data.flatMap((row) => row.audiences).every((audience) => audience.distance_km === 1.8)).toBe(true);
  });

  it('answers 404 for an unknown contact, 422 for a malformed id, 401 signed out and 403 for non-admins', async () => {
    const contactId = w.contactIds[0] ?? '';
    expect((await t.call('GET', url(randomUUID()), w.sessions.admin)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', url('not-a-uuid'), w.sessions.admin))).toHaveProperty('id');
    expect((await t.call('GET', url(contactId))).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact])
      expect((await t.call('GET', url(contactId), session)).statusCode).toBe(403);
  });
});

describe('PUT /api/contacts/{id}/setRecruitmentInterest', () => {
  it('records yes and no, shown on the contact detail and the map filter', async () => {
    const contactId = w.contactIds[1] ?? '';
    const yes = await t.call('PUT', `/api/contacts/${contactId}/setRecruitmentInterest`, w.sessions.admin, { interested: true });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ recruitment_interest: true });
    await t.caughtUp();
    expect((await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json()).toMatchObject({
      data: { recruitment_interest: true },
    });
    expect((await t.call('GET', '/api/map/contacts?looking_for_job=true', w.sessions.admin)).json<{ total: number }>().total).toBe(1);
    await t.call('PUT', `/api/contacts/${contactId}/setRecruitmentInterest`, w.sessions.admin, { interested: false });
    await t.caughtUp();
    expect((await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json()).toMatchObject({
      data: { recruitment_interest: false },
    });
  });

  it('answers 404 for an unknown contact and 422 without an answer', async () => {
    expect(
      (await t.call('PUT', `/api/contacts/${randomUUID()}/setRecruitmentInterest`, w.sessions.admin, { interested: true })).statusCode,
    ).toBe(404);
    expect(
      fieldErrorsOf(await t.call('PUT', `/api/contacts/${w.contactIds[0] ?? ''}/setRecruitmentInterest`, w.sessions.admin, {})),
    ).toHaveProperty('interested');
  });
});

describe('GET /api/audiences/{id}/potential-contacts', () => {
  type Tab = { data: Array<{ id: string; distance_km: number }>; meta: { total: number } };
  const tab = async (audienceId: string, types: string): Promise<Tab> =>
    (await t.call('GET', `/api/audiences/${audienceId}/potential-contacts?types=${types}`, w.sessions.admin)).json<Tab>();

  it('answers each tab: potential, eligible, unlocked through its campaigns, unlocked by the company otherwise', async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    const other = await audienceNamed('Fahrer bundesweit audience');
    expect((await tab(audience.id, 'potential')).meta.total).toBe(3);
    const unlocked = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: w.contactIds[2],
      company_id: w.companyId,
      employer_id: w.users.business.id,
      campaign_id: w.campaignId,
    });
    expect(unlocked.statusCode).toBe(201);
    await t.caughtUp();
    const eligible = await tab(audience.id, 'eligible');
    expect(eligible.data.map((row) => row.id).sort()).toEqual([w.contactIds[0], w.contactIds[1]].sort());
    expect(eligible.data[0]?.distance_km).toBe(1.8);
    expect((await tab(audience.id, 'unlocked')).data.map((row) => row.id)).toEqual([w.contactIds[2]]);
    expect((await tab(audience.id, 'unlocked_by_company')).meta.total).toBe(0);
    // The same company's other audience around Berlin: that unlock came through another campaign.
    expect((await tab(other.id, 'unlocked_by_company')).data.map((row) => row.id)).toEqual([w.contactIds[2]]);
    expect((await tab(other.id, 'unlocked')).meta.total).toBe(0);
  });

  it('answers 404 for an unknown audience and 422 for an unknown tab', async () => {
    expect((await t.call('GET', `/api/audiences/${randomUUID()}/potential-contacts`, w.sessions.admin)).statusCode).toBe(404);
    const audience = await audienceNamed('Fahrer Berlin audience');
    expect(
      fieldErrorsOf(await t.call('GET', `/api/audiences/${audience.id}/potential-contacts?types=all`, w.sessions.admin)),
    ).toHaveProperty('types');
  });
});

describe('GET /api/stats/audience-growth/{id}', () => {
  it('answers the contacts registered within 1, 7 and 28 days with their rate per day', async () => {
    const audience = await audienceNamed('Fahrer Berlin audience');
    const response = await t.call('GET', `/api/stats/audience-growth/${audience.id}`, w.sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 3,
      growth: [
        { days: 1, count: 3, per_day: 3 },
        { days: 7, count: 3, per_day: 0.43 },
        { days: 28, count: 3, per_day: 0.11 },
      ],
    });
    expect((await t.call('GET', `/api/stats/audience-growth/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
  });
});
