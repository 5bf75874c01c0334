import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 6 }));
});
afterAll(() => t.close());

type Detail = {
  data: {
    call_made: boolean;
    is_active: boolean;
    inactive_reason: string | null;
    disabled_for_unlock: boolean;
    phone_confirmed_at: string | null;
  };
};
const detail = async (contactId: string): Promise<Detail['data']> => {
  await t.caughtUp();
  return (await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json<Detail>().data;
};

describe('GET /api/contacts/{id}', () => {
  it('answers the contact detail', async () => {
    const response = await t.call('GET', `/api/contacts/${w.contactIds[0] ?? ''}`, w.sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: w.contactIds[0],
        full_name: 'Kim0 Muster',
        email: 'kim0@example.test',
        phone: '+49 151 1111111',
        phone_confirmed_at: null,
        is_active: true,
        inactive_reason: null,
        disabled_for_unlock: false,
        call_made: false,
        recruitment_interest: null,
        created_at: expect.stringMatching(/^\d{4}-/) as unknown,
        meta: { zip_code: '10115', city: 'Berlin', profession: 'driver', utm: null },
        first_name: 'Kim0',
        last_name: 'Muster',
        gender: null,
        birth_year: null,
        profile: {
          languages: [],
          work_experience: null,
          employment_types: [],
          driver_licence: false,
          educations: [],
          experiences: [],
          profession_groups: [],
          shifts: [],
          willingness_to_move: false,
        },
        incentives: [],
      },
    });
  });

  it('answers 404 for an unknown contact and 422 for a bad id', async () => {
    const unknown = await t.call('GET', `/api/contacts/${randomUUID()}`, w.sessions.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Contact not found.' });
    expect(fieldErrorsOf(await t.call('GET', '/api/contacts/42', w.sessions.admin))).toEqual({ id: ['The id must be a valid id.'] });
  });
});

describe('POST /api/contacts/{id}/update-call-status', () => {
  it('sets the call status both ways: {success: true}', async () => {
    const contactId = w.contactIds[1] ?? '';
    const called = await t.call('POST', `/api/contacts/${contactId}/update-call-status`, w.sessions.admin, { call_made: true });
    expect(called.statusCode).toBe(200);
    expect(called.json()).toEqual({ success: true });
    expect((await detail(contactId)).call_made).toBe(true);
    expect((await t.call('POST', `/api/contacts/${contactId}/update-call-status`, w.sessions.admin, { call_made: false })).json()).toEqual({
      success: true,
    });
    expect((await detail(contactId)).call_made).toBe(false);
  });

  it('answers 422 for a missing or mistyped call_made and 404 for an unknown contact', async () => {
    const url = `/api/contacts/${w.contactIds[1] ?? ''}/update-call-status`;
    expect(fieldErrorsOf(await t.call('POST', url, w.sessions.admin, {}))).toEqual({ call_made: ['The call made field is required.'] });
    expect(fieldErrorsOf(await t.call('POST', url, w.sessions.admin, { call_made: 'maybe' }))).toEqual({
      call_made: ['The call made must be a boolean.'],
    });
    expect(
      (await t.call('POST', `/api/contacts/${randomUUID()}/update-call-status`, w.sessions.admin, { call_made: true })).statusCode,
    ).toBe(404);
  });
});

describe('POST /contacts/toggleActive', () => {
  it('deactivates with a reason and activates again: {is_active}', async () => {
    const contactId = w.contactIds[2] ?? '';
    const off = await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: contactId, reason: 'Found a job' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ is_active: false });
    expect(await detail(contactId)).toMatchObject({ is_active: false, inactive_reason: 'Found a job' });
    expect(
      (await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: contactId, reason: 'Looking again' })).json(),
    ).toEqual({ is_active: true });
    expect(await detail(contactId)).toMatchObject({ is_active: true, inactive_reason: null });
  });

  it('answers 422 for a missing or empty reason and a bad driver_id; 404 for an unknown contact', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: w.contactIds[2] }))).toEqual({
      reason: ['The reason field is required.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: w.contactIds[2], reason: '' })),
    ).toEqual({ reason: ['The reason field is required.'] });
    expect(fieldErrorsOf(await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: 7, reason: 'x' }))).toEqual({
      driver_id: ['The driver id must be a string.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: 'abc', reason: 'x' }))).toEqual({
      driver_id: ['The driver id must be a valid id.'],
    });
    const unknown = await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: randomUUID(), reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Contact not found.' });
  });
});

describe('POST /contacts/toggleDisableForUnlock', () => {
  it('toggles unlock availability: {disabled_for_unlock}', async () => {
    const contactId = w.contactIds[3] ?? '';
    expect((await t.call('POST', '/contacts/toggleDisableForUnlock', w.sessions.admin, { driver_id: contactId })).json()).toEqual({
      disabled_for_unlock: true,
    });
    expect((await detail(contactId)).disabled_for_unlock).toBe(true);
    expect((await t.call('POST', '/contacts/toggleDisableForUnlock', w.sessions.admin, { driver_id: contactId })).json()).toEqual({
      disabled_for_unlock: false,
    });
  });

  it('answers 422 without driver_id and 404 for an unknown contact', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/contacts/toggleDisableForUnlock', w.sessions.admin, {}))).toEqual({
      driver_id: ['The driver id field is required.'],
    });
    expect((await t.call('POST', '/contacts/toggleDisableForUnlock', w.sessions.admin, { driver_id: randomUUID() })).statusCode).toBe(404);
  });
});

describe('GET /contacts/{id}/verifyWithoutCode', () => {
  it('verifies the phone once: {message, phone_confirmed_at}, the same instant when asked again', async () => {
    const contactId = w.contactIds[4] ?? '';
    const first = await t.call('GET', `/contacts/${contactId}/verifyWithoutCode`, w.sessions.admin);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ message: string; phone_confirmed_at: string }>();
    expect(body).toEqual({ message: 'Phone verified', phone_confirmed_at: expect.stringMatching(/^\d{4}-/) as unknown });
    expect((await t.call('GET', `/contacts/${contactId}/verifyWithoutCode`, w.sessions.admin)).json()).toEqual(body);
    expect((await detail(contactId)).phone_confirmed_at).toBe(body.phone_confirmed_at);
  });

  it('refuses a cross-site navigation (no X-XSRF-TOKEN header: 419) and has no HEAD twin; nothing changes', async () => {
    const contactId = w.contactIds[5] ?? '';
    const navigation = await t.call('GET', `/contacts/${contactId}/verifyWithoutCode`, w.sessions.admin, undefined, { 'x-xsrf-token': '' });
    expect(navigation.statusCode).toBe(419);
    expect(
      (
        await t.app.inject({
          method: 'HEAD',
          url: `/contacts/${contactId}/verifyWithoutCode`,
          headers: { cookie: w.sessions.admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await detail(contactId)).phone_confirmed_at).toBeNull();
  });

  it('answers 404 for an unknown contact and 422 for a bad id', async () => {
    expect((await t.call('GET', `/contacts/${randomUUID()}/verifyWithoutCode`, w.sessions.admin)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', '/contacts/abc/verifyWithoutCode', w.sessions.admin))).toEqual({
      id: ['The id must be a valid id.'],
    });
  });
});
