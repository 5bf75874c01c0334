import { sql, type DatabasePool } from 'slonik';

/** Every row of every table of a schema as sorted JSON lines, by table name: two schemas are equal when these are. */
export async function schemaRows(pool: DatabasePool, schema: string): Promise<Map<string, string[]>> {
  const tables = await pool.query(sql.unsafe`
    select table_name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`);
  const contents = new Map<string, string[]>();
  for (const { table_name: table } of tables.rows as ReadonlyArray<{ table_name: string }>) {
    const rows = await pool.query(sql.unsafe`select to_jsonb(t)::text as row from ${sql.identifier([schema, table])} t`);
    contents.set(table, (rows.rows as ReadonlyArray<{ row: string }>).map((row) => row.row).sort());
  }
  return contents;
}
