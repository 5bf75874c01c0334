import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyStreamId } from '@rm/domain';
import { fieldErrorsOf, startTestApp, type TestApp } from '@rm/server/testing';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Pflegedienst Sonnenschein GmbH',
  full_name: 'Anna Maria Schulz',
  email: `anna-${Math.random().toString(36).slice(2, 8)}@pflege-sonnenschein.de`,
  mobile: '0151 23456789',
  company_phone: '040 1234567',
  location: '20095',
  password: 'Sonnenschein2026',
  password_confirmation: 'Sonnenschein2026',
  accept_terms_condition: true,
  accept_dpa: true,
  registered_from_page: '/register/business',
  ...overrides,
});

describe('POST /register/business', () => {
  it('creates the company and its owner, signs the owner in and says where to go', async () => {
    const browser = await t.anonymous();
    const body = form();
    const response = await t.call('POST', '/register/business', browser, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ company_id: string; redirect_path: string; user: { id: string; full_name: string } }>();
    expect(answer).toMatchObject({ redirect_path: '/company', user: { full_name: 'Anna Maria Schulz' } });
    const session = response.cookies.find((c) => c.name === 'rm_session')?.value;
    expect(session).toBeTruthy();
    const me = await t.call('GET', '/api/user/current', undefined, undefined, { cookie: `rm_session=${session ?? ''}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      first_name: 'Anna',
      last_name: 'Maria Schulz',
      email: body.email,
      company_id: answer.company_id,
      roles: expect.arrayContaining([{ name: 'business-owner' }]) as unknown,
    });
    await t.caughtUp();
    const admin = await t.signIn(await t.createUser('admin'));
    const company = (await t.call('GET', `/api/companies/${answer.company_id}`, admin)).json<Record<string, unknown>>();
    expect(company).toMatchObject({ name: 'Pflegedienst Sonnenschein GmbH', zip_code: '20095', city: 'Hamburg', phone: '+49401234567' });
    const employers = (await t.call('GET', `/api/companies/${answer.company_id}/employers`, admin)).json<{
      data: Array<{ phone: string }>;
    }>();
    expect(employers.data).toEqual([expect.objectContaining({ id: answer.user.id, phone: '+4915123456789' })]);
  });

  it('shows every field error at once: terms consent, phone, password, name', async () => {
    const response = await t.call(
      'POST',
      '/register/business',
      await t.anonymous(),
      form({ accept_terms_condition: false, mobile: '12', password: 'kurz', password_confirmation: 'kurz', full_name: ' ' }),
    );
    expect(response.statusCode).toBe(422);
    const errors = fieldErrorsOf(response);
    expect(errors.accept_terms_condition?.[0]).toBe('Please accept the terms and conditions and the privacy policy.');
    expect(errors.mobile?.[0]).toBe('The mobile must be a valid phone number.');
    expect(errors.password?.[0]).toMatch(/at least 8 characters/);
    expect(errors.full_name?.[0]).toBe('The name field is required.');
  });

  it('records the accepted versions of the terms and the data processing agreement on BusinessRegistered', async () => {
    const response = await t.call('POST', '/register/business', await t.anonymous(), form({ terms_version: '2026-01' }));
    expect(response.statusCode).toBe(201);
    const { company_id } = response.json<{ company_id: string }>();
    const registered = (await t.store.readStream(companyStreamId(company_id))).find((event) => event.type === 'BusinessRegistered');
    expect(registered?.data).toMatchObject({ termsVersion: '2026-01', dpaVersion: '2026-01' });
  });

  it('needs the data processing agreement accepted, and published versions of both texts (422 on the field)', async () => {
    const withoutDpa = await t.call('POST', '/register/business', await t.anonymous(), form({ accept_dpa: false }));
    expect(withoutDpa.statusCode).toBe(422);
    expect(fieldErrorsOf(withoutDpa)).toEqual({ accept_dpa: ['Please accept the data processing agreement.'] });
    const unknown = await t.call('POST', '/register/business', await t.anonymous(), form({ terms_version: '1999-01', dpa_version: 'neu' }));
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrorsOf(unknown)).toEqual({
      terms_version: ['This text version does not exist.'],
      dpa_version: ['This text version does not exist.'],
    });
  });

  it('refuses a password confirmation that differs, and a taken e-mail (on email)', async () => {
    const mismatch = await t.call('POST', '/register/business', await t.anonymous(), form({ password_confirmation: 'Anders2026' }));
    expect(fieldErrorsOf(mismatch).password?.[0]).toBe('The password confirmation does not match.');
    const body = form();
    expect((await t.call('POST', '/register/business', await t.anonymous(), body)).statusCode).toBe(201);
    const again = await t.call('POST', '/register/business', await t.anonymous(), form({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(fieldErrorsOf(again).email?.[0]).toBe('The email has already been taken.');
  });

  it('accepts an international number of another country, and refuses a bad e-mail by schema', async () => {
    const polish = await t.call(
      'POST',
      '/register/business',
      await t.anonymous(),
      form({ mobile: '+48 512 345 678', company_phone: null, country_id: 'PL' }),
    );
    expect(polish.statusCode).toBe(201);
    const badEmail = await t.call('POST', '/register/business', await t.anonymous(), form({ email: 'keine-adresse' }));
    expect(Object.keys(fieldErrorsOf(badEmail))).toContain('email');
  });

  it('is throttled like sign-in: after 5 failed attempts for one e-mail a minute, 429 with Retry-After', async () => {
    const email = 'draengler@firma-test.de';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.call('POST', '/register/business', await t.anonymous(), form({ email, accept_terms_condition: false }));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('ignores an account manager or sales owner in the public form, and so tells nobody which id is an admin', async () => {
    const admin = await t.createUser('admin');
    const withAdmin = await t.call(
      'POST',
      '/register/business',
      await t.anonymous(),
      form({ account_manager_id: admin.id, sales_owner_id: admin.id }),
    );
    const withStranger = await t.call(
      'POST',
      '/register/business',
      await t.anonymous(),
      form({ account_manager_id: randomUUID(), sales_owner_id: randomUUID() }),
    );
    expect([withAdmin.statusCode, withStranger.statusCode]).toEqual([201, 201]);
    await t.caughtUp();
    const adminSession = await t.signIn(admin);
    for (const registered of [withAdmin, withStranger]) {
      const { company_id } = registered.json<{ company_id: string }>();
      const company = (await t.call('GET', `/api/companies/${company_id}`, adminSession)).json<Record<string, unknown>>();
      expect(company).toMatchObject({ account_manager_id: null, sales_owner_id: null });
    }
  });

  it('needs the XSRF token like every POST', async () => {
    const response = await t.call('POST', '/register/business', undefined, form());
    expect(response.statusCode).toBe(419);
  });
});
