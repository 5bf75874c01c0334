import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, startTestApp, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

const baseProfile = {
  languages: [] as string[],
  work_experience: null as number | null,
  employment_types: [] as string[],
  driver_licence: false,
  educations: [] as string[],
  experiences: [] as string[],
  profession_groups: [] as string[],
  shifts: [] as string[],
  willingness_to_move: false,
};
const berlin = { zip_code: '10115', range: 40, profession: 'driver' };
let everyone = '';
let german = '';
let shiftsAndLicence = '';

beforeAll(async () => {
  // Seeded here, not copied from the run's world template: the figures below count what happened today, and a
  // template seeded before midnight would hold yesterday's.
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 4 });
  // Of the four Berlin drivers, two speak German; one of them also works nights and drives.
  const edit = (index: number, profile: Record<string, unknown>) =>
    t.call('PUT', `/api/user/${w.contactIds[index] ?? ''}`, w.sessions.admin, {
      first_name: `Kim${index}`,
      last_name: 'Muster',
      email: null,
      phone: null,
      gender: null,
      birth_year: null,
      profile: { ...baseProfile, ...profile },
    });
  await edit(1, { languages: ['de'], educations: ['nursing_exam', 'first_aid'] });
  await edit(2, { languages: ['de', 'pl'], shifts: ['night'], driver_licence: true, educations: ['first_aid'] });
  const create = async (name: string, filters: Record<string, unknown>): Promise<string> =>
    (await t.call('POST', '/api/audiences', w.sessions.admin, { company_id: w.companyId, name, meta: { ...berlin, ...filters } })).json<{
      id: string;
    }>().id;
  everyone = await create('Berlin alle', {});
  german = await create('Berlin Deutsch', { languages: ['de'] });
  shiftsAndLicence = await create('Berlin Nacht mit Führerschein', {
    shifts: ['night'],
    driver_licence: true,
    educations: ['nursing_exam', 'first_aid'],
    educations_operator: 'or',
  });
  await t.caughtUp();
});
afterAll(() => t.close());

const countOf = (list: ReadonlyArray<{ id: string; candidates_count: number }>, id: string): number | undefined =>
  list.find((audience) => audience.id === id)?.candidates_count;

describe('candidate counts of audiences with meta filters', () => {
  it("the company's audience list counts each audience as the live count does", async () => {
    const list = (await t.call('GET', `/api/companies/${w.companyId}/audiences`, w.sessions.admin)).json<{
      data: Array<{ id: string; candidates_count: number }>;
    }>().data;
    const live = async (filters: Record<string, unknown>) =>
      (await t.call('POST', '/api/potential-contacts', w.sessions.admin, { meta: { ...berlin, ...filters } })).json<{ count: number }>()
        .count;
    expect(countOf(list, everyone)).toBe(4);
    expect(countOf(list, german)).toBe(2);
    expect(countOf(list, german)).toBe(await live({ languages: ['de'] }));
    expect(countOf(list, shiftsAndLicence)).toBe(1);
  });

  it('the map, the edit form and a campaign of the audience show the filtered count', async () => {
    const map = (await t.call('GET', '/api/map/audiences?audiences=all', w.sessions.admin)).json<{
      data: Array<{ id: string; candidates_count: number }>;
    }>().data;
    expect(countOf(map, german)).toBe(2);
    expect(countOf(map, everyone)).toBe(4);
    const edit = (await t.call('GET', `/api/audiences/${german}/edit`, w.sessions.admin)).json<{ data: { candidates_count: number } }>();
    expect(edit.data.candidates_count).toBe(2);
    const campaign = await t.call('POST', '/api/campaigns', w.sessions.admin, {
      company_id: w.companyId,
      name: 'Deutsch sprechende Fahrer',
      audience_id: german,
      cost_per_unlock: 10,
      budget: 100,
    });
    expect(campaign.statusCode).toBe(201);
    await t.caughtUp();
    const detail = (await t.call('GET', `/api/campaigns/${campaign.json<{ id: string }>().id}`, w.sessions.admin)).json<{
      audience: { candidates_count: number };
    }>();
    expect(detail.audience.candidates_count).toBe(2);
  });

  it('growth, the contacts tabs and the map of contacts keep to the filters', async () => {
    const growth = async (id: string) =>
      (await t.call('GET', `/api/stats/audience-growth/${id}`, w.sessions.admin)).json<{
        total: number;
        growth: Array<{ days: number; count: number }>;
      }>();
    expect((await growth(everyone)).total).toBe(4);
    const filtered = await growth(german);
    expect(filtered.total).toBe(2);
    expect(filtered.growth.find((rate) => rate.days === 28)?.count).toBe(2);
    const tab = async (id: string, types: string) =>
      (await t.call('GET', `/api/audiences/${id}/potential-contacts?types=${types}`, w.sessions.admin)).json<{
        data: Array<{ id: string }>;
        meta: { total: number };
      }>();
    expect((await tab(everyone, 'potential')).meta.total).toBe(4);
    const potential = await tab(german, 'potential');
    expect(potential.data.map((contact) => contact.id).sort()).toEqual([w.contactIds[1], w.contactIds[2]].sort());
    expect((await tab(shiftsAndLicence, 'potential')).data.map((contact) => contact.id)).toEqual([w.contactIds[2]]);
    const today = new Date().toISOString().slice(0, 10);
    const mapped = (await t.call('GET', `/api/map/audience-contacts/${german}?from=2020-01-01&till=${today}`, w.sessions.admin)).json<{
      total: number;
    }>();
    expect(mapped.total).toBe(2);
    const places = (
      await t.call('POST', '/api/potential-contacts/locations', w.sessions.admin, { meta: { ...berlin, languages: ['de'] } })
    ).json<{ data: Array<{ count: number }> }>();
    expect(places.data.reduce((sum, place) => sum + place.count, 0)).toBe(2);
  });
});

