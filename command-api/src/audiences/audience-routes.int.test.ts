import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
  await t.caughtUp();
});
afterAll(() => t.close());

const berlin = { zip_code: '10115', range: 40, profession: 'driver' };
const hamburg = { zip_code: '20095', range: 40, profession: 'driver' };

describe('POST /api/potential-locations', () => {
  it('answers the places of a prefix and the centre of a complete code', async () => {
    const complete = await t.call('POST', '/api/potential-locations', w.sessions.business, { zip_code: '10115' });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toEqual({
      center: { lat: 52.5323, lng: 13.3846 },
      locations: [{ zip_code: '10115', place: 'Berlin', state: 'Berlin', lat: 52.5323, lng: 13.3846 }],
    });
    const prefix = (await t.call('POST', '/api/potential-locations', w.sessions.admin, { zip_code: '101' })).json<{
      center: unknown;
      locations: Array<{ zip_code: string }>;
    }>();
    expect(prefix.center).toBeNull();
    expect(prefix.locations.length).toBeGreaterThan(1);
    expect(prefix.locations.every((place) => place.zip_code.startsWith('101'))).toBe(true);
    const unknown = (await t.call('POST', '/api/potential-locations', w.sessions.admin, { zip_code: '00000' })).json<unknown>();
    expect(unknown).toEqual({ center: null, locations: [] });
  });

  it('answers 422 for anything but 1 to 5 digits', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/api/potential-locations', w.sessions.admin, { zip_code: '1011a' }))).toHaveProperty(
      'zip_code',
    );
    expect(fieldErrorsOf(await t.call('POST', '/api/potential-locations', w.sessions.admin, { zip_code: '101150' }))).toHaveProperty(
      'zip_code',
    );
  });
});

describe('POST /api/potential-contacts', () => {
  it('counts the active contacts of the profession within the range, with the meter and the estimate', async () => {
    const response = await t.call('POST', '/api/potential-contacts', w.sessions.business, { meta: berlin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 4,
      meter: 4,
      band: 'too_small',
      color: 'danger',
      estimate_12_months: 11,
      center: { lat: 52.5323, lng: 13.3846 },
    });
    const far = (await t.call('POST', '/api/potential-contacts', w.sessions.business, { meta: hamburg })).json<{ count: number }>();
    expect(far.count).toBe(0);
    const otherProfession = (
      await t.call('POST', '/api/potential-contacts', w.sessions.business, { meta: { ...berlin, profession: 'nursing' } })
    ).json<{ count: number }>();
    expect(otherProfession.count).toBe(0);
  });

  it('counts nothing until both location and range are given', async () => {
    for (const meta of [{ zip_code: '101', range: 40 }, { zip_code: '10115' }, { range: 40, profession: 'driver' }]) {
      const answer = (await t.call('POST', '/api/potential-contacts', w.sessions.business, { meta })).json<unknown>();
      expect(answer).toEqual({ count: null, meter: 0, band: null, color: null, estimate_12_months: null, center: null });
    }
  });

  it('follows a deactivated contact', async () => {
    const contactId = w.contactIds[3] ?? '';
    await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: contactId, reason: 'moved away' });
    await t.caughtUp();
    expect((await t.call('POST', '/api/potential-contacts', w.sessions.admin, { meta: berlin })).json<{ count: number }>().count).toBe(3);
    await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: contactId, reason: 'back again' });
    await t.caughtUp();
    expect((await t.call('POST', '/api/potential-contacts', w.sessions.admin, { meta: berlin })).json<{ count: number }>().count).toBe(4);
  });

  it('answers 422 with field messages for a range out of bounds', async () => {
    const errors = fieldErrorsOf(await t.call('POST', '/api/potential-contacts', w.sessions.admin, { meta: { ...berlin, range: 500 } }));
    expect(Object.keys(errors)).toEqual(['meta.range']);
  });
});

describe('POST /api/potential-contacts/locations', () => {
  it('answers the places of the contacts in range with their counts', async () => {
    const response = await t.call('POST', '/api/potential-contacts/locations', w.sessions.business, { meta: berlin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ center: { lat: 52.5323, lng: 13.3846 }, data: [{ lat: 52.53, lng: 13.38, count: 4 }] });
    expect((await t.call('POST', '/api/potential-contacts/locations', w.sessions.business, { meta: { range: 10 } })).json()).toEqual({
      center: null,
      data: [],
    });
  });
});

describe('audiences: create, edit, change', () => {
  let audienceId = '';

  it("creates an audience for the user's own company (201) and answers it for the edit form", async () => {
    const response = await t.call('POST', '/api/audiences', w.sessions.business, {
      company_id: w.companyId,
      name: ' Fahrer Mitte ',
      // A key the form does not have is not kept (the edit form below answers the meta as it was meant).
      meta: { ...berlin, tracking_blob: 'x'.repeat(500) },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ message: string; id: string }>();
    audienceId = created.id;
    expect(created.message).toBe('Zielgruppe erstellt!');
    await t.caughtUp();
    const edit = await t.call('GET', `/api/audiences/${audienceId}/edit`, w.sessions.business);
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({
      data: {
        id: audienceId,
        name: 'Fahrer Mitte',
        company_id: w.companyId,
        candidates_count: 4,
        location: { lat: 52.5323, lng: 13.3846 },
        place: 'Berlin',
        meta: berlin,
      },
    });
  });

  it("changes the audience, and its candidate count follows ('Zielgruppe aktualisiert')", async () => {
    const response = await t.call('PUT', `/api/audiences/${audienceId}`, w.sessions.owner, { name: 'Fahrer Hamburg', meta: hamburg });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Zielgruppe aktualisiert',
      data: { name: 'Fahrer Hamburg', candidates_count: 0, place: 'Hamburg', meta: hamburg },
    });
    const back = await t.call('PUT', `/api/audiences/${audienceId}`, w.sessions.admin, { name: 'Fahrer Berlin', meta: berlin }, {});
    expect(back.json()).toMatchObject({ data: { candidates_count: 4 } });
  });

  it("refuses another company's audience (403) and another company (403)", async () => {
    expect((await t.call('GET', `/api/audiences/${audienceId}/edit`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/audiences/${audienceId}`, w.sessions.otherBusiness, { name: 'X', meta: berlin })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/api/audiences', w.sessions.business, { company_id: w.otherCompanyId, name: 'X', meta: berlin })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown audience and 422 with field messages', async () => {
    expect((await t.call('GET', `/api/audiences/${randomUUID()}/edit`, w.sessions.admin)).json()).toEqual({
      message: 'Audience not found.',
    });
    expect((await t.call('PUT', `/api/audiences/${randomUUID()}`, w.sessions.admin, { name: 'X', meta: berlin })).statusCode).toBe(404);
    const unknownZip = await t.call('POST', '/api/audiences', w.sessions.admin, {
      company_id: w.companyId,
      name: 'X',
      meta: { ...berlin, zip_code: '00000' },
    });
    expect(fieldErrorsOf(unknownZip)).toEqual({ 'meta.zip_code': ['This postal code is unknown.'] });
    const bad = await t.call('POST', '/api/audiences', w.sessions.admin, {
      company_id: w.companyId,
      name: '',
      meta: { ...berlin, range: 0 },
    });
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['meta.range', 'name']);
    const unknownCompany = await t.call('POST', '/api/audiences', w.sessions.admin, { company_id: randomUUID(), name: 'X', meta: berlin });
    expect(fieldErrorsOf(unknownCompany)).toHaveProperty('company_id');
  });
});
