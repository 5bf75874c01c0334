import type { EventStore } from '@rm/eventstore';
import { sql, type DatabasePool } from 'slonik';
import { CHECKPOINTS_TABLE, rebuildCheckpointName } from './checkpoints';
import type { Projection } from './projection';

/** How far one projection (or a rebuild in progress, `<name>__next`) has come. */
export interface ProjectionStatus {
  name: string;
  position: bigint;
  head: bigint;
  lag: bigint;
}

async function checkpoints(pool: DatabasePool): Promise<Map<string, bigint>> {
  const present = await pool.query(sql.unsafe`select to_regclass(${CHECKPOINTS_TABLE}) is not null as present`);
  if (!(present.rows[0] as { present: boolean } | undefined)?.present) return new Map();
  const result = await pool.query(sql.unsafe`select projection, position::text as position from ${sql.identifier([CHECKPOINTS_TABLE])}`);
  return new Map(
    (result.rows as ReadonlyArray<{ projection: string; position: string }>).map((row) => [row.projection, BigInt(row.position)]),
  );
}

/**
 * Position, head and lag (events behind) of each projection in the list, followed by any rebuild in
 * progress. A projection that has not started yet shows position 0.
 */
export async function projectionStatus(
  pool: DatabasePool,
  store: EventStore,
  projections: readonly Pick<Projection, 'name'>[],
): Promise<ProjectionStatus[]> {
  const [head, positions] = await Promise.all([store.headPosition(), checkpoints(pool)]);
  const row = (name: string, position: bigint): ProjectionStatus => ({ name, position, head, lag: head > position ? head - position : 0n });
  const rows = projections.map((projection) => row(projection.name, positions.get(projection.name) ?? 0n));
  for (const projection of projections) {
    const rebuilding = positions.get(rebuildCheckpointName(projection.name));
    if (rebuilding !== undefined) rows.push(row(rebuildCheckpointName(projection.name), rebuilding));
  }
  return rows;
}

/**
 * Waits until every projection in the list has applied everything up to `position`, by default everything
 * readable when called (tests, seeding). A caller that has just appended passes the position its append
 * returned: the store's readable head can trail a commit while another transaction is open.
 */
export async function waitForProjections(
  pool: DatabasePool,
  store: EventStore,
  projections: readonly Pick<Projection, 'name'>[],
  options: { position?: bigint; timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const head = options.position ?? (await store.headPosition());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const positions = await checkpoints(pool);
    const behind = projections.filter((projection) => (positions.get(projection.name) ?? 0n) < head);
    if (behind.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `projections did not reach position ${head} in ${timeoutMs} ms: ${behind.map((p) => `${p.name}@${positions.get(p.name) ?? 0n}`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
