import type { EventStore } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { sql, type DatabasePool } from 'slonik';
import { applyBatch } from './apply-batch';
import { deleteCheckpoint, readCheckpoint, rebuildCheckpointName, writeCheckpoint } from './checkpoints';
import { analyzeSchema, prepareProjection, recreateSchema, schemaExists } from './prepare-projection';
import type { Projection } from './projection';
import { replay } from './replay';

/** Advisory lock class of rebuilds (second key: hash of the projection's name). */
const REBUILD_LOCK_CLASS = 72_123_941;

export interface RebuildDependencies {
  pool: DatabasePool;
  store: EventStore;
  logger?: Logger;
  /** Not used: the pool is enough. */
  databaseUrl?: string;
}

export interface RebuildOptions {
  /**
   * Events per replay transaction (default 20,000): the more of an offer's life falls into one batch, the
   * more of it is folded in memory instead of written row by row (measured at 100,000 events: 5,000 per
   * batch 21,000 events/s, 20,000 per batch 24,000–29,000 events/s).
   */
  batchSize?: number;
  /** Called after each replayed batch with the number of events so far. */
  onProgress?: (events: number, position: bigint) => void;
}

export interface RebuildResult {
  /** Events replayed, including those applied during the swap. */
  events: number;
  seconds: number;
  /** The checkpoint the rebuilt read model was swapped in at. */
  position: bigint;
}

/** Names used while rebuilding `projection`. */
export const rebuildNames = (projection: Projection): { next: string; old: string; checkpoint: string } => ({
  next: `${projection.schema}__next`,
  old: `${projection.schema}__old`,
  checkpoint: rebuildCheckpointName(projection.name),
});

/**
 * Rebuilds a read model without downtime. Replays the whole log into a fresh schema `<schema>__next` in
 * short transactions (one per batch, checkpoint `<name>__next`), while the live schema keeps serving and
 * its projector keeps running: a long transaction would hold back the event store's read watermark. The
 * indexes only readers need are built after the replay, at once. Then
 * one transaction locks the live checkpoint row, applies what arrived meanwhile, swaps the schemas by
 * renaming them and moves the live checkpoint to the rebuilt position. The live projector re-reads its
 * checkpoint under the same lock on its next batch, drops what the rebuild already covered and continues
 * in the new tables. The old schema is dropped after the swap has committed, so that readers still on
 * the old tables never block the swap.
 */
export async function rebuildProjection(deps: RebuildDependencies, projection: Projection, options: RebuildOptions = {}): Promise<RebuildResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 20_000;
  const names = rebuildNames(projection);
  const log = deps.logger?.child({ projection: projection.name, rebuild: true });

  return deps.pool.connect(async (lockConnection) => {
    const locked = await lockConnection.query(sql.unsafe`select pg_try_advisory_lock(${REBUILD_LOCK_CLASS}, hashtext(${projection.name})) as locked`);
    if (!(locked.rows[0] as { locked: boolean } | undefined)?.locked) throw new Error(`a rebuild of ${projection.name} is already running`);
    try {
      await prepareProjection(deps.pool, projection);
      await deps.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`drop schema if exists ${sql.identifier([names.old])} cascade`);
        await recreateSchema(tx, projection, names.next, { deferReaderIndexes: true });
        await writeCheckpoint(tx, names.checkpoint, 0n);
      });

      let events = 0;
      let position = await replay(deps.store, 0n, batchSize, async (batch) => {
        const result = await applyBatch(deps.pool, projection, batch, { schema: names.next, checkpoint: names.checkpoint });
        events += result.applied;
        options.onProgress?.(events, result.position);
      });
      if (projection.createReaderIndexes) {
        const createIndexes = projection.createReaderIndexes.bind(projection);
        await deps.pool.transaction((tx) => createIndexes(tx, names.next));
      }
      await analyzeSchema(deps.pool, names.next);
      log?.info({ events, position: position.toString() }, 'replayed; swapping');

      await deps.pool.transaction(async (tx) => {
        await readCheckpoint(tx, projection.name, { forUpdate: true });
        position = await replay(deps.store, position, batchSize, async (batch) => {
          await projection.handle(batch, tx, { schema: names.next });
          events += batch.length;
        });
        if (await schemaExists(tx, projection.schema)) {
          await tx.query(sql.unsafe`alter schema ${sql.identifier([projection.schema])} rename to ${sql.identifier([names.old])}`);
        }
        await tx.query(sql.unsafe`alter schema ${sql.identifier([names.next])} rename to ${sql.identifier([projection.schema])}`);
        await writeCheckpoint(tx, projection.name, position);
        await deleteCheckpoint(tx, names.checkpoint);
      });
      await deps.pool.query(sql.unsafe`drop schema if exists ${sql.identifier([names.old])} cascade`);
      const seconds = (performance.now() - started) / 1000;
      log?.info({ events, seconds, position: position.toString() }, 'rebuilt and swapped in');
      return { events, seconds, position };
    } finally {
      await lockConnection.query(sql.unsafe`select pg_advisory_unlock(${REBUILD_LOCK_CLASS}, hashtext(${projection.name}))`);
    }
  });
}
