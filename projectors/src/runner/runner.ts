import type { EventStore, RecordedEvent, Subscription } from '@rm/eventstore';
import { runSqlScript, type Bus, type Logger } from '@rm/platform';
import { sql, type DatabasePool, type DatabaseTransactionConnection } from 'slonik';
import { checkpointsTableSql, type Notice, type Projection } from './projection';

export interface ProjectorDependencies {
  pool: DatabasePool;
  databaseUrl: string;
  store: EventStore;
  bus: Bus;
  logger: Logger;
}

export interface RunningProjector {
  name: string;
  /** Resolves once the batch in progress has committed and delivery has stopped. */
  stop(): Promise<void>;
}

/** Creates the checkpoint table, the projection's schema and tables, and its checkpoint row. */
export async function prepareProjection(databaseUrl: string, projection: Projection, schema = projection.schema, checkpoint = projection.name): Promise<void> {
  const name = checkpoint.replace(/'/g, "''");
  await runSqlScript(
    databaseUrl,
    `${checkpointsTableSql}
     create schema if not exists "${schema}";
     ${projection.tablesSql(schema)}
     insert into rm_checkpoints (projection, position) values ('${name}', 0) on conflict do nothing;`,
  );
}

export async function readCheckpoint(connection: DatabasePool | DatabaseTransactionConnection, name: string, forUpdate = false): Promise<bigint> {
  const lock = forUpdate ? sql.fragment`for update` : sql.fragment``;
  const result = await connection.query(sql.unsafe`select position::text as position from rm_checkpoints where projection = ${name} ${lock}`);
  const row = result.rows[0] as { position: string } | undefined;
  return BigInt(row?.position ?? '0');
}

export async function writeCheckpoint(connection: DatabaseTransactionConnection, name: string, position: bigint): Promise<void> {
  await connection.query(
    sql.unsafe`update rm_checkpoints set position = ${position.toString()}::bigint, updated_at = now() where projection = ${name}`,
  );
}

/**
 * Applies one batch in one transaction together with the checkpoint. Events at or below the checkpoint
 * are dropped (a redelivered batch, or one already covered by a rebuild that was swapped in).
 */
export async function applyBatch(
  pool: DatabasePool,
  projection: Projection,
  events: readonly RecordedEvent[],
  options: { schema?: string; checkpoint?: string } = {},
): Promise<{ applied: number; notices: Notice[] }> {
  const checkpoint = options.checkpoint ?? projection.name;
  const schema = options.schema ?? projection.schema;
  return pool.transaction(async (tx) => {
    const position = await readCheckpoint(tx, checkpoint, true);
    const fresh = events.filter((event) => event.position > position);
    const last = fresh.at(-1);
    if (!last) return { applied: 0, notices: [] };
    const notices = await projection.apply(fresh, tx, schema);
    await writeCheckpoint(tx, checkpoint, last.position);
    return { applied: fresh.length, notices };
  });
}

/** Catch-up then live: keeps one projection's read model up to date and publishes its notices after commit. */
export async function startProjector(deps: ProjectorDependencies, projection: Projection, options: { batchSize?: number } = {}): Promise<RunningProjector> {
  await prepareProjection(deps.databaseUrl, projection);
  const from = await readCheckpoint(deps.pool, projection.name);
  const log = deps.logger.child({ projection: projection.name });
  let subscription: Subscription | null = null;
  let failed: unknown = null;

  const handle = async (batch: RecordedEvent[]): Promise<void> => {
    const { notices } = await applyBatch(deps.pool, projection, batch);
    for (const notice of notices) deps.bus.publish(notice.subject, notice.message);
  };

  subscription = deps.store.subscribeToAll(from, handle, {
    batchSize: options.batchSize ?? 1000,
    onError: (error) => {
      failed = error;
      log.error({ err: error }, 'projection stopped on an error; restart resumes from its checkpoint');
    },
  });
  log.info({ from: from.toString() }, 'projection started');
  return {
    name: projection.name,
    async stop() {
      await subscription?.stop();
      if (failed) log.warn('projection had stopped on an error before');
    },
  };
}

/** Starts several projections; stop() stops them all, each after its batch in progress. */
export async function startProjections(deps: ProjectorDependencies, projections: readonly Projection[]): Promise<{ stop(): Promise<void>; running: RunningProjector[] }> {
  const running: RunningProjector[] = [];
  for (const projection of projections) running.push(await startProjector(deps, projection));
  return {
    running,
    async stop() {
      await Promise.all(running.map((projector) => projector.stop()));
    },
  };
}

export interface ProjectionStatus {
  name: string;
  position: bigint;
  head: bigint;
  lag: bigint;
}

/** Position and lag per projection. */
export async function projectionStatus(pool: DatabasePool, store: EventStore, projections: readonly Projection[]): Promise<ProjectionStatus[]> {
  const head = await store.headPosition();
  const result: ProjectionStatus[] = [];
  for (const projection of projections) {
    const position = await readCheckpoint(pool, projection.name).catch(() => 0n);
    result.push({ name: projection.name, position, head, lag: head > position ? head - position : 0n });
  }
  return result;
}

/** Waits until every projection has processed everything readable now (tests, seeding). */
export async function waitForProjections(pool: DatabasePool, store: EventStore, projections: readonly Projection[], timeoutMs = 30_000): Promise<void> {
  const head = await store.headPosition();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await projectionStatus(pool, store, projections);
    if (statuses.every((status) => status.position >= head)) return;
    if (Date.now() > deadline) {
      throw new Error(`projections did not catch up to ${head}: ${statuses.map((s) => `${s.name}@${s.position}`).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
