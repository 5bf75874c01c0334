import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent, Subscription } from '@rm/eventstore';
import type { Bus, Logger } from '@rm/platform';
import { sql, type DatabasePool } from 'slonik';
import { applyBatch, applyGroupBatch } from './apply-batch';
import { CHECKPOINTS_TABLE, writeCheckpoint } from './checkpoints';
import { keepLeases, type LeaseKeeper } from './leases';
import { analyzeSchema, prepareProjection } from './prepare-projection';
import { PROJECTIONS_RESYNC, type Notice, type Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { replay } from './replay';

/** What a projector needs: the read-model database (pool, and its URL for the lease connection), the log, the bus. */
export interface ProjectorDependencies {
  pool: DatabasePool;
  databaseUrl: string;
  store: EventStore;
  bus: Bus;
  logger?: Logger;
}

export interface ProjectorOptions {
  /** Batch size while catching up from the checkpoints to the head (default 2000: the server's memory peaks while catching up). */
  catchUpBatchSize?: number;
  /** Largest batch once live (default 1000); under load batches grow up to it by themselves. */
  batchSize?: number;
  /** First delay before a failed projection is tried again; doubles up to 30 s (default 1000 ms). */
  retryDelayMs?: number;
  /** How often a standby tries to take over leases it does not hold (default 1000 ms). */
  leaseRetryMs?: number;
  /** This process's name in logs and in `pg_stat_activity` (default: a random id). */
  instance?: string;
  /**
   * A rebuild that erasures asked for starts once none has been asked for this long (default 1000 ms), and
   * at the latest `ERASURE_REBUILD_MAX_WAIT_MS` after the first: a retention run erasing hundreds of
   * persons in a row rebuilds each read model once or twice, not once per person.
   */
  erasureRebuildQuietMs?: number;
}

/** What this process's projector has committed, for a request that waits for its read model. */
export interface ProjectionProgress {
  /**
   * Resolves true once this process committed `name`'s checkpoint at or past `position`, false when
   * `timeoutMs` ran out first, and null when this process does not run `name` (another instance holds
   * its lease, or it lost it while waiting): then only the checkpoint table can tell. No statement is
   * made: the runner resolves the wait when it commits the batch.
   */
  waitFor(name: string, position: bigint, timeoutMs: number): Promise<boolean | null>;
}

/** Projections running in this process. */
export interface RunningProjections extends ProjectionProgress {
  /** Names of the projections whose lease this process holds (and which it therefore runs). */
  active(): string[];
  /** The last failure of a projection since start, if any (it is retried from its checkpoint). */
  lastError(name: string): unknown;
  /** Resolves when no rebuild an erasure asked for is running or due (one asked for meanwhile is awaited too). */
  rebuildsSettled(): Promise<void>;
  /** Stops after the batch in progress and releases the leases. */
  stop(): Promise<void>;
}

/** One projection on its own (tests). */
export interface RunningProjector {
  name: string;
  lastError(): unknown;
  stop(): Promise<void>;
}

interface ProjectionState {
  projection: Projection;
  failures: number;
  suspendedUntil: number;
  lastError: unknown;
}

interface Run {
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 30_000;
/** The longest an erased person stays in a read model without `forget` while further erasures keep coming. */
const ERASURE_REBUILD_MAX_WAIT_MS = 10_000;
/** A catch-up over at least this many positions refreshes the planner statistics of the read models. */
const ANALYZE_AFTER_EVENTS = 1000n;

async function lowestCheckpoint(pool: DatabasePool, names: readonly string[]): Promise<bigint> {
  const result = await pool.query(sql.unsafe`
    select coalesce(min(position), 0)::text as position from ${sql.identifier([CHECKPOINTS_TABLE])}
    where projection = any(${sql.array(names, 'text')})`);
  return BigInt((result.rows[0] as { position: string } | undefined)?.position ?? '0');
}

async function checkpointsOf(pool: DatabasePool, names: readonly string[]): Promise<Map<string, bigint>> {
  const result = await pool.query(sql.unsafe`
    select projection, position::text as position from ${sql.identifier([CHECKPOINTS_TABLE])}
    where projection = any(${sql.array(names, 'text')})`);
  return new Map((result.rows as { projection: string; position: string }[]).map((row) => [row.projection, BigInt(row.position)]));
}

/** Whether an erasure a projection met in a batch (ending at `last`) makes it rebuild, and when. */
interface ErasureRebuilds {
  /** The run begins: its projections' checkpoints and the head of the log, read before the run reads any event. */
  begin(checkpoints: ReadonlyMap<string, bigint>, head: bigint): void;
  asked(projection: Projection, last: bigint): void;
  /** The run's catch-up is done: the rebuilds it put off are asked for now. */
  caughtUp(): void;
}

/**
 * An erased person's key is deleted before the erasure is appended (crypto-shredding), so an erasure
 * already in the log when a run began was shredded before the run read anything: whatever the run
 * applies of that person reads as erased. A projection that began the run empty (checkpoint 0) holds
 * nothing else and needs no rebuild for those erasures; one that began further on may hold the person
 * from an earlier run and is rebuilt, once, after the catch-up, however many erasures it met (a rebuild
 * per batch, racing the catch-up, made a start on a history with erasures several times slower). An
 * erasure appended after the run began asks for a rebuild at once.
 */
function erasureRebuilds(requestRebuild: (projection: Projection) => void): ErasureRebuilds {
  let checkpoints: ReadonlyMap<string, bigint> = new Map();
  let head = -1n;
  let catchingUp = true;
  const putOff = new Set<Projection>();
  return {
    begin(atStart, headAtStart) {
      checkpoints = atStart;
      head = headAtStart;
    },
    asked(projection, last) {
      if (last <= head) {
        if ((checkpoints.get(projection.name) ?? 0n) === 0n) return;
        if (catchingUp) {
          putOff.add(projection);
          return;
        }
      }
      requestRebuild(projection);
    },
    caughtUp() {
      catchingUp = false;
      for (const projection of putOff) requestRebuild(projection);
      putOff.clear();
    },
  };
}

interface Waiter {
  name: string;
  position: bigint;
  settle: (reached: boolean | null) => void;
}

/**
 * The checkpoints this process committed, kept in memory, and the requests waiting for one of them. A
 * projection enters when its run has caught up (its checkpoint read once) and moves with every batch
 * committed; a wait for a projection that is not running here answers null at once, and the waits for
 * one that stops running here (its lease lost, suspended after failures, the runner stopping) answer null.
 */
function trackProgress(held: () => ReadonlySet<string>) {
  const committed = new Map<string, bigint>();
  const waiters = new Set<Waiter>();
  const settle = (waiter: Waiter, reached: boolean | null): void => {
    waiters.delete(waiter);
    waiter.settle(reached);
  };
  return {
    advance(name: string, position: bigint): void {
      if ((committed.get(name) ?? -1n) >= position) return;
      committed.set(name, position);
      for (const waiter of waiters) if (waiter.name === name && waiter.position <= position) settle(waiter, true);
    },
    releaseAllBut(running: ReadonlySet<string>): void {
      for (const name of committed.keys()) if (!running.has(name)) committed.delete(name);
      for (const waiter of waiters) if (!running.has(waiter.name)) settle(waiter, null);
    },
    waitFor(name: string, position: bigint, timeoutMs: number): Promise<boolean | null> {
      if ((committed.get(name) ?? -1n) >= position) return Promise.resolve(true);
      if (!held().has(name)) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(waiter, false), timeoutMs);
        const waiter: Waiter = {
          name,
          position,
          settle: (reached) => {
            clearTimeout(timer);
            resolve(reached);
          },
        };
        waiters.add(waiter);
      });
    },
  };
}

