import type { RecordedEvent } from '@rm/eventstore';
import type { DatabasePool } from 'slonik';
import { readCheckpoint, writeCheckpoint } from './checkpoints';
import type { Notice, Projection } from './projection';

export interface BatchResult {
  /** Events handed to the projection (those above the checkpoint). */
  applied: number;
  /** The checkpoint after the batch. */
  position: bigint;
  notices: Notice[];
}

export interface BatchTarget {
  /** Schema to write into (default: the projection's own). */
  schema?: string;
  /** Checkpoint row to move (default: the projection's name). */
  checkpoint?: string;
}

/**
 * Applies one batch in one transaction together with its checkpoint. The checkpoint row is read
 * `for update` first and events at or below it are dropped: a redelivered batch, a batch read before a
 * rebuild swapped in a read model that is further ahead, or a second runner racing this one. Either the
 * read-model change and the checkpoint commit together, or neither does.
 */
export async function applyBatch(pool: DatabasePool, projection: Projection, events: readonly RecordedEvent[], target: BatchTarget = {}): Promise<BatchResult> {
  const checkpoint = target.checkpoint ?? projection.name;
  const schema = target.schema ?? projection.schema;
  return pool.transaction(async (tx) => {
    const position = (await readCheckpoint(tx, checkpoint, { forUpdate: true })) ?? 0n;
    const fresh = events.filter((event) => event.position > position);
    const last = fresh.at(-1);
    if (!last) return { applied: 0, position, notices: [] };
    const notices = await projection.handle(fresh, tx, { schema });
    await writeCheckpoint(tx, checkpoint, last.position);
    return { applied: fresh.length, position: last.position, notices };
  });
}
