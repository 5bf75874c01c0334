import type { EventStore } from '@rm/eventstore';
import { allProjections, rebuildProjection, schemaContents } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';

/**
 * Where each word stands in any table of any schema (the event log's plain parts included), as
 * `schema.table: word`: what an erasure test expects to be empty afterwards.
 */
export async function tablesHolding(pool: DatabasePool, words: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  const tables = await pool.query(sql.unsafe`
    select table_schema, table_name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
  for (const { table_schema: schema, table_name: name } of tables.rows as ReadonlyArray<{ table_schema: string; table_name: string }>) {
    const rows = await pool.query(sql.unsafe`select to_jsonb(x)::text as row from ${sql.identifier([schema, name])} x`);
    for (const { row } of rows.rows as ReadonlyArray<{ row: string }>)
      for (const word of words) if (row.includes(JSON.stringify(word).slice(1, -1))) found.add(`${schema}.${name}: ${word}`);
  }
  return [...found].sort();
}

/**
 * Rebuilds every read model from the log and lists the rows in which the rebuild and the read model as it
 * was differ (`schema.table forgotten only: row` / `rebuilt only: row`): after an erasure, empty when
 * every `forget` did exactly what a rebuild does. Call it once the projections have caught up.
 */
export async function differencesFromRebuild(pool: DatabasePool, store: EventStore): Promise<string[]> {
  const differences: string[] = [];
  for (const projection of allProjections) {
    const forgotten = await schemaContents(pool, projection.schema);
    await rebuildProjection({ pool, store }, projection);
    const rebuilt = await schemaContents(pool, projection.schema);
    for (const name of new Set([...Object.keys(forgotten), ...Object.keys(rebuilt)])) {
      const before = new Set(forgotten[name] ?? []);
      const after = new Set(rebuilt[name] ?? []);
      for (const row of before) if (!after.has(row)) differences.push(`${projection.schema}.${name} forgotten only: ${row}`);
      for (const row of after) if (!before.has(row)) differences.push(`${projection.schema}.${name} rebuilt only: ${row}`);
    }
  }
  return differences;
}
