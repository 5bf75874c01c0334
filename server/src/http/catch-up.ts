import { readCheckpoint, type Projection } from '@rm/projectors';
import type { DatabasePool } from 'slonik';

/**
 * Waits until every given projection's checkpoint reached `position`; false when the time ran out.
 * By position rather than by the store's head: the head is what is readable now, which may trail a
 * commit that just happened while other transactions are in flight.
 */
export async function waitUntilProjected(
  pool: DatabasePool,
  projections: readonly Pick<Projection, 'name'>[],
  position: bigint,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await Promise.all(projections.map(async (projection) => (await readCheckpoint(pool, projection.name)) ?? 0n));
    if (checkpoints.every((checkpoint) => checkpoint >= position)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
