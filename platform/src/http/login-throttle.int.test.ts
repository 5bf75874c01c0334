import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementClient, type StatementClient } from '../postgres/statements';
import { runSqlScript } from '../postgres/pool';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { addressKey, createLoginThrottle } from './login-throttle';
import { sessionsTableSql } from './session-store';

describe('login throttle in PostgreSQL', () => {
  let database: TestDatabase;
  let first: StatementClient;
  let second: StatementClient;

  beforeAll(async () => {
    database = await createTestDatabase('throttle');
    await runSqlScript(database.url, sessionsTableSql);
    first = createStatementClient(database.url, { max: 2 });
    second = createStatementClient(database.url, { max: 2 });
  });
  afterAll(async () => {
    await first.end();
    await second.end();
    await database.drop();
  });

  it('allows five attempts per e-mail and minute across instances and addresses, then asks to wait until the window ends', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const clock = (): number => now;
    // Two command-api instances behind the edge: a guesser's attempts alternate between them.
    const instances = [createLoginThrottle(first, { now: clock }), createLoginThrottle(second, { now: clock })];
    for (let i = 0; i < 5; i += 1) {
      expect((await instances[i % 2]!.attempt('a@b.test', `1.2.3.${i}`)).allowed).toBe(true);
      now += 1000;
    }
    expect(await instances[0]!.attempt('a@b.test', '1.2.3.4')).toEqual({ allowed: false, knownDevice: false, retryAfter: 55 });
    expect(await instances[1]!.attempt('a@b.test', '5.6.7.8')).toEqual({ allowed: false, knownDevice: false, retryAfter: 55 });
    expect((await instances[1]!.attempt('other@b.test', '1.2.3.4')).allowed).toBe(true);
    now += 55_000;
    expect((await instances[0]!.attempt('a@b.test', '1.2.3.4')).allowed).toBe(true);
  });

  it('limits one address spraying many e-mails: 20 attempts in 15 minutes, then 429 for any e-mail from it', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const throttle = createLoginThrottle(first, { now: () => now });
    for (let i = 0; i < 20; i += 1) expect((await throttle.attempt(`sprayed-${i}@b.test`, '9.9.9.9')).allowed).toBe(true);
    const refused = await throttle.attempt('sprayed-20@b.test', '9.9.9.9');
    expect(refused).toEqual({ allowed: false, knownDevice: false, retryAfter: 900 });
    expect((await throttle.attempt('sprayed-20@b.test', '9.9.9.10')).allowed).toBe(true);
    now += 900_000;
    expect((await throttle.attempt('sprayed-21@b.test', '9.9.9.9')).allowed).toBe(true);
  });

  it('counts parallel attempts exactly: 300 at once from one address let 20 through', async () => {
    const throttle = createLoginThrottle(first, { now: () => Date.parse('2026-11-26T10:00:00Z') });
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (i % 2 === 0 ? throttle : createLoginThrottle(second, { now: () => Date.parse('2026-11-26T10:00:00Z') })).attempt(
          `parallel-${i}@b.test`,
          '7.7.7.7',
        ),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
  });

  it('a success clears the e-mail and gives the address its attempt back, at any instance', async () => {
    const one = createLoginThrottle(first, {
      limits: { perEmail: { max: 2, windowSeconds: 60 }, perAddress: { max: 3, windowSeconds: 60 } },
    });
    const other = createLoginThrottle(second, {
      limits: { perEmail: { max: 2, windowSeconds: 60 }, perAddress: { max: 3, windowSeconds: 60 } },
    });
    await one.attempt('k@b.test', '6.6.6.6');
    const second_ = await other.attempt('k@b.test', '6.6.6.6');
    expect((await one.attempt('k@b.test', '6.6.6.6')).allowed).toBe(false);
    if (!second_.allowed) throw new Error('the second attempt should have been let through');
    await second_.succeeded();
    const again = await one.attempt('k@b.test', '6.6.6.6');
    expect(again.allowed).toBe(true);
  });

  it("counts a known device of the e-mail apart: another device's failures do not lock it out, its own do", async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const secret = 'device-secret-0123456789abcdef';
    const one = createLoginThrottle(first, { now: () => now, deviceSecret: secret });
    const other = createLoginThrottle(second, { now: () => now, deviceSecret: secret });
    const signedIn = await one.attempt('d@b.test', '7.7.7.1');
    if (!signedIn.allowed) throw new Error('the first attempt should have been let through');
    const token = await signedIn.succeeded();
    for (let i = 0; i < 5; i += 1) await one.attempt('d@b.test', `7.7.8.${i}`);
    expect(await one.attempt('d@b.test', '7.7.8.9')).toMatchObject({ allowed: false, knownDevice: false });
    // Any instance sharing the secret knows the device; the token is kept at its success.
    const known = await other.attempt('d@b.test', '7.7.7.1', ['junk', token]);
    expect(known).toMatchObject({ allowed: true, knownDevice: true });
    if (known.allowed) expect(await known.succeeded()).toBe(token);
    // Not for another e-mail, nor at an instance with another secret.
    expect(await one.attempt('e@b.test', '7.7.7.1', [token])).toMatchObject({ knownDevice: false });
    const stranger = createLoginThrottle(first, { now: () => now, deviceSecret: 'another-secret-0123456789abcdef' });
    expect(await stranger.attempt('d@b.test', '7.7.7.2', [token])).toMatchObject({ allowed: false, knownDevice: false });
    for (let i = 0; i < 5; i += 1) expect((await one.attempt('d@b.test', '7.7.7.1', [token])).allowed).toBe(true);
    expect(await one.attempt('d@b.test', '7.7.7.1', [token])).toMatchObject({ allowed: false, knownDevice: true, retryAfter: 60 });
  });

  it('sweeps ended windows of other keys as new attempts come in', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const throttle = createLoginThrottle(first, { now: () => now });
    for (let i = 0; i < 30; i += 1) await throttle.attempt(`one-off-${i}@b.test`, `10.1.1.${i}`);
    now += 901_000;
    await throttle.attempt('later@b.test', '10.2.2.2');
    const left = await first.rows<{ key: string }>({
      name: 'test-throttle-left',
      text: "select key from app_login_attempts where key like '%one-off-%' or key like 'address:10.1.1.%'",
    });
    expect(left).toEqual([]);
  });

  it('counts IPv6 addresses by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('1.2.3.4')).toBe('1.2.3.4');
  });
});
