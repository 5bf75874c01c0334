import { sql, type DatabasePool } from 'slonik';

/**
 * The oldest transactions with a transaction id anywhere on the PostgreSQL server, one line each. The
 * event store's readers see no event appended after the oldest of them began (its gap-free read), so these
 * explain read models and pushes that lag: worth printing when a wait for them times out.
 */
export async function oldestTransactions(pool: DatabasePool, limit = 3): Promise<string[]> {
  const result = await pool.query(sql.unsafe`
    select datname, application_name, state, extract(epoch from now() - xact_start)::int as seconds, left(query, 80) as query
    from pg_stat_activity where backend_xid is not null order by xact_start limit ${limit}`);
  return (result.rows as ReadonlyArray<{ datname: string; application_name: string; state: string; seconds: number; query: string }>).map(
    (row) => `${row.seconds} s in ${row.datname} (${row.application_name || 'no name'}, ${row.state}): ${row.query}`,
  );
}
