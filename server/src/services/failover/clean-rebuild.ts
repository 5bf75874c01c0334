import type { EventStore } from '@rm/eventstore';
import { allProjections, applyBatch, CHECKPOINTS_TABLE, prepareProjection, replay, schemaContents, type Projection } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';

/** How one live read model compares with a clean build of it from the whole log. */
export interface RebuildComparison {
  projection: string;
  rows: number;
  /** `table: row` lines only the clean build has (lost in the live one). */
  missing: string[];
  /** `table: row` lines only the live read model has (applied twice, or wrongly). */
  extra: string[];
}

const twinOf = (projection: Projection): Projection => ({
  ...projection,
  name: `${projection.name}-verify`,
  schema: `${projection.schema}_verify`,
});

async function dropTwin(pool: DatabasePool, twin: Projection): Promise<void> {
  await pool.query(sql.unsafe`drop schema if exists ${sql.identifier([twin.schema])} cascade`);
  await pool.query(sql.unsafe`delete from ${sql.identifier([CHECKPOINTS_TABLE])} where projection = ${twin.name}`);
}

/** Rows of `left` that `right` lacks, counting duplicates (a row twice in `left` and once in `right` is one). */
function difference(left: Record<string, string[]>, right: Record<string, string[]>): string[] {
  const lines: string[] = [];
  for (const [table, rows] of Object.entries(left)) {
    const others = new Map<string, number>();
    for (const row of right[table] ?? []) others.set(row, (others.get(row) ?? 0) + 1);
    for (const row of rows) {
      const remaining = others.get(row) ?? 0;
      if (remaining > 0) others.set(row, remaining - 1);
      else lines.push(`${table}: ${row}`);
    }
  }
  return lines;
}

/**
 * Builds each read model afresh into a schema of its own with the projection's own definition (the whole
 * log in one pass) and compares its rows with the live read model's. Call it when the projections have
 * caught up and nothing is being written.
 */
export async function compareWithCleanRebuild(
  pool: DatabasePool,
  store: EventStore,
  projections: readonly Projection[] = allProjections,
): Promise<RebuildComparison[]> {
  const comparisons: RebuildComparison[] = [];
  for (const projection of projections) {
    const twin = twinOf(projection);
    await dropTwin(pool, twin);
    await prepareProjection(pool, twin);
    await replay(store, 0n, 5000, async (batch) => {
      await applyBatch(pool, twin, batch);
    });
    const live = await schemaContents(pool, projection.schema);
    const clean = await schemaContents(pool, twin.schema);
    comparisons.push({
      projection: projection.name,
      rows: Object.values(clean).reduce((sum, rows) => sum + rows.length, 0),
      missing: difference(clean, live),
      extra: difference(live, clean),
    });
    await dropTwin(pool, twin);
  }
  return comparisons;
}
