import { LEASE_LOCK_CLASS } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';

/**
 * How many projection leases each projector instance holds now, from PostgreSQL itself: the granted
 * advisory locks of the lease class in this database, by the `application_name` of the connection
 * holding them (`projector <instance>`).
 */
export async function leaseHolders(pool: DatabasePool): Promise<Map<string, number>> {
  const result = await pool.query(sql.unsafe`
    select a.application_name as holder, count(*)::int as leases
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.classid = ${LEASE_LOCK_CLASS}::bigint::oid
      and l.database = (select oid from pg_database where datname = current_database())
    group by a.application_name`);
  const holders = new Map<string, number>();
  for (const row of result.rows as ReadonlyArray<{ holder: string; leases: number }>)
    holders.set(row.holder.replace(/^projector /, ''), row.leases);
  return holders;
}

/** Polls until `instance` holds `leases` leases; answers the milliseconds it took, or null on timeout. */
export async function waitForLeases(
  pool: DatabasePool,
  instance: string,
  leases: number,
  since: number,
  timeoutMs: number,
): Promise<number | null> {
  for (;;) {
    if ((await leaseHolders(pool)).get(instance) === leases) return performance.now() - since;
    if (performance.now() - since > timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
