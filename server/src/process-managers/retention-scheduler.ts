import type { RetentionRunOutcome } from '@rm/command-api';
import type { Logger } from '@rm/platform';
import pg from 'pg';
import { periodic, type Periodic } from './periodic';

/** Advisory lock of the retention run: whichever instance holds it runs; the others skip that round. */
export const RETENTION_LOCK = 72_123_944;
/** A run happens at most once in this long (across instances and restarts: the last run is in the database). */
export const RETENTION_GAP_MS = 24 * 3600 * 1000;

export const retentionScheduleSql = `
select pg_advisory_xact_lock(${RETENTION_LOCK + 1});
create table if not exists pd_retention_schedule (
  name text primary key,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_run_id uuid,
  last_instance text,
  last_erased integer
);
insert into pd_retention_schedule (name) values ('retention') on conflict do nothing;
`;

export interface RetentionSchedulerOptions {
  connectionString: string;
  /** One run of the rule at `now` (see `runRetention`). */
  run(now: Date): Promise<RetentionRunOutcome>;
  /** How often to look whether a run is due. */
  checkMs: number;
  /** Least time between two runs (default a day). */
  minGapMs?: number;
  /** Who runs, in the schedule table and the logs. */
  instance: string;
  logger?: Logger;
  now?: () => Date;
  /** Wait before the first look (default 10 s: a start does not begin with erasing). */
  firstCheckMs?: number;
}

/** `tick()`: one look; runs when due and no other instance is running. */
export type RetentionScheduler = Periodic<'ran' | 'not-due' | 'busy'>;

/**
 * Runs the retention rule once a day, in one instance at a time, surviving restarts: the time of the last
 * completed run is a row of PostgreSQL, the run holds a session-level advisory lock on a connection of
 * its own (no open transaction, so the event store's readers are never held back), and a run cut short
 * by a crash is simply due again at the next look (erasure is idempotent).
 */
export function startRetentionScheduler(options: RetentionSchedulerOptions): RetentionScheduler {
  const now = options.now ?? (() => new Date());
  const gap = options.minGapMs ?? RETENTION_GAP_MS;
  let client: pg.Client | null = null;
  // Session-level advisory locks stack within one session: two looks of this process must not both run.
  let looking = false;

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    const fresh = new pg.Client({ connectionString: options.connectionString, application_name: `retention ${options.instance}` });
    fresh.on('error', () => {
      client = null;
    });
    await fresh.connect();
    // One transaction (the lock keeps two first starts from creating the table at once).
    await fresh.query(`begin; ${retentionScheduleSql} commit;`);
    client = fresh;
    return fresh;
  };

  async function tick(): Promise<'ran' | 'not-due' | 'busy'> {
    if (looking) return 'busy';
    looking = true;
    try {
      return await look();
    } finally {
      looking = false;
    }
  }

  async function look(): Promise<'ran' | 'not-due' | 'busy'> {
    const db = await connection();
    const locked = await db.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RETENTION_LOCK]);
    if (!locked.rows[0]?.locked) return 'busy';
    try {
      const at = now();
      const last = await db.query<{ last_finished_at: Date | null }>(
        `select last_finished_at from pd_retention_schedule where name = 'retention'`,
      );
      const finished = last.rows[0]?.last_finished_at;
      if (finished && at.getTime() - finished.getTime() < gap) return 'not-due';
      await db.query(`update pd_retention_schedule set last_started_at = $1, last_instance = $2 where name = 'retention'`, [
        at,
        options.instance,
      ]);
      const outcome = await options.run(at);
      await db.query(
        `update pd_retention_schedule set last_finished_at = $1, last_run_id = $2, last_erased = $3 where name = 'retention'`,
        [at, outcome.runId, outcome.erasedContactIds.length],
      );
      options.logger?.info(
        {
          runId: outcome.runId,
          checked: outcome.checked,
          erased: outcome.erasedContactIds.length,
          accessLogPurged: outcome.accessLogPurged,
        },
        'retention run completed',
      );
      return 'ran';
    } finally {
      await db.query('select pg_advisory_unlock($1)', [RETENTION_LOCK]);
    }
  }

  return periodic(tick, {
    firstMs: options.firstCheckMs ?? 10_000,
    everyMs: options.checkMs,
    onError: (error) => {
      options.logger?.error({ err: error }, 'retention run failed; tried again at the next look');
      const lost = client;
      client = null;
      return lost?.end().catch(() => undefined);
    },
    onStop: async () => {
      await client?.end().catch(() => undefined);
      client = null;
    },
  });
}
