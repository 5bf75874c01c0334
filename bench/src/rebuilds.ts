import { createPostgresEventStore, migrateEventStore } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import { auditLogProjection, expectedRevisionsFor, generateHistory, offerBoardProjection, rebuildProjection } from '@rm/projectors';
import pg from 'pg';
import { round } from './stats';

export interface HistoryInfo {
  events: number;
  loadSeconds: number;
}

/**
 * Fills the store with a realistic history. Events go in through COPY into the event store's table with
 * consistent streams, revisions and transaction ids: the same rows appends would write, far faster.
 */
export async function loadHistory(url: string, events: number): Promise<HistoryInfo> {
  await migrateEventStore(url);
  const started = performance.now();
  const history = generateHistory({ events, seed: 42 });
  const revisions = expectedRevisionsFor(history);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  const chunk = 20_000;
  let rows: unknown[][] = [];
  const flush = async (): Promise<void> => {
    if (rows.length === 0) return;
    await client.query(
      `insert into es_events (id, stream_id, revision, type, data, metadata, tx_id)
       select id, stream_id, revision, type, data, metadata, pg_current_xact_id()
       from unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[]) as t(id, stream_id, revision, type, data, metadata)`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), rows.map((r) => r[4]), rows.map((r) => r[5])],
    );
    rows = [];
  };
  for (const [index, append] of history.entries()) {
    const expected = revisions[index];
    let revision = typeof expected === 'number' ? expected + 1 : 0;
    for (const event of append.events) {
      rows.push([event.id, append.streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)]);
      revision += 1;
      count += 1;
    }
    if (rows.length >= chunk) await flush();
  }
  await flush();
  await client.query('analyze es_events');
  await client.end();
  return { events: count, loadSeconds: round((performance.now() - started) / 1000, 1) };
}

export interface RebuildMeasurement {
  projection: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export async function benchRebuilds(url: string): Promise<RebuildMeasurement[]> {
  const pool = await createDatabasePool(url, { maximumPoolSize: 4 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  const results: RebuildMeasurement[] = [];
  for (const projection of [offerBoardProjection, auditLogProjection]) {
    const result = await rebuildProjection({ pool, databaseUrl: url, store }, projection, { batchSize: 5000 });
    results.push({ projection: projection.name, events: result.events, seconds: round(result.seconds, 2), eventsPerSecond: round(result.events / result.seconds, 0) });
  }
  await store.close();
  await pool.end();
  return results;
}

export interface ReadAllMeasurement {
  events: number;
  readAllPerSecond: number;
  rawSelectPerSecond: number;
  ratio: number;
}

/** readAll in batches of 5,000 against a raw SELECT of the same rows through pg. */
export async function benchReadAll(url: string): Promise<ReadAllMeasurement> {
  const pool = await createDatabasePool(url, { maximumPoolSize: 2 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  let started = performance.now();
  let position = 0n;
  let events = 0;
  for (;;) {
    const batch = await store.readAll(position, 5000);
    const last = batch.at(-1);
    if (!last) break;
    position = last.position;
    events += batch.length;
  }
  const ours = events / ((performance.now() - started) / 1000);
  await store.close();
  await pool.end();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  started = performance.now();
  let raw = 0;
  let from = '0';
  for (;;) {
    const result = await client.query<{ position: string }>(
      'select position::text as position, id, stream_id, revision, type, data, metadata from es_events where es_events.position > $1 order by es_events.position limit 5000',
      [from],
    );
    const last = result.rows.at(-1);
    if (!last) break;
    from = last.position;
    raw += result.rows.length;
  }
  const rawRate = raw / ((performance.now() - started) / 1000);
  await client.end();
  return { events, readAllPerSecond: round(ours, 0), rawSelectPerSecond: round(rawRate, 0), ratio: round(ours / rawRate, 2) };
}
