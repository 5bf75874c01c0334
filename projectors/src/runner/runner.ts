import type { EventStore, RecordedEvent, Subscription } from '@rm/eventstore';
import type { Bus, Logger } from '@rm/platform';
import type { DatabasePool } from 'slonik';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { prepareProjection } from './prepare-projection';
import type { Notice, Projection } from './projection';
import { replay } from './replay';

/** What a projector needs: the read-model database, the event store, the bus for change notices. */
export interface ProjectorDependencies {
  pool: DatabasePool;
  store: EventStore;
  bus: Bus;
  logger?: Logger;
  /** Not used: the pool is enough. Accepted so that callers passing their connection string still compile. */
  databaseUrl?: string;
}

export interface ProjectorOptions {
  /** Batch size while catching up from the checkpoint to the head (default 5000). */
  catchUpBatchSize?: number;
  /** Batch size once live (default 1000). */
  batchSize?: number;
  /** First delay before a failed projector resumes from its checkpoint; doubles up to 30 s (default 1000 ms). */
  retryDelayMs?: number;
}

export interface RunningProjector {
  name: string;
  /** Resolves once the batch in progress has committed (or rolled back) and delivery has stopped. */
  stop(): Promise<void>;
  /** The last failure, if the projector has failed since it started (it retries from its checkpoint). */
  lastError(): unknown;
}

const publish = (bus: Bus, notices: readonly Notice[]): void => {
  for (const notice of notices) bus.publish(notice.subject, notice.message);
};

/**
 * Keeps one projection up to date: creates its schema when missing (then builds it from 0), catches up
 * from its checkpoint in large batches, then follows the log live through `subscribeToAll`. Resolves once
 * the schema is ready; catching up runs in the background (`waitForProjections` waits for it). Every batch is
 * one transaction with its checkpoint (see `applyBatch`); notices go on the bus after the commit. A
 * failure rolls the batch back; the projector then resumes from its checkpoint after a growing delay.
 */
export async function startProjector(deps: ProjectorDependencies, projection: Projection, options: ProjectorOptions = {}): Promise<RunningProjector> {
  const log = deps.logger?.child({ projection: projection.name });
  const prepared = await prepareProjection(deps.pool, projection);
  if (prepared.created) log?.info('read-model schema created; building from the first event');
  const baseDelay = options.retryDelayMs ?? 1000;

  let stopped = false;
  let failure: unknown = null;
  let failures = 0;
  let subscription: Subscription | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const applyAndPublish = async (batch: RecordedEvent[]): Promise<void> => {
    const result = await applyBatch(deps.pool, projection, batch);
    failures = 0;
    publish(deps.bus, result.notices);
  };

  const fail = (error: unknown): void => {
    failure = error;
    failures += 1;
    if (stopped) return;
    const delay = Math.min(baseDelay * 2 ** (failures - 1), 30_000);
    log?.error({ err: error, retryInMs: delay }, 'projection batch failed and was rolled back; resuming from the checkpoint');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      running = run();
    }, delay);
  };

  async function run(): Promise<void> {
    try {
      const from = (await readCheckpoint(deps.pool, projection.name)) ?? 0n;
      const caughtUp = await replay(deps.store, from, options.catchUpBatchSize ?? 5000, applyAndPublish, () => stopped);
      if (stopped) return;
      subscription = deps.store.subscribeToAll(
        caughtUp,
        async (batch) => {
          try {
            await applyAndPublish(batch);
          } catch (error) {
            // Rethrown so that the subscription stops; fail() resumes later from the checkpoint.
            fail(error);
            throw error;
          }
        },
        {
          batchSize: options.batchSize ?? 1000,
          onError: (error) => log?.warn({ err: error }, 'event store delivery error'),
        },
      );
    } catch (error) {
      fail(error);
    }
  }

  log?.info({ from: prepared.position.toString() }, 'projection starting');
  running = run();
  return {
    name: projection.name,
    lastError: () => failure,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await running;
      await subscription?.stop();
    },
  };
}

/** Several projectors side by side; `stop()` stops each after its batch in progress. */
export interface RunningProjections {
  running: RunningProjector[];
  stop(): Promise<void>;
}

/** Starts every projection in the list (each with its own checkpoint, subscription and transactions). */
export async function startProjections(deps: ProjectorDependencies, projections: readonly Projection[], options: ProjectorOptions = {}): Promise<RunningProjections> {
  const running = await Promise.all(projections.map((projection) => startProjector(deps, projection, options)));
  return {
    running,
    async stop() {
      await Promise.all(running.map((projector) => projector.stop()));
    },
  };
}
