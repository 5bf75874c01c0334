import type { Logger } from '@rm/platform';
import pg from 'pg';

/** Advisory lock class of projection leases (second key: hash of the projection's name). */
export const LEASE_LOCK_CLASS = 72_123_942;

export interface LeaseKeeperOptions {
  connectionString: string;
  names: readonly string[];
  /** How often leases not held are tried again, and the connection is checked (default 1000 ms). */
  retryMs?: number;
  /** Shown in `pg_stat_activity.application_name` of the lease connection (who holds what). */
  instance: string;
  logger?: Logger;
  /** Called whenever the set of held leases changes. */
  onChange(held: ReadonlySet<string>): void;
}

export interface LeaseKeeper {
  held(): ReadonlySet<string>;
  /** Releases every lease (the connection closes) and stops trying. */
  close(): Promise<void>;
}

/**
 * Which projections this process may run. A lease is a session-level advisory lock on a connection of
 * its own: PostgreSQL releases it the moment that connection ends, also when the process is killed, so a
 * standby that keeps trying takes over within one retry interval. Losing the connection loses every lease
 * at once. A lease is a promise of exclusivity, not a guard: a batch still in flight when its lease goes
 * is harmless, because every batch locks its checkpoint row and skips events at or below it.
 */
export async function keepLeases(options: LeaseKeeperOptions): Promise<LeaseKeeper> {
  const retryMs = options.retryMs ?? 1000;
  let held = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> = Promise.resolve();

  const update = (next: Set<string>): void => {
    const changed = next.size !== held.size || [...next].some((name) => !held.has(name));
    held = next;
    if (changed) options.onChange(held);
  };

  const drop = (reason: unknown): void => {
    if (held.size > 0) options.logger?.warn({ err: reason, leases: [...held] }, 'lease connection lost: every lease released');
    const lost = client;
    client = null;
    lost?.removeAllListeners();
    lost?.on('error', () => undefined);
    void lost?.end().catch(() => undefined);
    update(new Set());
  };

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({ connectionString: options.connectionString, application_name: `projector ${options.instance}` });
    fresh.on('error', drop);
    await fresh.connect();
    return fresh;
  }

  async function tryAcquire(): Promise<void> {
    if (closed) return;
    try {
      client ??= await connect();
      const missing = options.names.filter((name) => !held.has(name));
      // Also run with nothing missing: the query proves the connection (and so the leases) still live.
      const result = await client.query<{ name: string; locked: boolean }>(
        `select name, pg_try_advisory_lock($1, hashtext(name)) as locked from unnest($2::text[]) as name`,
        [LEASE_LOCK_CLASS, missing],
      );
      const gained = result.rows.filter((row) => row.locked).map((row) => row.name);
      if (gained.length > 0) {
        options.logger?.info({ leases: gained }, 'leases acquired: running these projections here');
        update(new Set([...held, ...gained]));
      }
    } catch (error) {
      drop(error);
    }
  }

  const schedule = (): void => {
    if (closed) return;
    timer = setTimeout(() => {
      attempt = tryAcquire().finally(schedule);
    }, retryMs);
    timer.unref();
  };

  attempt = tryAcquire();
  await attempt;
  schedule();
  return {
    held: () => held,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await attempt.catch(() => undefined);
      const last = client;
      client = null;
      held = new Set();
      await last?.end().catch(() => undefined);
    },
  };
}
