import { sql, type CommonQueryMethods, type DatabasePool, type DatabaseTransactionConnection } from 'slonik';
import { createHash } from 'node:crypto';
import { createCheckpointsTable, readCheckpoint, readLayout, writeCheckpoint, writeLayout } from './checkpoints';
import type { Projection } from './projection';

/** Serialises schema changes of projections across processes (two services starting at once). */
const SCHEMA_LOCK_KEY = 7_212_394_100;

export async function schemaExists(connection: CommonQueryMethods, schema: string): Promise<boolean> {
  const result = await connection.query(sql.unsafe`select exists (select 1 from pg_namespace where nspname = ${schema}) as present`);
  return (result.rows[0] as { present: boolean } | undefined)?.present ?? false;
}

/**
 * Drops (if present) and recreates `schemaName` with the projection's tables, and with the indexes for
 * readers unless `deferReaderIndexes` (a rebuild creates those after its replay).
 */
export async function recreateSchema(
  connection: DatabaseTransactionConnection,
  projection: Projection,
  schemaName: string,
  options: { deferReaderIndexes?: boolean } = {},
): Promise<void> {
  await connection.query(sql.unsafe`drop schema if exists ${sql.identifier([schemaName])} cascade`);
  await connection.query(sql.unsafe`create schema ${sql.identifier([schemaName])}`);
  await projection.createTables(connection, schemaName);
  if (!options.deferReaderIndexes) await projection.createReaderIndexes?.(connection, schemaName);
}

/**
 * A digest of the statements that make a projection's tables and indexes (recorded, not run, for a fixed
 * schema name): it changes when the code's table layout does, so a start can tell that the live tables
 * were made by an earlier layout.
 */
export async function projectionLayout(projection: Projection): Promise<string> {
  const statements: string[] = [];
  const recorder = {
    query: (statement: { sql: string; values?: readonly unknown[] }) => {
      statements.push(`${statement.sql} ${JSON.stringify(statement.values ?? [])}`);
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: 'SELECT', notices: [], type: 'QueryResult' });
    },
  } as unknown as DatabaseTransactionConnection;
  await projection.createTables(recorder, 'layout');
  await projection.createReaderIndexes?.(recorder, 'layout');
  return createHash('sha256').update(statements.join(';\n')).digest('hex').slice(0, 32);
}

export interface PreparedProjection {
  /** True when the schema was missing and has just been created (the projection builds from 0). */
  created: boolean;
  position: bigint;
}

/**
 * Makes a projection ready to run: the checkpoint table, its schema with tables, its checkpoint row.
 * A missing schema, a schema without a checkpoint (its contents cannot be trusted), or one whose tables
 * were made by another layout than the code's (an upgrade changed them; unknown counts as another) is
 * (re)created empty at position 0: the projection builds again from the log.
 */
export async function prepareProjection(pool: DatabasePool, projection: Projection): Promise<PreparedProjection> {
  const layout = await projectionLayout(projection);
  return pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`);
    await createCheckpointsTable(tx);
    const position = await readCheckpoint(tx, projection.name, { forUpdate: true });
    if (position !== null && (await schemaExists(tx, projection.schema)) && (await readLayout(tx, projection.name)) === layout) {
      return { created: false, position };
    }
    await recreateSchema(tx, projection, projection.schema);
    await writeCheckpoint(tx, projection.name, 0n);
    await writeLayout(tx, projection.name, layout);
    return { created: true, position: 0n };
  });
}

/**
 * Refreshes the planner's statistics of every table in a schema. Read-model tables filled by a replay
 * are far larger than the statistics of their empty start say, and the planner would scan them whole
 * for the keyed lookups of every later batch until autovacuum gets round to them.
 */
export async function analyzeSchema(connection: CommonQueryMethods, schema: string): Promise<void> {
  const tables = await connection.query(sql.unsafe`select tablename from pg_tables where schemaname = ${schema}`);
  for (const { tablename } of tables.rows as ReadonlyArray<{ tablename: string }>) {
    await connection.query(sql.unsafe`analyze ${sql.identifier([schema, tablename])}`);
  }
}
