import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';

/** The one table holding every projection's position. */
export const CHECKPOINTS_TABLE = 'rm_checkpoints';

/** Checkpoint key of a rebuild in progress. */
export const rebuildCheckpointName = (name: string): string => `${name}__next`;

export async function createCheckpointsTable(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`
    create table if not exists ${sql.identifier([CHECKPOINTS_TABLE])} (
      projection text primary key,
      position bigint not null,
      updated_at timestamptz not null default now()
    )`);
  await connection.query(sql.unsafe`alter table ${sql.identifier([CHECKPOINTS_TABLE])} add column if not exists layout text`);
}

/** The layout (see `projectionLayout`) a projection's live tables were made with; null when unknown (made before layouts were kept). */
export async function readLayout(connection: CommonQueryMethods, name: string): Promise<string | null> {
  const result = await connection.query(sql.unsafe`select layout from ${sql.identifier([CHECKPOINTS_TABLE])} where projection = ${name}`);
  return (result.rows[0] as { layout: string | null } | undefined)?.layout ?? null;
}

export async function writeLayout(connection: CommonQueryMethods, name: string, layout: string): Promise<void> {
  await connection.query(sql.unsafe`update ${sql.identifier([CHECKPOINTS_TABLE])} set layout = ${layout} where projection = ${name}`);
}

/**
 * The position a projection has applied, or null when it has no checkpoint row. With `forUpdate` the row
 * stays locked until the transaction ends: that lock is what serialises batches against a rebuild's swap.
 */
export async function readCheckpoint(
  connection: CommonQueryMethods,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<bigint | null> {
  const lock = options.forUpdate ? sql.fragment`for update` : sql.fragment``;
  const result = await connection.query(
    sql.unsafe`select position::text as position from ${sql.identifier([CHECKPOINTS_TABLE])} where projection = ${name} ${lock}`,
  );
  const row = result.rows[0] as { position: string } | undefined;
  return row ? BigInt(row.position) : null;
}

/** The statement that moves the named checkpoints to `position` (creating missing rows). */
export function checkpointStatement(names: readonly string[], position: bigint): FragmentSqlToken {
  return sql.fragment`
    insert into ${sql.identifier([CHECKPOINTS_TABLE])} (projection, position, updated_at)
    select name, ${position.toString()}::bigint, now() from unnest(${sql.array(names, 'text')}) as name
    on conflict (projection) do update set position = excluded.position, updated_at = excluded.updated_at`;
}

export async function writeCheckpoint(connection: CommonQueryMethods, name: string, position: bigint): Promise<void> {
  await connection.query(sql.unsafe`${checkpointStatement([name], position)}`);
}

export async function deleteCheckpoint(connection: CommonQueryMethods, name: string): Promise<void> {
  await connection.query(sql.unsafe`delete from ${sql.identifier([CHECKPOINTS_TABLE])} where projection = ${name}`);
}
