import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
});
afterAll(() => t.close());

const profile = {
  languages: ['de', 'pl'],
  work_experience: 7,
  employment_types: ['full_time'],
  driver_licence: true,
  educations: ['nursing_exam'],
  experiences: ['hospital', 'intensive_care'],
  profession_groups: ['nurse'],
  shifts: ['early', 'night'],
  willingness_to_move: true,
};
const edit = {
  first_name: ' Kira ',
  last_name: 'Neumann',
  email: 'kira@example.test',
  phone: '+49 151 2222222',
  gender: 'female',
  birth_year: 1991,
  profile,
};

interface Detail {
  full_name: string;
  first_name: string;
  email: string | null;
  gender: string | null;
  birth_year: number | null;
  profile: typeof profile;
  incentives: Array<{ id: string; amount: number; note: string | null }>;
}
const detail = async (contactId: string): Promise<Detail> =>
  (await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json<{ data: Detail }>().data;

describe('PUT /api/user/{id} (the admin contact edit)', () => {
  it("saves the contact's name, e-mail, phone and profile, which the detail then shows", async () => {
    const contactId = w.contactIds[1] ?? '';
    const response = await t.call('PUT', `/api/user/${contactId}`, w.sessions.admin, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contact saved.' });
    expect(await detail(contactId)).toMatchObject({
      full_name: 'Kira Neumann',
      first_name: 'Kira',
      email: 'kira@example.test',
      gender: 'female',
      birth_year: 1991,
      profile,
    });
  });

  it('keeps names, e-mail, phone and birth year encrypted in the log (personal data)', async () => {
    const contactId = w.contactIds[1] ?? '';
    const events = await t.store.readStream(`contact-${contactId}`);
    expect(events.map((event) => event.type)).toContain('ContactEdited');
    // As stored (not decrypted): names, e-mail and phone are not readable.
    const stored = (await t.rawStore.readStream(`contact-${contactId}`)).filter((event) => event.type === 'ContactEdited');
    expect(stored).toHaveLength(1);
    const text = JSON.stringify(stored.map((event) => event.data));
    for (const secret of ['Kira', 'Neumann', 'kira@example.test', '2222222', '1991']) expect(text).not.toContain(secret);
  });

  it('answers 422 with field messages, 404 for an unknown contact, 403 for company users and 401 without a session', async () => {
    const url = `/api/user/${w.contactIds[2] ?? ''}`;
    const errors = fieldErrorsOf(
      await t.call('PUT', url, w.sessions.admin, { ...edit, first_name: '', email: 'not-an-e-mail', birth_year: 1800 }),
    );
    expect(Object.keys(errors).sort()).toEqual(['birth_year', 'email', 'first_name']);
    expect(
      Object.keys(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { ...edit, profile: { ...profile, shifts: ['always'] } }))),
    ).toEqual(['profile.shifts.0']);
    expect((await t.call('PUT', `/api/user/${randomUUID()}`, w.sessions.admin, edit)).statusCode).toBe(404);
    expect((await t.call('PUT', url, w.sessions.business, edit)).statusCode).toBe(403);
    expect((await t.call('PUT', url, w.sessions.owner, edit)).statusCode).toBe(403);
    expect((await t.call('PUT', url, w.sessions.contact, edit)).statusCode).toBe(403);
    expect((await t.call('PUT', url, undefined, edit)).statusCode).toBe(401);
  });
});

describe('PUT /api/incentives/give/{id}', () => {
  it('gives the contact an incentive that the detail lists', async () => {
    const contactId = w.contactIds[2] ?? '';
    const response = await t.call('PUT', `/api/incentives/give/${contactId}`, w.sessions.admin, { amount: 150, note: 'Erster Arbeitstag' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Incentive given.', incentive: { amount: 150, note: 'Erster Arbeitstag' } });
    expect((await detail(contactId)).incentives).toMatchObject([{ amount: 150, note: 'Erster Arbeitstag' }]);
  });

  it('answers 422 on the amount (missing, zero, inactive contact), 404, 403 and 401', async () => {
    const contactId = w.contactIds[3] ?? '';
    const url = `/api/incentives/give/${contactId}`;
    expect(Object.keys(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, {})))).toEqual(['amount']);
    expect(Object.keys(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { amount: 0 })))).toEqual(['amount']);
    await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: contactId, reason: 'Pausiert' });
    expect(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { amount: 50 }))).toEqual({
      amount: ['An inactive contact gets no incentive.'],
    });
    expect((await t.call('PUT', `/api/incentives/give/${randomUUID()}`, w.sessions.admin, { amount: 5 })).statusCode).toBe(404);
    expect((await t.call('PUT', url, w.sessions.business, { amount: 5 })).statusCode).toBe(403);
    expect((await t.call('PUT', url, undefined, { amount: 5 })).statusCode).toBe(401);
  });
});