describe('the map of contacts, the contact-versus-audience score and potential companies keep to the filters', () => {
  it('the map of contacts of an audience shows only whom its filters let through', async () => {
    const total = async (query: string) =>
      (await t.call('GET', `/api/map/contacts?${query}`, w.sessions.admin)).json<{ total: number }>().total;
    expect(await total(`audiences=${everyone}`)).toBe(4);
    expect(await total(`audiences=${german}`)).toBe(2);
    expect(await total(`audiences=${shiftsAndLicence}`)).toBe(1);
    // Any of the audiences: the union, each by its own filters.
    expect(await total(`audiences=${german}&audiences=${shiftsAndLicence}`)).toBe(2);
  });

  it('scores a contact outside the filters 0, and one inside as before', async () => {
    const score = async (contact: number, audience: string) =>
      (
        await t.call('GET', `/api/contactVsAudience?contact_id=${w.contactIds[contact] ?? ''}&audience_id=${audience}`, w.sessions.admin)
      ).json<{
        score: number;
        filters_match: boolean;
        in_range: boolean;
      }>();
    const outside = await score(0, german);
    expect(outside).toMatchObject({ score: 0, filters_match: false, in_range: true });
    const inside = await score(1, german);
    expect(inside.filters_match).toBe(true);
    expect(inside.score).toBe((await score(0, everyone)).score);
    expect(inside.score).toBeGreaterThan(90);
    expect((await score(1, shiftsAndLicence)).filters_match).toBe(false);
  });

  it("lists a company's audience as potential for a contact only when the contact passes its filters", async () => {
    const audiencesOf = async (contact: number) =>
      (await t.call('GET', `/contacts/${w.contactIds[contact] ?? ''}/potentialCompanies`, w.sessions.admin))
        .json<{ data: Array<{ audiences: Array<{ id: string }> }> }>()
        .data.flatMap((row) => row.audiences.map((audience) => audience.id));
    const outside = await audiencesOf(0);
    expect(outside).toContain(everyone);
    expect(outside).not.toContain(german);
    expect(outside).not.toContain(shiftsAndLicence);
    const night = await audiencesOf(2);
    expect(night).toEqual(expect.arrayContaining([everyone, german, shiftsAndLicence]));
  });
});
