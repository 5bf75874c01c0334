import { DEVICE_COOKIE, purgeSecurityLog } from '@rm/platform/http';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, TEST_PASSWORD, type Session, type TestApp, type TestUser, type World } from './test-app';

// Sign-in lockout without denial of service (device cookies) and the security log admins read.
let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

const signIn = async (browser: Session, email: string, password: string, address: string, deviceCookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    headers: { ...browser.headers, cookie: [browser.cookie, deviceCookie].filter(Boolean).join('; ') },
    payload: { email, password },
  });

/** Signs `user` in from a fresh browser at `address` and answers its device cookie (`rm_device=…`). */
async function knownDevice(user: TestUser, address: string): Promise<string> {
  const response = await signIn(await t.anonymous(), user.email, TEST_PASSWORD, address);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/login' });
  expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
  return `${DEVICE_COOKIE}=${cookie?.value ?? ''}`;
}

type LogEntry = { id: string; kind: string; outcome: string; subject_id: string | null; address: string | null; detail: string | null };
const securityLog = async (query: string): Promise<LogEntry[]> => {
  const response = await t.call('GET', `/api/security-log${query}`, w.sessions.admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: LogEntry[] }>().data;
};

describe('sign-in lockout without denial of service', () => {
  it("lets the account's own device sign in while an attacker is locked out, and still throttles both", async () => {
    const victim = w.users.owner;
    const device = await knownDevice(victim, '10.1.0.1');
    const attacker = await t.anonymous();
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, victim.email, `guess-${i}`, '10.2.0.1')).statusCode).toBe(422);
    const locked = await signIn(attacker, victim.email, `guess-5`, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown device is locked out even with the right password, from any address.
    const stranger = await signIn(await t.anonymous(), victim.email, TEST_PASSWORD, '10.3.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The victim's device, with the right password, signs in.
    const own = await signIn(await t.anonymous(), victim.email, TEST_PASSWORD, '10.1.0.1', device);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ user: { id: string } }>().user.id).toBe(victim.id);
    // Wrong passwords from the known device are throttled on their own count.
    const browser = await t.anonymous();
    for (let i = 0; i < 5; i += 1) expect((await signIn(browser, victim.email, `typo-${i}`, '10.1.0.1', device)).statusCode).toBe(422);
    const throttled = await signIn(browser, victim.email, TEST_PASSWORD, '10.1.0.1', device);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("does not take one account's device cookie for another account, nor a forged one", async () => {
    const device = await knownDevice(w.users.business, '10.4.0.1');
    const other = w.users.otherBusiness;
    const attacker = await t.anonymous();
    for (let i = 0; i < 6; i += 1) await signIn(attacker, other.email, `guess-${i}`, '10.5.0.1');
    expect((await signIn(await t.anonymous(), other.email, TEST_PASSWORD, '10.4.0.1', device)).statusCode).toBe(429);
    const forged = `${DEVICE_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(43)}`;
    expect((await signIn(await t.anonymous(), other.email, TEST_PASSWORD, '10.4.0.2', forged)).statusCode).toBe(429);
  });

  it('keeps the per-address limit for known devices too', async () => {
    const device = await knownDevice(w.users.contact, '10.6.0.1');
    const browser = await t.anonymous();
    for (let i = 0; i < 20; i += 1) await signIn(browser, `sprayed-${i}@api.test`, 'x', '10.6.0.1');
    expect((await signIn(browser, w.users.contact.email, TEST_PASSWORD, '10.6.0.1', device)).statusCode).toBe(429);
  });
});

describe('GET /api/security-log', () => {
  it('lists failed, successful and throttled sign-ins with the account, outcome and address', async () => {
    const user = w.users.admin;
    const browser = await t.anonymous();
    for (let i = 0; i < 6; i += 1) await signIn(browser, user.email, `wrong-${i}`, '10.7.0.1');
    const entries = await securityLog(`?user_id=${user.id}`);
    expect(entries.filter((e) => e.kind === 'sign-in-failed')).toHaveLength(5);
    expect(entries.find((e) => e.kind === 'sign-in-throttled')).toMatchObject({
      outcome: 'refused',
      subject_id: user.id,
      address: '10.7.0.1',
      detail: 'unknown-device',
    });
    await knownDevice(w.users.business, '10.8.0.1');
    const signIns = await securityLog(`?kind=sign-in&user_id=${w.users.business.id}`);
    expect(signIns[0]).toMatchObject({ kind: 'sign-in', outcome: 'success', subject_id: w.users.business.id, address: '10.8.0.1' });
    expect(signIns.every((e) => e.kind === 'sign-in')).toBe(true);
    // A failure for an e-mail no account has names no one.
    await signIn(await t.anonymous(), 'nobody-here@api.test', 'x', '10.9.0.1');
    expect((await securityLog('?kind=sign-in-failed')).some((e) => e.subject_id === null && e.address === '10.9.0.1')).toBe(true);
  });

  it('lists role changes from the event log, and filters by day', async () => {
    await t.caughtUp();
    const roles = await securityLog(`?kind=role-change&user_id=${w.users.owner.id}`);
    expect(roles.map((e) => e.detail)).toContain('business-owner');
    const today = new Date().toISOString().slice(0, 10);
    expect(await securityLog(`?till=2000-01-01`)).toEqual([]);
    expect((await securityLog(`?from=${today}`)).length).toBeGreaterThan(0);
  });

  it('answers 401 without a session, 403 to every role but admin', async () => {
    expect((await t.call('GET', '/api/security-log')).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact])
      expect((await t.call('GET', '/api/security-log', session)).statusCode).toBe(403);
  });

  it('answers 422 for bad filters', async () => {
    for (const [query, field] of [
      ['?kind=party', 'kind'],
      ['?user_id=nope', 'user_id'],
      ['?from=yesterday', 'from'],
      ['?till=2026-13-01', 'till'],
      ['?page=0', 'page'],
    ] as const) {
      const response = await t.call('GET', `/api/security-log${query}`, w.sessions.admin);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(fieldErrorsOf(response))).toContain(field);
    }
  });

  it('deletes sign-in entries older than the retention period', async () => {
    await t.pool.query(sql.unsafe`
      insert into sec_security_log (at, kind, outcome, user_id, address, detail)
      values (now() - interval '400 days', 'sign-in', 'success', ${w.users.contact.id}, '10.10.0.1', 'known-device'),
             (now() - interval '300 days', 'sign-in', 'success', ${w.users.contact.id}, '10.10.0.2', 'known-device')`);
    expect(await purgeSecurityLog(t.pool, new Date(), 365)).toBeGreaterThanOrEqual(1);
    const left = await t.pool.query(sql.unsafe`select address from sec_security_log where address like '10.10.%'`);
    expect(left.rows).toEqual([{ address: '10.10.0.2' }]);
  });
});
