import { createHash } from 'node:crypto';
import { registerUser } from '@rm/command-api';
import { userStreamId } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, TEST_PASSWORD, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

const CREDENTIALS = 'These credentials do not match our records.';

describe('POST /login', () => {
  it('signs in: 200 {user}, an HttpOnly SameSite=Lax session cookie, not Secure over plain http', async () => {
    const browser = await t.anonymous();
    const response = await t.call('POST', '/login', browser, { email: w.users.business.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: w.users.business.id,
        email: w.users.business.email,
        roles: [{ name: 'business' }],
        first_name: 'business',
        last_name: 'Tester',
        full_name: 'business Tester',
        phone_confirmed_at: null,
        profile_image_url: null,
        company_id: w.companyId,
        // A company user whose company never limited them may use every area of the workspace.
        permissions: ['unlocked-contacts', 'timeline', 'tasks', 'campaigns', 'billing'],
      },
    });
    const session = response.cookies.find((c) => c.name === 'rm_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
  });

  it('sets a Secure session cookie behind an https proxy', async () => {
    const browser = await t.anonymous();
    const response = await t.call(
      'POST',
      '/login',
      browser,
      { email: w.users.admin.email, password: TEST_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.cookies.find((c) => c.name === 'rm_session')?.secure).toBe(true);
  });

  it('stores only the hash of the session token, and the password as argon2id', async () => {
    const session = await t.signIn(w.users.owner);
    const stored = await t.pool.query(
      sql.unsafe`select id, user_id from app_sessions where id = ${createHash('sha256').update(session.token).digest('hex')}`,
    );
    expect(stored.rows).toEqual([{ id: createHash('sha256').update(session.token).digest('hex'), user_id: w.users.owner.id }]);
    expect((await t.pool.query(sql.unsafe`select 1 from app_sessions where id = ${session.token}`)).rows).toEqual([]);
    const [registered] = await t.store.readStream(userStreamId(w.users.owner.id));
    expect(registered?.type === 'UserRegistered' && registered.data.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 on email for wrong credentials and for an unknown address', async () => {
    const browser = await t.anonymous();
    for (const payload of [
      { email: w.users.admin.email, password: 'wrong-password' },
      { email: 'nobody@api.test', password: TEST_PASSWORD },
    ]) {
      const response = await t.call('POST', '/login', browser, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } });
      expect(response.cookies.find((c) => c.name === 'rm_session')).toBeUndefined();
    }
  });

  it('answers 422 with field errors for missing or mistyped fields', async () => {
    const browser = await t.anonymous();
    const missing = await t.call('POST', '/login', browser, { email: 'a@b.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'The given data was invalid.', errors: { password: ['The password field is required.'] } });
    const wrongType = await t.call('POST', '/login', browser, { email: { address: 'a@b.test' }, password: '' });
    expect(Object.keys(fieldErrorsOf(wrongType)).sort()).toEqual(['email', 'password']);
  });

  it('answers 419 without the echoed XSRF token', async () => {
    const browser = await t.anonymous();
    const response = await t.call(
      'POST',
      '/login',
      browser,
      { email: w.users.admin.email, password: TEST_PASSWORD },
      { 'x-xsrf-token': '' },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('throttles the sixth failure within a minute per e-mail and address with 429, other addresses unaffected', async () => {
    const browser = await t.anonymous();
    const attempt = (email: string, password = 'wrong') => t.call('POST', '/login', browser, { email, password });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await attempt('throttle@api.test')).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    const throttled = await attempt('throttle@api.test');
    expect(throttled.json<{ message: string }>().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('someone-else@api.test')).statusCode).toBe(422);
    // The right password does not get through while throttled either.
    for (let i = 0; i < 5; i += 1) await attempt(w.users.otherBusiness.email);
    expect((await attempt(w.users.otherBusiness.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses a second registration with the same e-mail address (409 conflict)', async () => {
    await expect(
      registerUser(
        t.store,
        { email: w.users.admin.email.toUpperCase(), firstName: 'Dup', lastName: 'Licate', password: 'x', roles: ['admin'] },
        { actorId: null, actorRole: 'system' },
      ),
    ).rejects.toMatchObject({ code: 'conflict', message: 'The email has already been taken.' });
  });
});

describe('sessions', () => {
  it('GET /api/user/current: 200 for a session, 401 without one (and the XSRF cookie is set)', async () => {
    const me = await t.call('GET', '/api/user/current', w.sessions.owner);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: w.users.owner.id,
      roles: [{ name: 'business-owner' }, { name: 'business' }],
      full_name: 'business-owner Tester',
      company_id: w.companyId,
    });
    const anonymous = await t.call('GET', '/api/user/current');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    expect(anonymous.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();
  });

  it('GET /api/company/current: the company of a company user, null for an admin, 401 without a session', async () => {
    const company = await t.call('GET', '/api/company/current', w.sessions.business);
    expect(company.json()).toEqual({
      id: w.companyId,
      name: 'Pflege Test GmbH',
      country: 'DE',
      account_manager_id: w.users.admin.id,
      is_partner: false,
    });
    expect((await t.call('GET', '/api/company/current', w.sessions.admin)).json()).toBeNull();
    expect((await t.call('GET', '/api/company/current')).statusCode).toBe(401);
  });

  it('answers 401 once the session expired', async () => {
    const session = await t.signIn(w.users.business);
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(200);
    await t.app.sessions.expire(session.token);
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/offers/${w.offerIds[0] ?? ''}`, session, { stage: 'in_process' })).statusCode).toBe(401);
  });

  it('slides the expiry to 8 hours after the last request', async () => {
    const session = await t.signIn(w.users.business);
    const id = createHash('sha256').update(session.token).digest('hex');
    await t.pool.query(
      sql.unsafe`update app_sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '6 hours' where id = ${id}`,
    );
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(200);
    const row = await t.pool.query(
      sql.unsafe`select extract(epoch from expires_at - now())::int as seconds from app_sessions where id = ${id}`,
    );
    expect((row.rows[0] as { seconds: number }).seconds).toBeGreaterThan(8 * 3600 - 60);
  });

  it('POST /logout: 204, the session ends; 419 without the XSRF token', async () => {
    const session = await t.signIn(w.users.owner);
    expect((await t.call('POST', '/logout', session, undefined, { 'x-xsrf-token': 'forged' })).statusCode).toBe(419);
    const out = await t.call('POST', '/logout', session);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(401);
    expect((await t.call('POST', '/logout', await t.anonymous())).statusCode).toBe(204);
  });

  it('gives a new session token at every sign-in', async () => {
    const first = await t.signIn(w.users.admin);
    const second = await t.signIn(w.users.admin);
    expect(first.token).not.toBe(second.token);
    expect((await t.call('GET', '/api/user/current', first)).statusCode).toBe(200);
  });
});
