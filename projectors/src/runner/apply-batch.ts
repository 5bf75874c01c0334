import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabasePool, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import { writeTogether } from '../shared/sql-rows';
import { CHECKPOINTS_TABLE, checkpointStatement, readCheckpoint } from './checkpoints';
import { erasedSubjectsOf, needsRebuildAfterErasure } from './erasure';
import type { Notice, Projection, ProjectionContext } from './projection';

export interface BatchResult {
  /** Events handed to the projection (those above the checkpoint). */
  applied: number;
  /** The checkpoint after the batch. */
  position: bigint;
  notices: Notice[];
  /** The batch erased persons and the projection cannot forget them itself: it must be rebuilt. */
  rebuild?: boolean;
}

export interface BatchTarget {
  /** Schema to write into (default: the projection's own). */
  schema?: string;
  /** Checkpoint row to move (default: the projection's name). */
  checkpoint?: string;
}

/**
 * After a batch (and its checkpoint) is written: the persons it erased are forgotten by the projection
 * (`forget`), or the projection is marked for a rebuild.
 */
async function forgetErased(
  tx: DatabaseTransactionConnection,
  projection: Projection,
  events: readonly RecordedEvent[],
  schema: string,
): Promise<{ notices: Notice[]; rebuild: boolean }> {
  const erased = erasedSubjectsOf(events);
  if (erased.length === 0) return { notices: [], rebuild: false };
  if (projection.forget) return { notices: await projection.forget(erased, tx, { schema }), rebuild: false };
  return { notices: [], rebuild: needsRebuildAfterErasure(projection) };
}

const reads = new WeakMap<Projection, ReadonlySet<string> | null>();
/** What of `events` a projection's handler reads: those of its declared types (all without a declaration), as a rebuild reads them. */
function eventsFor(projection: Projection, events: RecordedEvent[]): RecordedEvent[] {
  let read = reads.get(projection);
  if (read === undefined) {
    read = projection.eventTypes ? new Set(projection.eventTypes) : null;
    reads.set(projection, read);
  }
  return read ? events.filter((event) => read.has(event.type)) : events;
}

/** A context for `schema` that collects the handlers' last writes, to go with the checkpoint. */
function collectingContext(schema: string, last: Array<FragmentSqlToken | null>): ProjectionContext {
  return { schema, writeLast: (statements) => last.push(...statements) };
}

/**
 * Applies one batch in one transaction together with its checkpoint. The checkpoint row is read
 * `for update` first and events at or below it are dropped: a redelivered batch, a batch read before a
 * rebuild swapped in a read model that is further ahead, or a second runner racing this one. Either the
 * read-model change and the checkpoint commit together, or neither does.
 */
export async function applyBatch(
  pool: DatabasePool,
  projection: Projection,
  events: readonly RecordedEvent[],
  target: BatchTarget = {},
): Promise<BatchResult> {
  const checkpoint = target.checkpoint ?? projection.name;
  const schema = target.schema ?? projection.schema;
  return pool.transaction(async (tx) => {
    const position = (await readCheckpoint(tx, checkpoint, { forUpdate: true })) ?? 0n;
    const fresh = events.filter((event) => event.position > position);
    const last = fresh.at(-1);
    if (!last) return { applied: 0, position, notices: [] };
    const lastWrites: Array<FragmentSqlToken | null> = [];
    const relevant = eventsFor(projection, fresh);
    const notices = relevant.length > 0 ? await projection.handle(relevant, tx, collectingContext(schema, lastWrites)) : [];
    await writeTogether(tx, [...lastWrites, checkpointStatement([checkpoint], last.position)]);
    const forgotten = await forgetErased(tx, projection, fresh, schema);
    return { applied: relevant.length, position: last.position, notices: [...notices, ...forgotten.notices], rebuild: forgotten.rebuild };
  });
}

/** What one batch did to each projection of a group, by name. */
export type GroupBatchResult = Map<string, BatchResult>;

async function lockCheckpoints(tx: DatabaseTransactionConnection, names: readonly string[]): Promise<Map<string, bigint>> {
  // In name order, so that two transactions locking overlapping sets never deadlock.
  const result = await tx.query(sql.unsafe`
    select projection, position::text as position from ${sql.identifier([CHECKPOINTS_TABLE])}
    where projection = any(${sql.array(names, 'text')}) order by projection for update`);
  return new Map(
    (result.rows as ReadonlyArray<{ projection: string; position: string }>).map((row) => [row.projection, BigInt(row.position)]),
  );
}

/**
 * Applies one batch to several projections in one transaction, with all their checkpoints: one read of
 * the log, one transaction and two checkpoint statements for the whole group instead of per projection.
 * The handlers' last writes (each projection writes its own schema) go in the checkpoints' statement.
 * Each projection gets only the events above its own checkpoint (they may differ: one caught up by a
 * rebuild, one resumed after a failure). A failing handler rolls back the whole group's batch; the
 * caller then isolates it with `applyBatch` per projection.
 */
export async function applyGroupBatch(
  pool: DatabasePool,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<GroupBatchResult> {
  const last = events.at(-1);
  const results: GroupBatchResult = new Map();
  if (!last || projections.length === 0) return results;
  await pool.transaction(async (tx) => {
    const checkpoints = await lockCheckpoints(
      tx,
      projections.map((projection) => projection.name),
    );
    const moved: string[] = [];
    const lastWrites: Array<FragmentSqlToken | null> = [];
    const applied: Array<{ projection: Projection; fresh: RecordedEvent[] }> = [];
    for (const projection of projections) {
      const position = checkpoints.get(projection.name) ?? 0n;
      const fresh = position < last.position ? events.filter((event) => event.position > position) : [];
      if (fresh.length === 0) {
        results.set(projection.name, { applied: 0, position, notices: [] });
        continue;
      }
      // Only what the projection reads reaches its handler (as in a rebuild); a batch with none of it only
      // moves its checkpoint, in the group's one checkpoint statement.
      const relevant = eventsFor(projection, fresh);
      const notices = relevant.length > 0 ? await projection.handle(relevant, tx, collectingContext(projection.schema, lastWrites)) : [];
      results.set(projection.name, { applied: relevant.length, position: last.position, notices });
      moved.push(projection.name);
      applied.push({ projection, fresh });
    }
    if (moved.length > 0) await writeTogether(tx, [...lastWrites, checkpointStatement(moved, last.position)]);
    for (const { projection, fresh } of applied) {
      const forgotten = await forgetErased(tx, projection, fresh, projection.schema);
      const result = results.get(projection.name);
      if (result)
        results.set(projection.name, { ...result, notices: [...result.notices, ...forgotten.notices], rebuild: forgotten.rebuild });
    }
  });
  return results;
}
