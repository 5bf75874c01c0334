import { runSqlScript } from '@rm/platform';
import pg from 'pg';
import type { DatabasePool } from 'slonik';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { eventStoreSchemaSql, WRONG_REVISION_SQLSTATE } from './schema';
import { createWakeups, type Wakeups } from './wakeups';

export interface PostgresEventStoreOptions {
  /** The application's pool: carries the (rare, coalesced) NOTIFY statements. */
  pool: DatabasePool;
  /**
   * Appends and reads run on a plain `pg` pool of their own: measured here, slonik's per-query
   * overhead made an append 2–3× slower, and appends are the hot path. Also used for LISTEN.
   */
  connectionString: string;
  /** Size of the store's own pool (default 10). */
  maxConnections?: number;
  notifyChannel?: string;
}

/** Creates the event store's table and append function; safe to run on every start. */
export async function migrateEventStore(connectionString: string): Promise<void> {
  await runSqlScript(connectionString, eventStoreSchemaSql);
}

interface EventRow {
  position: string;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

const selectColumns = 'position::text as position, id, stream_id, revision, type, data, metadata';

function toRecorded(row: EventRow): RecordedEvent {
  // Rows come from our own table, written only through append(): their shape is the NewEvent's.
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: BigInt(row.position),
  } as RecordedEvent;
}

const expectedCode = (expected: ExpectedRevision): number => (expected === 'no_stream' ? -1 : expected === 'any' ? -2 : expected);

function sqlState(error: unknown): { code?: string; constraint?: string; detail?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown; originalError?: unknown };
    if (typeof candidate.code === 'string' && candidate.code.length === 5) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
      };
    }
    current = candidate.cause ?? candidate.originalError;
  }
  return {};
}

/**
 * Longest pause before reading again when appends are known but not yet readable (an older transaction
 * is still running). A wake-up from the next append cuts it short; without one, a reader that backed off
 * to 100 ms saw changes up to that much later (measured on the offer board at 200 appends/s: p99 from the
 * append to the board 82 ms with a 100 ms cap, 40 ms with 10 ms).
 */
const MAX_UNREADABLE_BACKOFF_MS = 10;