const publish = (bus: Bus, notices: readonly Notice[]): void => {
  for (const notice of notices) bus.publish(notice.subject, notice.message);
};

/**
 * Keeps read models up to date. Every projection needs a lease (see `keepLeases`), so that with several
 * projector processes each projection runs in exactly one of them and the others stand by. The
 * projections held here share one reader: the log is read once from the lowest of their checkpoints
 * (catch-up in large batches, then live through `subscribeToAll`), and each batch is applied to all of
 * them in one transaction that also moves their checkpoints; notices go on the bus after the commit.
 * When a batch fails, each projection is tried alone; the failing one is set aside and retried from its
 * checkpoint after a growing delay while the others go on. Resolves once the schemas are ready and the
 * first leases were tried; catching up runs in the background (`waitForProjections` waits for it).
 */
export async function startProjections(
  deps: ProjectorDependencies,
  projections: readonly Projection[],
  options: ProjectorOptions = {},
): Promise<RunningProjections> {
  const instance = options.instance ?? randomUUID().slice(0, 8);
  const log = deps.logger?.child({ projector: instance });
  for (const projection of projections) {
    const prepared = await prepareProjection(deps.pool, projection);
    if (prepared.created && projection.startsAtHead) {
      const head = await deps.store.headPosition();
      await deps.pool.transaction((tx) => writeCheckpoint(tx, projection.name, head));
      log?.info({ projection: projection.name, position: head.toString() }, 'reactor starts at the head of the log');
    } else if (prepared.created) {
      log?.info({ projection: projection.name }, 'read-model schema created; it builds from the first event');
    }
  }
  const states = new Map<string, ProjectionState>(
    projections.map((projection) => [projection.name, { projection, failures: 0, suspendedUntil: 0, lastError: null }]),
  );
  const baseDelay = options.retryDelayMs ?? 1000;
  let stopped = false;
  let current: Run | null = null;
  let chain: Promise<void> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | null = null;
  let leases: LeaseKeeper | null = null;
  const progress = trackProgress(() => leases?.held() ?? new Set<string>());

  const runnable = (): ProjectionState[] => {
    const held = leases?.held() ?? new Set<string>();
    const now = Date.now();
    return [...states.values()].filter((state) => held.has(state.projection.name) && state.suspendedUntil <= now);
  };

  const scheduleRetry = (): void => {
    const next = Math.min(...[...states.values()].map((state) => state.suspendedUntil).filter((until) => until > Date.now()));
    if (!Number.isFinite(next) || stopped) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      restart();
    }, next - Date.now());
    retryTimer.unref();
  };

  const suspend = (state: ProjectionState, error: unknown): void => {
    state.failures += 1;
    state.lastError = error;
    const delay = Math.min(baseDelay * 2 ** (state.failures - 1), MAX_RETRY_DELAY_MS);
    state.suspendedUntil = Date.now() + delay;
    log?.error(
      { err: error, projection: state.projection.name, retryInMs: delay },
      'projection batch failed and was rolled back; retrying from its checkpoint later',
    );
  };

  // Rebuilds asked for by erasures (projections without `forget`), one at a time per projection; a request
  // while one runs makes it run once more after (the running replay may have read the person before).
  const rebuilds = new Map<string, { running: Promise<void>; again: boolean; askedAt: number }>();
  const quietMs = options.erasureRebuildQuietMs ?? 1000;
  /** Until no rebuild was asked for `quietMs` (or the longest wait is over, or the runner stops). */
  const quiet = async (entry: { askedAt: number }): Promise<void> => {
    const first = Date.now();
    for (;;) {
      const now = Date.now();
      const left = Math.min(entry.askedAt + quietMs, first + ERASURE_REBUILD_MAX_WAIT_MS) - now;
      if (left <= 0 || stopped) return;
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  };
  const requestRebuild = (projection: Projection): void => {
    const current = rebuilds.get(projection.name);
    if (current) {
      current.again = true;
      current.askedAt = Date.now();
      return;
    }
    const entry = { running: Promise.resolve(), again: false, askedAt: Date.now() };
    entry.running = (async () => {
      do {
        await quiet(entry);
        entry.again = false;
        try {
          log?.info({ projection: projection.name }, 'persons erased: rebuilding the read model, which has no forget');
          await rebuildProjection({ pool: deps.pool, store: deps.store, logger: deps.logger }, projection);
        } catch (error) {
          log?.error({ err: error, projection: projection.name }, 'rebuild after an erasure failed; it is tried again');
          if (!stopped) entry.again = true;
          await new Promise((resolve) => setTimeout(resolve, baseDelay));
        }
      } while (entry.again && !stopped);
      rebuilds.delete(projection.name);
    })();
    rebuilds.set(projection.name, entry);
  };
  /** Applies a batch to the group; on failure isolates the failing projections. Answers whether the group must be re-formed. */
  const handleBatch = async (group: readonly ProjectionState[], batch: RecordedEvent[], erased: ErasureRebuilds): Promise<boolean> => {
    const live = group.filter((state) => state.suspendedUntil <= Date.now());
    try {
      const results = await applyGroupBatch(
        deps.pool,
        live.map((state) => state.projection),
        batch,
      );
      const last = batch.at(-1)?.position;
      for (const state of live) {
        state.failures = 0;
        if (last !== undefined) progress.advance(state.projection.name, last);
        publish(deps.bus, results.get(state.projection.name)?.notices ?? []);
      }
      if (last !== undefined)
        for (const state of live) if (results.get(state.projection.name)?.rebuild) erased.asked(state.projection, last);
      return false;
    } catch (groupError) {
      if (live.length === 1 && live[0]) {
        suspend(live[0], groupError);
        return true;
      }
      let failed = false;
      for (const state of live) {
        try {
          const result = await applyBatch(deps.pool, state.projection, batch);
          const last = batch.at(-1)?.position;
          if (last !== undefined) progress.advance(state.projection.name, last);
          publish(deps.bus, result.notices);
          if (result.rebuild && last !== undefined) erased.asked(state.projection, last);
        } catch (error) {
          suspend(state, error);
          failed = true;
        }
      }
      return failed;
    }
  };

  const startRun = (group: ProjectionState[]): Run => {
    let runStopped = false;
    let subscription: Subscription | null = null;
    const reform = (): void => {
      if (!runStopped) restart();
    };
    const names = group.map((state) => state.projection.name);
    const erased = erasureRebuilds(requestRebuild);
    const deliver = async (batch: RecordedEvent[]): Promise<void> => {
      if (runStopped) return;
      if (await handleBatch(group, batch, erased)) reform();
    };
    const running = (async () => {
      const from = await lowestCheckpoint(deps.pool, names);
      erased.begin(await checkpointsOf(deps.pool, names), await deps.store.headPosition());
      const caughtUp = await replay(deps.store, from, options.catchUpBatchSize ?? 2000, deliver, () => runStopped);
      // Also when this run stops before its end: the erasures it met are behind the checkpoints it committed,
      // and the next run would not meet them again.
      erased.caughtUp();
      if (runStopped) return;
      // A projection ahead of the group's lowest checkpoint may have had nothing to apply: its own checkpoint says where it is.
      for (const [name, position] of await checkpointsOf(deps.pool, names)) progress.advance(name, position);
      if (caughtUp - from >= ANALYZE_AFTER_EVENTS) {
        for (const state of group) await analyzeSchema(deps.pool, state.projection.schema);
      }
      subscription = deps.store.subscribeToAll(caughtUp, deliver, {
        batchSize: options.batchSize ?? 1000,
        onError: (error) => log?.warn({ err: error }, 'event store delivery error; retrying'),
      });
    })().catch((error: unknown) => {
      erased.caughtUp();
      // Reading the log or the checkpoints failed: every projection of the group waits and starts over.
      for (const state of group) suspend(state, error);
      reform();
    });
    log?.info({ projections: names }, 'projections running');
    return {
      async stop() {
        runStopped = true;
        await running;
        await subscription?.stop();
      },
    };
  };

  /** Stops the current run after its batch and starts one for the projections runnable now. */
  function restart(): void {
    chain = chain
      .then(async () => {
        await current?.stop();
        current = null;
        if (stopped) return;
        const group = runnable();
        progress.releaseAllBut(new Set(group.map((state) => state.projection.name)));
        if (group.length > 0) current = startRun(group);
        scheduleRetry();
      })
      .catch((error: unknown) => log?.error({ err: error }, 'could not restart the projections'));
  }

  // Notices published while the bus was away are gone; readers are told to look again.
  const stopResync = deps.bus.onReconnect(() => {
    log?.warn('bus connection back: asking readers to resync');
    deps.bus.publish(PROJECTIONS_RESYNC, { projector: instance });
  });
  leases = await keepLeases({
    connectionString: deps.databaseUrl,
    names: projections.map((projection) => projection.name),
    retryMs: options.leaseRetryMs,
    instance,
    logger: log,
    onChange: () => restart(),
  });
  if (leases.held().size === 0) log?.info('standing by: another projector holds the leases');
  restart();
  await chain;

  return {
    waitFor: (name, position, timeoutMs) => progress.waitFor(name, position, timeoutMs),
    active: () => [...(leases?.held() ?? [])],
    lastError: (name) => states.get(name)?.lastError ?? null,
    async rebuildsSettled() {
      while (rebuilds.size > 0) await Promise.all([...rebuilds.values()].map((entry) => entry.running));
    },
    async stop() {
      stopped = true;
      stopResync();
      if (retryTimer) clearTimeout(retryTimer);
      restart();
      await chain;
      await Promise.all([...rebuilds.values()].map((entry) => entry.running));
      progress.releaseAllBut(new Set());
      await leases?.close();
    },
  };
}

/** Runs one projection (with its lease); tests and tools. */
export async function startProjector(
  deps: ProjectorDependencies,
  projection: Projection,
  options: ProjectorOptions = {},
): Promise<RunningProjector> {
  const running = await startProjections(deps, [projection], options);
  return { name: projection.name, lastError: () => running.lastError(projection.name), stop: () => running.stop() };
}
