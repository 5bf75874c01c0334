import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@rm/platform/http';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from './test-app';

// What an attacker tried against the running app, each a test that fails without its fix.
let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends CSP (no framing), nosniff, X-Frame-Options, Referrer-Policy on API answers, errors and pages; no HSTS over http', async () => {
    for (const response of [
      await t.call('GET', '/api/user/current', w.sessions.admin),
      await t.call('GET', '/api/user/current'),
      await t.call('GET', '/no-such-page'),
    ]) {
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps API answers out of every cache (Cache-Control: no-store)', async () => {
    expect((await t.call('GET', '/api/user/current', w.sessions.admin)).headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/offers/new', w.sessions.admin)).headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/offers/new')).headers['cache-control']).toBe('no-store');
  });
});

describe('strict input', () => {
  it('refuses NUL characters in any string with a 422 on the field, never a 500', async () => {
    expect(fieldErrorsOf(await t.call('GET', '/api/audit?type=%00', w.sessions.admin))).toEqual({
      type: ['The type must not contain NUL characters or broken Unicode.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/login', await t.anonymous(), { email: 'a\u0000@b.de', password: 'x' }))).toEqual({
      email: ['The email must not contain NUL characters or broken Unicode.'],
    });
    const track = await t.call('POST', `/api/offers/${w.offerIds[0] ?? ''}/track`, w.sessions.admin, { step: 'a\u0000b' });
    expect(fieldErrorsOf(track)).toEqual({ step: ['The step must not contain NUL characters or broken Unicode.'] });
    // A lone surrogate (broken UTF-16) is refused the same way; a real emoji is fine.
    const broken = await t.call('POST', `/api/offers/${w.offerIds[0] ?? ''}/track`, w.sessions.admin, { step: 'a\ud800b' });
    expect(fieldErrorsOf(broken)).toEqual({ step: ['The step must not contain NUL characters or broken Unicode.'] });
    expect((await t.call('POST', `/api/offers/${w.offerIds[0] ?? ''}/track`, w.sessions.admin, { step: 'viewed 👍' })).statusCode).toBe(
      200,
    );
  });

  it('refuses dates outside 1900–2199 and impossible days with a 422', async () => {
    for (const from of ['0000-01-01', '1899-12-31', '2200-01-01', '2026-02-30', '99999-01-01']) {
      const response = await t.call('GET', `/api/audit?from=${from}`, w.sessions.admin);
      expect(response.statusCode, from).toBe(422);
      expect(fieldErrorsOf(response), from).toEqual({ from: ['The from must be a valid date (YYYY-MM-DD).'] });
    }
    expect((await t.call('GET', '/api/audit?from=1900-01-01&till=2199-12-31', w.sessions.admin)).statusCode).toBe(200);
  });

  it('keeps JSON types in bodies: an e-mail sent as an array does not sign in', async () => {
    const browser = await t.anonymous();
    const response = await t.call('POST', '/login', browser, { email: [w.users.admin.email], password: 'test-password-1' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ email: ['The email must be a string.'] });
  });

  it('refuses bodies nested deeper than 32 levels, and checks access before parsing a body at all', async () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    const refused = await t.call('POST', '/contacts/toggleActive', w.sessions.admin, undefined, { 'content-type': 'application/json' });
    expect(refused.statusCode).toBe(422);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/contacts/toggleActive',
      headers: { ...w.sessions.admin.headers, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(fieldErrorsOf(nested)).toEqual({ body: ['The request body must not be nested deeper than 32 levels.'] });
    // Not signed in: 401 before the (broken) body is looked at; signed in without the token: 419 likewise.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/contacts/toggleActive',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/contacts/toggleActive',
      headers: { cookie: w.sessions.admin.cookie, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(noToken.statusCode).toBe(419);
  });

  it('refuses bodies over 256 KiB (413) and prototype keys (422)', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/contacts/toggleActive',
      headers: { ...w.sessions.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'x'.repeat(300 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(Object.keys(big.json<object>())).toEqual(['message']);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/contacts/toggleActive',
      headers: { ...w.sessions.admin.headers, 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(422);
  });

  it("answers fastify's own refusals in the app's shape: a malformed URL 400, a too long parameter 414", async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/contacts/%E0%A4%A', headers: { cookie: w.sessions.admin.cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is not valid.' });
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${'a'.repeat(500)}`,
      headers: { cookie: w.sessions.admin.cookie },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });
});

describe('proxies', () => {
  it('believes X-Forwarded-For only from the proxies in TRUST_PROXY (default: this machine)', async () => {
    const fromLan = await t.app.inject({
      method: 'POST',
      url: '/api/offers/' + (w.offerIds[1] ?? '') + '/track',
      remoteAddress: '192.168.1.20',
      headers: { ...w.sessions.admin.headers, 'x-forwarded-for': '203.0.113.9' },
      payload: { step: 'profile_shared' },
    });
    expect(fromLan.statusCode).toBe(200);
    const fromEdge = await t.app.inject({
      method: 'POST',
      url: '/api/offers/' + (w.offerIds[1] ?? '') + '/track',
      remoteAddress: '127.0.0.1',
      headers: { ...w.sessions.admin.headers, 'x-forwarded-for': '198.51.100.7' },
      payload: { step: 'clicked' },
    });
    expect(fromEdge.statusCode).toBe(200);
    const stored = await t.pool.query(
      sql.unsafe`select data->>'step' as step, metadata->>'requestIp' as ip from es_events where type = 'OfferStepTracked' and data->>'step' in ('profile_shared', 'clicked') order by position`,
    );
    expect(stored.rows).toEqual([
      { step: 'profile_shared', ip: '192.168.1.20' },
      { step: 'clicked', ip: '198.51.100.7' },
    ]);
  });
});

describe('sessions', () => {
  it('end 12 hours after the sign-in however active they are', async () => {
    const session = await t.signIn(w.users.business);
    const id = createHash('sha256').update(session.token).digest('hex');
    await t.pool.query(
      sql.unsafe`update app_sessions set created_at = now() - interval '12 hours 1 minute', last_seen_at = now() - interval '2 minutes' where id = ${id}`,
    );
    t.app.sessions.forget(id);
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(401);
  });

  it('never slide past 12 hours after the sign-in', async () => {
    const session = await t.signIn(w.users.business);
    const id = createHash('sha256').update(session.token).digest('hex');
    await t.pool.query(
      sql.unsafe`update app_sessions set created_at = now() - interval '10 hours', last_seen_at = now() - interval '2 minutes' where id = ${id}`,
    );
    t.app.sessions.forget(id);
    expect((await t.call('GET', '/api/user/current', session)).statusCode).toBe(200);
    const row = await t.pool.query(
      sql.unsafe`select extract(epoch from expires_at - now())::int as seconds from app_sessions where id = ${id}`,
    );
    expect((row.rows[0] as { seconds: number }).seconds).toBeLessThanOrEqual(2 * 3600);
  });
});

describe('sign-in throttle', () => {
  it('stops one address spraying passwords over many e-mails (429 before 34 attempts)', async () => {
    const browser = await t.anonymous();
    const codes: number[] = [];
    for (let i = 0; i < 34; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/login',
            remoteAddress: '127.0.0.9',
            headers: browser.headers,
            payload: { email: `spray-${i % 17}@api.test`, password: `wrong-${i}` },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((code) => code === 422)).toBe(true);
    expect(codes.slice(20).every((code) => code === 429)).toBe(true);
  });

  it('stops 300 parallel sign-ins with unknown e-mails from one address after 20', async () => {
    const browser = await t.anonymous();
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '127.0.0.10',
          headers: browser.headers,
          payload: { email: `nobody-${i}@api.test`, password: 'x' },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(20);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(280);
  });
});
