import pg from 'pg';
import { createPool, type DatabasePool } from 'slonik';

/**
 * Type parsers for every pool: timestamps come back as ISO 8601 strings (what the API returns) and
 * int8 as a JavaScript number (counts and sums; event positions are read as text and turned into
 * bigint by the event store, so no position ever loses precision here).
 */
const typeParsers = [
  { name: 'int8', parse: (value: string): number => Number(value) },
  { name: 'numeric', parse: (value: string): number => Number(value) },
  { name: 'timestamptz', parse: (value: string): string => new Date(value).toISOString() },
  { name: 'timestamp', parse: (value: string): string => new Date(`${value}Z`).toISOString() },
  { name: 'date', parse: (value: string): string => value },
];

/** A slonik connection pool. */
export function createDatabasePool(url: string, options: { maximumPoolSize?: number } = {}): Promise<DatabasePool> {
  return createPool(url, {
    typeParsers,
    maximumPoolSize: options.maximumPoolSize ?? 10,
    captureStackTrace: false,
    // A projection's transaction reads the event store on another connection on purpose (rebuild swap).
    dangerouslyAllowForeignConnections: true,
    statementTimeout: 'DISABLE_TIMEOUT',
    idleTimeout: 10_000,
    connectionTimeout: 10_000,
    // slonik's default runs `DISCARD ALL` whenever a connection goes back to the pool: one more round trip
    // per query, and it throws away every cached plan. Nothing here leaves session state on a pooled
    // connection (session-level advisory locks are taken on connections held for the purpose).
    resetConnection: async () => {},
  });
}

/**
 * Runs a multi-statement SQL script (migrations) on its own connection, serialised across processes
 * by an advisory lock so that two starting services never migrate at once.
 */
export async function runSqlScript(url: string, script: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7212394000)');
    await client.query(script);
  } finally {
    await client.query('select pg_advisory_unlock(7212394000)').catch(() => undefined);
    await client.end();
  }
}
