import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

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

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
  // Two of the four Berlin drivers get a profile: one German-speaking nurse with 10 years, one Polish-speaking caregiver with 2.
  const edit = (index: number, body: Record<string, unknown>) =>
    t.call('PUT', `/api/user/${w.contactIds[index] ?? ''}`, w.sessions.admin, {
      first_name: `Kim${index}`,
      last_name: 'Muster',
      email: null,
      phone: null,
      gender: null,
      birth_year: null,
      profile: baseProfile,
      ...body,
    });
  await edit(1, {
    gender: 'female',
    birth_year: 1990,
    profile: {
      ...baseProfile,
      languages: ['de'],
      work_experience: 10,
      educations: ['nursing_exam', 'first_aid'],
      profession_groups: ['nurse'],
    },
  });
  await edit(2, {
    gender: 'male',
    birth_year: 2000,
    profile: { ...baseProfile, languages: ['pl', 'de'], work_experience: 2, educations: ['first_aid'], driver_licence: true },
  });
  await t.caughtUp();
});
afterAll(() => t.close());

const berlin = { zip_code: '10115', range: 40, profession: 'driver' };
const count = async (meta: Record<string, unknown>): Promise<number | null> =>
  (await t.call('POST', '/api/potential-contacts', w.sessions.business, { meta: { ...berlin, ...meta } })).json<{ count: number | null }>()
    .count;

describe('POST /api/potential-contacts with meta filters', () => {
  it('applies every filter to the count', async () => {
    expect(await count({})).toBe(4);
    expect(await count({ languages: ['de'] })).toBe(2);
    expect(await count({ languages: ['pl'] })).toBe(1);
    expect(await count({ gender: 'female' })).toBe(1);
    expect(await count({ work_experience: 3 })).toBe(1);
    expect(await count({ age_from: 18, age_to: 30 })).toBe(1);
    expect(await count({ educations: ['nursing_exam', 'first_aid'] })).toBe(2);
    expect(await count({ educations: ['nursing_exam', 'first_aid'], educations_operator: 'and' })).toBe(1);
    expect(await count({ driver_licence: true })).toBe(1);
    expect(await count({ profession_groups: ['nurse'], languages: ['de'] })).toBe(1);
    expect(await count({ willingness_to_move: true })).toBe(0);
    // Filters that ask nothing count as before.
    expect(await count({ languages: [], driver_licence: false, gender: null })).toBe(4);
  });

  it('answers 422 on filters outside their ranges (ages 18–60, experience 1–46 years, known values)', async () => {
    const errors = fieldErrorsOf(
      await t.call('POST', '/api/potential-contacts', w.sessions.business, {
        meta: { ...berlin, age_from: 17, work_experience: 47, shifts: ['always'] },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['meta.age_from', 'meta.shifts.0', 'meta.work_experience']);
  });

  it('saves the filters with the audience and gives them back to its edit form', async () => {
    const filters = { languages: ['de'], age_from: 25, age_to: 45, educations: ['nursing_exam'], educations_operator: 'and' };
    const created = await t.call('POST', '/api/audiences', w.sessions.business, {
      company_id: w.companyId,
      name: 'Berlin mit Deutsch',
      meta: { ...berlin, ...filters },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const edit = (await t.call('GET', `/api/audiences/${id}/edit`, w.sessions.business)).json<{
      data: { meta: Record<string, unknown> };
    }>();
    expect(edit.data.meta).toEqual({ ...berlin, ...filters });
    const updated = await t.call('PUT', `/api/audiences/${id}`, w.sessions.business, {
      name: 'Berlin mit Deutsch',
      meta: { ...berlin, languages: ['pl'] },
    });
    expect(updated.json<{ data: { meta: Record<string, unknown> } }>().data.meta).toEqual({ ...berlin, languages: ['pl'] });
    expect(
      fieldErrorsOf(
        await t.call('PUT', `/api/audiences/${id}`, w.sessions.business, { name: 'X', meta: { ...berlin, age_from: 50, age_to: 30 } }),
      ),
    ).toEqual({ 'meta.age_to': ['The highest age must not be below the lowest.'] });
  });
});

describe('POST /api/audiences/{id}/reset-all-offers and reset-non-viewed-offers', () => {
  it('records the reset on the audience (audit log) and answers Offers reset.', async () => {
    const id = (await t.call('POST', '/api/audiences', w.sessions.admin, { company_id: w.companyId, name: 'Reset', meta: berlin })).json<{
      id: string;
    }>().id;
    for (const path of ['reset-all-offers', 'reset-non-viewed-offers']) {
      const response = await t.call('POST', `/api/audiences/${id}/${path}`, w.sessions.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Offers reset.' });
    }
    const events = await t.store.readStream(`audience-${id}`);
    expect(events.filter((event) => event.type === 'AudienceOffersReset').map((event) => (event.data as { which: string }).which)).toEqual([
      'all',
      'non_viewed',
    ]);
  });

  it('answers 404 for an unknown audience, 422 for a bad id, 403 for company users (their own audience too), 401', async () => {
    expect((await t.call('POST', `/api/audiences/${randomUUID()}/reset-all-offers`, w.sessions.admin)).statusCode).toBe(404);
    expect(Object.keys(fieldErrorsOf(await t.call('POST', '/api/audiences/42/reset-non-viewed-offers', w.sessions.admin)))).toEqual(['id']);
    const own = (
      await t.call('POST', '/api/audiences', w.sessions.business, { company_id: w.companyId, name: 'Eigene', meta: berlin })
    ).json<{ id: string }>().id;
    expect((await t.call('POST', `/api/audiences/${own}/reset-all-offers`, w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/audiences/${own}/reset-non-viewed-offers`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/audiences/${own}/reset-all-offers`)).statusCode).toBe(401);
  });
});

describe('PUT /api/audience-optimizations', () => {
  it("saves the admins' preference and answers the lists as saved", async () => {
    const response = await t.call('PUT', '/api/audience-optimizations', w.sessions.admin, {
      meta: { experiences: ['pediatrics', 'hospital', 'hospital'], qualifications: ['nurse'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Audience optimization preference saved.',
      meta: { experiences: ['hospital', 'pediatrics'], qualifications: ['nurse'] },
    });
  });

  it('answers 422 with field messages, 403 for company users and 401', async () => {
    expect(
      Object.keys(fieldErrorsOf(await t.call('PUT', '/api/audience-optimizations', w.sessions.admin, { meta: { experiences: [] } }))),
    ).toEqual(['meta.qualifications']);
    const body = { meta: { experiences: [], qualifications: [] } };
    expect((await t.call('PUT', '/api/audience-optimizations', w.sessions.business, body)).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/audience-optimizations', w.sessions.contact, body)).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/audience-optimizations', undefined, body)).statusCode).toBe(401);
  });
});

describe('GET /api/audience-optimizations', () => {
  it('answers the preference as last saved (empty before), to admins only', async () => {
    const saved = await t.call('PUT', '/api/audience-optimizations', w.sessions.admin, {
      meta: { experiences: ['intensive_care', 'hospital'], qualifications: [] },
    });
    expect(saved.statusCode).toBe(200);
    await t.caughtUp();
    const read = await t.call('GET', '/api/audience-optimizations', w.sessions.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ meta: { experiences: ['hospital', 'intensive_care'], qualifications: [] } });
    expect((await t.call('GET', '/api/audience-optimizations', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/audience-optimizations', w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/audience-optimizations', undefined)).statusCode).toBe(401);
  });
});
