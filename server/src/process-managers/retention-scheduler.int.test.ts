import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@rm/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRetentionScheduler, type RetentionScheduler } from './retention-scheduler';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('retention');
});
afterAll(() => database.drop());

describe('retention scheduler', () => {
  it('runs once across instances, remembers the run across restarts, and runs again a day later', async () => {
    let now = new Date('2026-11-24T03:00:00.000Z');
    const runs: string[] = [];
    const scheduler = (instance: string): RetentionScheduler =>
      startRetentionScheduler({
        connectionString: database.url,
        instance,
        checkMs: 3_600_000,
        firstCheckMs: 3_600_000,
        now: () => now,
        async run() {
          runs.push(instance);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { runId: randomUUID(), checked: 0, erasedContactIds: [], accessLogPurged: 0 };
        },
      });
    const [a, b] = [scheduler('a'), scheduler('b')];
    const outcomes = await Promise.all([a.tick(), b.tick()]);
    expect(outcomes.sort()).toEqual(['busy', 'ran']);
    expect(await a.tick()).toBe('not-due');
    await a.stop();
    await b.stop();
    // A restart: the last run is in the database.
    const restarted = scheduler('c');
    now = new Date('2026-11-25T02:59:00.000Z');
    expect(await restarted.tick()).toBe('not-due');
    now = new Date('2026-11-25T03:00:00.000Z');
    expect(await restarted.tick()).toBe('ran');
    expect(runs).toHaveLength(2);
    await restarted.stop();
  });

  it('runs again at the next look after a run that failed (nothing recorded as done)', async () => {
    let fail = true;
    const scheduler = startRetentionScheduler({
      connectionString: database.url,
      instance: 'd',
      checkMs: 3_600_000,
      firstCheckMs: 3_600_000,
      now: () => new Date('2026-11-30T03:00:00.000Z'),
      run() {
        if (fail) return Promise.reject(new Error('the database went away'));
        return Promise.resolve({ runId: randomUUID(), checked: 0, erasedContactIds: [], accessLogPurged: 0 });
      },
    });
    await expect(scheduler.tick()).rejects.toThrow('went away');
    fail = false;
    expect(await scheduler.tick()).toBe('ran');
    await scheduler.stop();
  });
});