/** The PostgreSQL event store (default adapter). See schema.ts for why subscribers never miss an event. */
export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const db = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
  // An idle connection that the server ends must not crash the process; the next query reconnects.
  db.on('error', () => undefined);
  const channel = options.notifyChannel ?? 'es_appended';
  const wakeups: Wakeups = createWakeups({ connectionString: options.connectionString, channel, pool: options.pool });
  const subscriptions = new Set<Subscription>();

  async function readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await db.query<EventRow>({
      name: 'es-read-stream',
      text: `select ${selectColumns} from es_events where stream_id = $1 order by revision`,
      values: [streamId],
    });
    return result.rows.map(toRecorded);
  }

  async function storedResult(ids: readonly string[]): Promise<AppendResult | null> {
    const result = await db.query<{ count: number; revision: number | null; position: string | null }>(
      'select count(*)::int as count, max(revision) as revision, max(position)::text as position from es_events where id = any($1::uuid[])',
      [ids],
    );
    const row = result.rows[0];
    if (!row || row.count !== ids.length || row.revision === null || row.position === null) return null;
    return { nextExpectedRevision: row.revision, position: BigInt(row.position) };
  }

  async function append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await appendOnce(streamId, events, expected);
      } catch (error) {
        // With 'any', losing a race for the next revision to a concurrent writer just means: try again.
        if (expected !== 'any' || !(error instanceof WrongExpectedRevisionError) || attempt >= 10) throw error;
      }
    }
  }

  async function appendOnce(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const ids = events.map((e) => e.id);
    try {
      const [only] = events;
      const result = await db.query<{ last_revision: number; last_position: string }>(
        only && events.length === 1
          ? {
              name: 'es-append-one',
              text: 'select last_revision, last_position::text as last_position from es_append_one($1, $2, $3, $4, $5, $6)',
              values: [streamId, expectedCode(expected), only.id, only.type, JSON.stringify(only.data), JSON.stringify(only.metadata)],
            }
          : {
              name: 'es-append',
              text: 'select last_revision, last_position::text as last_position from es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
              values: [
                streamId,
                expectedCode(expected),
                ids,
                events.map((e) => e.type),
                events.map((e) => JSON.stringify(e.data)),
                events.map((e) => JSON.stringify(e.metadata)),
              ],
            },
      );
      const row = result.rows[0];
      if (!row) throw new Error(`append to ${streamId} returned nothing`);
      const position = BigInt(row.last_position);
      wakeups.appended(position);
      return { nextExpectedRevision: row.last_revision, position };
    } catch (error) {
      const state = sqlState(error);
      if (state.code === WRONG_REVISION_SQLSTATE || (state.code === '23505' && state.constraint !== undefined)) {
        // A retry that raced its own first attempt is still a no-op.
        const stored = await storedResult(ids);
        if (stored) return stored;
        if (state.code === WRONG_REVISION_SQLSTATE) {
          const actual = Number(state.detail ?? '-1');
          throw new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);
        }
        if (state.constraint === 'es_events_stream_revision_key') {
          const current = await readStream(streamId);
          const last = current.at(-1);
          throw new WrongExpectedRevisionError(streamId, expected, last ? last.revision : 'no_stream');
        }
      }
      if (state.code === '23505' && state.constraint === 'es_events_id_key') {
        throw new Error(`append to ${streamId}: some of the event ids are stored already, others not`, { cause: error });
      }
      throw error;
    }
  }

  async function readAll(fromPosition: bigint, limit: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const result = await db.query<EventRow>({
      name: 'es-read-all',
      text: `select ${selectColumns} from es_events
       where position > $1::bigint and tx_id < pg_snapshot_xmin(pg_current_snapshot())
         and ($3::text[] is null or type = any($3::text[]))
       order by es_events.position limit $2`,
      values: [fromPosition.toString(), limit, options.types ? [...options.types] : null],
    });
    return result.rows.map(toRecorded);
  }

  async function headPosition(): Promise<bigint> {
    const result = await db.query<{ head: string }>(
      `select coalesce((select position from es_events where tx_id < pg_snapshot_xmin(pg_current_snapshot())
        order by position desc limit 1), 0)::text as head`,
    );
    return BigInt(result.rows[0]?.head ?? '0');
  }

  function subscribeToAll(
    fromPosition: bigint,
    handler: (events: RecordedEvent[]) => Promise<void>,
    subscribeOptions: SubscribeOptions = {},
  ): Subscription {
    const batchSize = subscribeOptions.batchSize ?? 500;
    let position = fromPosition;
    let stopped = false;
    let wake: (() => void) | null = null;
    const unwatch = wakeups.watch(() => wake?.());

    const sleep = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done(): void {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });

    const loop = (async () => {
      let backoff = 0;
      while (!stopped) {
        let batch: RecordedEvent[];
        try {
          batch = await readAll(position, batchSize);
        } catch (error) {
          if (stopped) break;
          subscribeOptions.onError?.(error);
          await sleep(500);
          continue;
        }
        if (stopped) break;
        if (batch.length > 0) {
          await handler(batch);
          const last = batch.at(-1);
          if (last) position = last.position;
          backoff = 0;
          if (batch.length === batchSize) continue;
        }
        if (wakeups.latest() > position) {
          // Something was appended but is not readable yet: an earlier append is still committing.
          backoff = Math.min(backoff === 0 ? 2 : backoff * 2, MAX_UNREADABLE_BACKOFF_MS);
          await sleep(backoff);
        } else {
          backoff = 0;
          await sleep(1000);
        }
      }
    })();

    const subscription: Subscription = {
      async stop() {
        stopped = true;
        wake?.();
        unwatch();
        subscriptions.delete(subscription);
        await loop.catch(() => undefined);
      },
    };
    loop.catch((error: unknown) => {
      stopped = true;
      unwatch();
      subscriptions.delete(subscription);
      subscribeOptions.onError?.(error);
    });
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    append,
    readStream,
    readAll,
    subscribeToAll,
    headPosition,
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await wakeups.close();
      await db.end();
    },
  };
}
