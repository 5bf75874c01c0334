import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPostgresEventStore, migrateEventStore, type NewEvent } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import pg from 'pg';
import { round, summarize } from './stats';

export interface AppendResult {
  subject: 'ours' | 'limit' | 'emmett';
  writers: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
}

const newEvent = (): NewEvent => ({
  id: randomUUID(),
  type: 'OfferStepTracked',
  data: { offerId: randomUUID(), step: 'viewed' },
  metadata: { actorId: null, actorRole: 'bench', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

/** Runs `writers` loops of one append each for `seconds`; returns rate and latency. */
async function drive(writers: number, seconds: number, appendOne: () => Promise<void>): Promise<{ eventsPerSecond: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await appendOne();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { p50, p99 } = summarize(latencies);
  return { eventsPerSecond: round(latencies.length / elapsed, 0), p50: round(p50, 2), p99: round(p99, 2) };
}

const STREAMS = 10_000;
const stream = (prefix: string): string => `${prefix}-${Math.floor(Math.random() * STREAMS)}`;

/**
 * Appends of one event to random streams at a given concurrency: our store, plain INSERT transactions
 * into a table of the same shape (the physical limit), and the emmett PostgreSQL event store (a peer).
 */
export async function benchAppends(url: string, writerCounts: readonly number[], seconds: number): Promise<AppendResult[]> {
  await migrateEventStore(url);
  const results: AppendResult[] = [];
  const maxWriters = Math.max(...writerCounts);

  const pool = await createDatabasePool(url, { maximumPoolSize: maxWriters });
  const store = createPostgresEventStore({ pool, connectionString: url });

  const limitPool = new pg.Pool({ connectionString: url, max: maxWriters });
  await limitPool.query(`
    create table if not exists limit_events (
      position bigint generated always as identity primary key, id uuid not null unique, stream_id text not null,
      revision integer not null, type text not null, data jsonb not null, metadata jsonb not null, tx_id xid8 not null default pg_current_xact_id(),
      unique (stream_id, revision))`);
  const limitRevisions = new Map<string, number>();

  const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, connectionString: url } as never });
  await emmett.schema.migrate();

  for (const writers of writerCounts) {
    for (const subject of ['limit', 'ours', 'emmett'] as const) {
      let run: () => Promise<void>;
      if (subject === 'ours') {
        run = async () => {
          await store.append(stream('ours'), [newEvent()], 'any');
        };
      } else if (subject === 'limit') {
        run = async () => {
          // Same row, same indexes, one statement per transaction; unique revisions per writer's stream choice.
          const streamId = stream(`limit-${writers}`);
          const revision = (limitRevisions.get(streamId) ?? -1) + 1;
          limitRevisions.set(streamId, revision);
          const event = newEvent();
          await limitPool.query(
            'insert into limit_events (id, stream_id, revision, type, data, metadata) values ($1, $2, $3, $4, $5, $6)',
            [event.id, `${streamId}-${randomUUID()}`, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
          );
        };
      } else {
        run = async () => {
          const event = newEvent();
          // Like our 'any', a lost race for a stream's next version is retried.
          for (let attempt = 0; ; attempt += 1) {
            try {
              await emmett.appendToStream(stream('emmett'), [{ type: event.type, data: event.data }]);
              return;
            } catch (error) {
              if (attempt >= 10 || !/version/i.test(String(error))) throw error;
            }
          }
        };
      }
      // Warm-up, then the measured run.
      await drive(writers, Math.min(1, seconds / 4), run);
      const measured = await drive(writers, seconds, run);
      results.push({ subject, writers, ...measured });
    }
  }
  await emmett.close();
  await limitPool.end();
  await store.close();
  await pool.end();
  return results;
}
