import type { EventStore } from '@rm/eventstore';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CHECKPOINTS_TABLE } from './checkpoints';
import { ERASURE_EVENT_TYPES, mayHoldPersonalData } from './erasure';
import type { Projection } from './projection';

/** The one row of what the rewrite has done: the last erasure whose leftovers it removed, and when. */
export const REWRITES_TABLE = 'rm_read_model_rewrites';
const REWRITE_LOCK_CLASS = 0x52_57; // 'RW'

export interface RewriteDependencies {
  databaseUrl: string;
  store: EventStore;
  /** The read models of the installation; those that may hold personal data are rewritten. */
  projections: readonly Projection[];
  /**
   * How long one try at a table's lock waits (default 1 s). Readers that ask for the table while the
   * rewrite waits queue behind it, so a try is kept short.
   */
  lockTimeoutMs?: number;
  /** How many tries a table gets in one run, a pause of `lockTimeoutMs` between them, before the next run has it (default 3). */
  lockAttempts?: number;
}

export type RewriteOutcome =
  | { outcome: 'busy' }
  | { outcome: 'nothing-erased'; erasedUpTo: string }
  | { outcome: 'waiting-for-projections'; erasureAt: string; behind: string[] }
  | { outcome: 'rewritten'; erasedUpTo: string; tables: string[]; skipped: string[] };

/**
 * Rewrites the tables of every read model that may hold personal data once persons were erased since the
 * last run. Forgetting overwrites a person's row (or deletes it), but PostgreSQL keeps the old row version
 * in the table's file as a dead tuple, and its index entries, until the space happens to be reused; even
 * `VACUUM` only marks it free. `VACUUM (FULL)` copies the live rows into new files and removes the old
 * ones, indexes included, so the forgotten values leave the database files.
 *
 * It runs only once every such read model has applied the newest erasure (its forget has run), in one
 * instance at a time (an advisory lock). Each table is locked exclusively while it is copied (a fraction of
 * a second for a read model of this size). A try waits at most `lockTimeoutMs` for the lock, since readers
 * queue behind a waiting exclusive lock; after `lockAttempts` tries the table is left to the next run, which
 * tries again because the erasure mark moves only when every table was rewritten.
 */
export async function rewriteErasedReadModels(deps: RewriteDependencies): Promise<RewriteOutcome> {
  const client = new pg.Client({ connectionString: deps.databaseUrl });
  await client.connect();
  try {
    const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, 0) as locked', [REWRITE_LOCK_CLASS]);
    if (!locked.rows[0]?.locked) return { outcome: 'busy' };
    try {
      await client.query(`create table if not exists ${REWRITES_TABLE} (
        id int primary key default 1 check (id = 1), erased_up_to bigint not null, rewritten_at timestamptz not null)`);
      const state = await client.query<{ erased_up_to: string }>(`select erased_up_to::text as erased_up_to from ${REWRITES_TABLE}`);
      const from = BigInt(state.rows[0]?.erased_up_to ?? '0');
      let newest = from;
      for (let batch = await deps.store.readAll(from, 1000, { types: ERASURE_EVENT_TYPES }); batch.length > 0;) {
        newest = batch.at(-1)?.position ?? newest;
        batch = batch.length < 1000 ? [] : await deps.store.readAll(newest, 1000, { types: ERASURE_EVENT_TYPES });
      }
      if (newest === from) return { outcome: 'nothing-erased', erasedUpTo: String(from) };

      const personal = deps.projections.filter(mayHoldPersonalData);
      const checkpoints = await client.query<{ projection: string; position: string }>(
        `select projection, position::text as position from ${CHECKPOINTS_TABLE} where projection = any($1::text[])`,
        [personal.map((projection) => projection.name)],
      );
      const behind = checkpoints.rows.filter((row) => BigInt(row.position) < newest).map((row) => row.projection);
      if (behind.length > 0) return { outcome: 'waiting-for-projections', erasureAt: String(newest), behind };

      const tables = await client.query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema = any($1::text[]) order by 1`,
        [personal.map((projection) => projection.schema)],
      );
      const rewritten: string[] = [];
      const skipped: string[] = [];
      const lockTimeoutMs = Math.max(1, Math.round(deps.lockTimeoutMs ?? 1000));
      const attempts = Math.max(1, deps.lockAttempts ?? 3);
      await client.query(`set lock_timeout = ${lockTimeoutMs}`);
      for (const { name } of tables.rows) {
        const outcome = await rewriteTable(client, name, attempts, lockTimeoutMs);
        if (outcome === 'rewritten') rewritten.push(name);
        if (outcome === 'locked') skipped.push(name);
      }
      if (skipped.length === 0)
        await client.query(
          `insert into ${REWRITES_TABLE} (id, erased_up_to, rewritten_at) values (1, $1, now())
           on conflict (id) do update set erased_up_to = excluded.erased_up_to, rewritten_at = excluded.rewritten_at`,
          [String(newest)],
        );
      return { outcome: 'rewritten', erasedUpTo: String(skipped.length === 0 ? newest : from), tables: rewritten, skipped };
    } finally {
      await client.query('select pg_advisory_unlock($1, 0)', [REWRITE_LOCK_CLASS]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** One table copied anew: 'locked' when no try had its lock in time, 'gone' when it was dropped meanwhile. */
async function rewriteTable(client: pg.Client, name: string, attempts: number, pauseMs: number): Promise<'rewritten' | 'locked' | 'gone'> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`vacuum (full, analyze) ${name}`);
      return 'rewritten';
    } catch (error) {
      // 55P03: the lock was not had in time (a rebuild's swap, a long read); 42P01: dropped meanwhile.
      const code = (error as { code?: string }).code;
      if (code === '42P01') return 'gone';
      if (code !== '55P03') throw error;
      if (attempt >= attempts) return 'locked';
      await sleep(pauseMs);
    }
  }
}
