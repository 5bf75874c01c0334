import type { EventStore } from '@rm/eventstore';
import { runSqlScript } from '@rm/platform';
import { sql, type DatabasePool } from 'slonik';
import type { Projection } from './projection';
import { applyBatch, prepareProjection, writeCheckpoint, readCheckpoint } from './runner';

export interface RebuildResult {
  events: number;
  seconds: number;
  position: bigint;
}

/**
 * Rebuilds a projection without downtime: replays every event into a fresh schema while the current
 * one keeps serving (in short transactions, so nothing holds back the event store's watermark), then,
 * in one transaction that holds the live checkpoint row, applies what arrived meanwhile and swaps the
 * schemas. The live runner re-reads its checkpoint under the same lock and simply continues.
 */
export async function rebuildProjection(
  deps: { pool: DatabasePool; databaseUrl: string; store: EventStore },
  projection: Projection,
  options: { batchSize?: number; onProgress?: (events: number) => void } = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 5000;
  const next = `${projection.schema}__next`;
  const old = `${projection.schema}__old`;
  const nextCheckpoint = `${projection.name}__next`;
  const started = performance.now();

  await prepareProjection(deps.databaseUrl, projection);
  await runSqlScript(deps.databaseUrl, `drop schema if exists "${next}" cascade; delete from rm_checkpoints where projection = '${nextCheckpoint}';`);
  await prepareProjection(deps.databaseUrl, projection, next, nextCheckpoint);

  let position = 0n;
  let events = 0;
  for (;;) {
    const batch = await deps.store.readAll(position, batchSize);
    const last = batch.at(-1);
    if (!last) break;
    await applyBatch(deps.pool, projection, batch, { schema: next, checkpoint: nextCheckpoint });
    position = last.position;
    events += batch.length;
    options.onProgress?.(events);
  }

  await deps.pool.transaction(async (tx) => {
    await readCheckpoint(tx, projection.name, true);
    for (;;) {
      const batch = await deps.store.readAll(position, batchSize);
      const last = batch.at(-1);
      if (!last) break;
      await projection.apply(batch, tx, next);
      position = last.position;
      events += batch.length;
    }
    await tx.query(sql.unsafe`alter schema ${sql.identifier([projection.schema])} rename to ${sql.identifier([old])}`);
    await tx.query(sql.unsafe`alter schema ${sql.identifier([next])} rename to ${sql.identifier([projection.schema])}`);
    await writeCheckpoint(tx, projection.name, position);
    await tx.query(sql.unsafe`delete from rm_checkpoints where projection = ${nextCheckpoint}`);
    await tx.query(sql.unsafe`drop schema ${sql.identifier([old])} cascade`);
  });
  return { events, seconds: (performance.now() - started) / 1000, position };
}
