import { sql, type DatabasePool } from 'slonik';

/**
 * Every row of one table as sorted JSON lines: two tables are equal when these are. The JSON is
 * PostgreSQL's own text, so that large numbers (positions) keep every digit.
 */
export async function tableContents(pool: DatabasePool, schema: string, tableName: string): Promise<string[]> {
  const result = await pool.query(sql.unsafe`select to_jsonb(t)::text as row from ${sql.identifier([schema, tableName])} t`);
  return (result.rows as ReadonlyArray<{ row: string }>).map((r) => r.row).sort();
}

/** The contents of every table of a schema, by table name. */
export async function schemaContents(pool: DatabasePool, schema: string): Promise<Record<string, string[]>> {
  const tables = await pool.query(sql.unsafe`
    select table_name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`);
  const contents: Record<string, string[]> = {};
  for (const { table_name: name } of tables.rows as ReadonlyArray<{ table_name: string }>)
    contents[name] = await tableContents(pool, schema, name);
  return contents;
}

/** Rows of a query, typed by the caller. */
export async function rowsOf<Row>(pool: DatabasePool, query: ReturnType<typeof sql.unsafe>): Promise<Row[]> {
  const result = await pool.query(query);
  return [...(result.rows as readonly Row[])];
}
