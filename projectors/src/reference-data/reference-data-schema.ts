import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the reference-data read model. */
export const REFERENCE_DATA_SCHEMA = 'rm_reference_data';

/** Qualified table names for readers of the reference-data read model. */
export const referenceDataTables = {
  items: `${REFERENCE_DATA_SCHEMA}.items`,
} as const;

/**
 * One live item of reference data of any kind (deleted items leave the table; the log keeps them).
 * `fields` as the kind stores them (snake_case, money in cents); `label` what lists sort by and show,
 * `search` the lower-case text a list search matches, `sort` the kind's explicit order (documents,
 * account-delete reasons; 0 for the others).
 */
export interface ReferenceItemRow {
  item_id: string;
  kind: string;
  label: string;
  search: string;
  sort: number;
  fields: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export async function createReferenceDataTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const items = table(schema, 'items');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${items} (
      item_id uuid primary key,
      kind text not null,
      label text not null,
      search text not null,
      sort integer not null default 0,
      fields jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
  ]);
}

/** Lists by kind in their order; option groups by group. */
export async function createReferenceDataReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const items = table(schema, 'items');
  await runStatements(connection, [
    sql.fragment`create index if not exists items_kind_order on ${items} (kind, sort, lower(label), item_id)`,
    sql.fragment`create index if not exists items_option_group on ${items} ((fields->>'group'), (fields->>'key')) where kind = 'options'`,
  ]);
}
