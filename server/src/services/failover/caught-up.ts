import type { EventStore } from '@rm/eventstore';
import type { DatabasePool } from 'slonik';
import { waitUntilProjected } from '../../http/catch-up';
import { productProjections } from '../../product-projections';
import { oldestTransactions } from './oldest-transactions';
import { lastPosition } from './store-counts';

/** Names of what the projectors run (every read model and reactor): one lease each. */
export const leasedProjections = (store: EventStore): Array<{ name: string }> =>
  productProjections(store).map((projection) => ({ name: projection.name }));

/**
 * Waits until every projection applied the last event appended. Not the store's readable head: that
 * trails any transaction open anywhere on the PostgreSQL server, so it may stand before events already
 * answered to their clients.
 */
export async function waitUntilCaughtUp(pool: DatabasePool, store: EventStore, timeoutMs = 60_000): Promise<void> {
  if (!(await waitUntilProjected(pool, leasedProjections(store), await lastPosition(pool), timeoutMs))) {
    throw new Error(
      `the projections did not catch up within ${timeoutMs} ms; oldest transactions: ${(await oldestTransactions(pool)).join('; ')}`,
    );
  }
}
