import { readCheckpoint, type ProjectionProgress, type Projection } from '@rm/projectors';
import type { DatabasePool } from 'slonik';

/**
 * Waits until every given projection's checkpoint reached `position`; false when the time ran out.
 * By position rather than by the store's head: the head is what is readable now, which may trail a
 * commit that just happened while other transactions are in flight. With `progress` (the projector
 * running in this process) a projection it runs is awaited on its commit, without a statement; one it
 * does not run (the split deployment, a lease held elsewhere) by looking at its checkpoint every 5 ms.
 */
export async function waitUntilProjected(
  pool: DatabasePool,
  projections: readonly Pick<Projection, 'name'>[],
  position: bigint,
  timeoutMs: number,
  progress?: ProjectionProgress,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const reached = await Promise.all(
    projections.map(async (projection) => {
      const committed = progress ? await progress.waitFor(projection.name, position, timeoutMs) : null;
      return committed ?? pollCheckpoint(pool, projection.name, position, deadline);
    }),
  );
  return reached.every(Boolean);
}

async function pollCheckpoint(pool: DatabasePool, name: string, position: bigint, deadline: number): Promise<boolean> {
  for (;;) {
    if (((await readCheckpoint(pool, name)) ?? 0n) >= position) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
