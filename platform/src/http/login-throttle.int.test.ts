import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementClient, type StatementClient } from '../postgres/statements';
import { runSqlScript } from '../postgres/pool';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createLoginThrottle } from './login-throttle';
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

  it('allows five failures per key and minute across instances, then asks to wait until the oldest expires', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const clock = (): number => now;
    // Two command-api instances behind the edge: a guesser's attempts alternate between them.
    const instances = [createLoginThrottle(first, { now: clock }), createLoginThrottle(second, { now: clock })];
    for (let i = 0; i < 5; i += 1) {
      const instance = instances[i % 2]!;
      expect(await instance.retryAfter('a@b.test|1.2.3.4')).toBe(0);
      await instance.failed('a@b.test|1.2.3.4');
      now += 1000;
    }
    expect(await instances[0]!.retryAfter('a@b.test|1.2.3.4')).toBe(55);
    expect(await instances[1]!.retryAfter('a@b.test|1.2.3.4')).toBe(55);
    expect(await instances[1]!.retryAfter('a@b.test|5.6.7.8')).toBe(0);
    now += 55_000;
    expect(await instances[0]!.retryAfter('a@b.test|1.2.3.4')).toBe(0);
  });

  it('forgets the failures of a key after a successful sign-in at any instance', async () => {
    const one = createLoginThrottle(first, { maxFailures: 2 });
    const other = createLoginThrottle(second, { maxFailures: 2 });
    await one.failed('k');
    await other.failed('k');
    expect(await one.retryAfter('k')).toBeGreaterThan(0);
    await other.succeeded('k');
    expect(await one.retryAfter('k')).toBe(0);
  });

  it('sweeps expired failures of other keys as new ones come in', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const throttle = createLoginThrottle(first, { now: () => now });
    for (let i = 0; i < 30; i += 1) await throttle.failed(`one-off-${i}`);
    now += 61_000;
    await throttle.failed('later');
    const left = await first.rows<{ key: string }>({ name: 'test-throttle-left', text: "select key from app_login_failures where key like 'one-off-%'" });
    expect(left).toEqual([]);
  });
});