describe('GET /api/contacts/{id}/pipe', () => {
  it("lists the contact's offers with campaign and company, filtered by offer_status, with counts per stage", async () => {
    const contactId = w.contactIds[0] ?? '';
    await t.caughtUp();
    const pipe = (await t.call('GET', `/api/contacts/${contactId}/pipe`, w.sessions.admin)).json<{
      data: Array<{ offer_id: string; stage: string; company_id: string; company_name: string | null }>;
      counts: Record<string, number>;
    }>();
    // contactIds[0] has an offer in the company's campaign and one in the other company's.
    expect(pipe.data.map((offer) => offer.offer_id).sort()).toEqual([w.offerIds[0], w.otherOfferId].sort());
    expect(pipe.data.map((offer) => offer.company_name).sort()).toEqual(['Andere Firma', 'Pflege Test GmbH']);
    expect(Object.values(pipe.counts).reduce((a, b) => a + b, 0)).toBe(2);
    const stage = pipe.data[0]?.stage ?? 'new';
    const filtered = (await t.call('GET', `/api/contacts/${contactId}/pipe?offer_status=${stage}`, w.sessions.admin)).json<{
      data: Array<{ stage: string }>;
    }>();
    expect(filtered.data.length).toBe(pipe.counts[stage]);
    expect(filtered.data.every((offer) => offer.stage === stage)).toBe(true);
  });

  it('answers 422 for an unknown stage, 404 for an unknown contact, 403 for company users', async () => {
    const url = `/api/contacts/${w.contactIds[0] ?? ''}/pipe`;
    expect(Object.keys(fieldErrorsOf(await t.call('GET', `${url}?offer_status=lost`, w.sessions.admin)))).toEqual(['offer_status']);
    expect((await t.call('GET', `/api/contacts/${randomUUID()}/pipe`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', url, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', url, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('GET', url)).statusCode).toBe(401);
  });
});

describe('GET /api/calls/{contactId}', () => {
  it('lists the calls companies logged with the contact, newest first, with their outcome', async () => {
    const contactId = w.contactIds[1] ?? '';
    const unlock = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: contactId,
      company_id: w.companyId,
      price: 5,
    });
    const unlockId = unlock.json<{ data: { id: string } }>().data.id;
    for (const [description, performedAt] of [
      ['Erstgespräch', '2026-11-20 09:30:00'],
      ['Rückruf', '2026-11-21 14:00:00'],
    ] as const) {
      const created = await t.call('POST', `/api/timeline/call/unlocked-contact/${unlockId}`, w.sessions.business, {
        type: 'call',
        properties: { description, outcome: 'connected' },
        performed_at: performedAt,
      });
      expect(created.statusCode).toBe(201);
    }
    await t.caughtUp();
    const calls = (await t.call('GET', `/api/calls/${contactId}`, w.sessions.admin)).json<{
      data: Array<{ description: string; outcome: string | null; company_name: string | null }>;
    }>();
    expect(calls.data).toMatchObject([
      { description: 'Rückruf', outcome: 'connected', company_name: 'Pflege Test GmbH' },
      { description: 'Erstgespräch', outcome: 'connected' },
    ]);
    expect((await t.call('GET', `/api/calls/${w.contactIds[3] ?? ''}`, w.sessions.admin)).json()).toEqual({ data: [] });
  });

  it('answers 422 for a bad id, 404 for an unknown contact, 403 for company users and 401', async () => {
    expect(Object.keys(fieldErrorsOf(await t.call('GET', '/api/calls/42', w.sessions.admin)))).toEqual(['contactId']);
    expect((await t.call('GET', `/api/calls/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/calls/${w.contactIds[1] ?? ''}`, w.sessions.owner)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/calls/${w.contactIds[1] ?? ''}`)).statusCode).toBe(401);
  });
});
