import { createDatabasePool, createInProcessBus, createTestDatabase, type TestDatabase } from '@rm/platform';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@rm/eventstore';
import { pino } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerBoardProjection } from '../read-models/offer-board/offer-board';
import { auditLogProjection } from '../read-models/audit-log/audit-log';
import { expectedRevisions, generateHistory } from '../testing/history';
import type { Notice, Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { applyBatch, prepareProjection, readCheckpoint, startProjector, waitForProjections } from './runner';

const logger = pino({ level: 'silent' });

async function tableContents(pool: DatabasePool, schema: string, table: string, orderBy: string): Promise<unknown[]> {
  const result = await pool.query(sql.unsafe`select * from ${sql.identifier([schema, table])} order by ${sql.identifier([orderBy])}`);
  return (result.rows as readonly unknown[]).slice();
}

describe('projection runner', () => {
  let database: TestDatabase;
  let pool: DatabasePool;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('proj');
    await migrateEventStore(database.url);
    pool = await createDatabasePool(database.url);
    store = createPostgresEventStore({ pool, connectionString: database.url });
    const history = generateHistory({ events: 3000, seed: 7, companies: 5 });
    const revisions = expectedRevisions(history);
    for (const [index, append] of history.entries()) await store.append(append.streamId, append.events, revisions[index] ?? 'any');
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('survives a crash in the middle of a batch: restart gives the same read model as a clean rebuild', async () => {
    let batches = 0;
    const crashing: Projection = {
      ...offerBoardProjection,
      async apply(events, connection, schema) {
        const notices = await offerBoardProjection.apply(events, connection, schema);
        batches += 1;
        // The read-model rows of this batch are written; the crash comes before the checkpoint.
        if (batches === 3) throw new Error('simulated crash mid-batch');
        return notices;
      },
    };
    const bus = createInProcessBus();
    const first = await startProjector({ pool, databaseUrl: database.url, store, bus, logger }, crashing, { batchSize: 250 });
    const deadline = Date.now() + 10_000;
    while (batches < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await first.stop();
    const stalled = await readCheckpoint(pool, offerBoardProjection.name);
    expect(stalled).toBeGreaterThan(0n);
    expect(stalled).toBeLessThan(await store.headPosition());

    const restarted = await startProjector({ pool, databaseUrl: database.url, store, bus, logger }, offerBoardProjection, { batchSize: 250 });
    await waitForProjections(pool, store, [offerBoardProjection]);
    await restarted.stop();

    // A clean build of the same events into another schema.
    const clean: Projection = { ...offerBoardProjection, name: 'offer-board-clean', schema: 'rm_offer_board_clean' };
    await prepareProjection(database.url, clean);
    const events = await store.readAll(0n, 100_000);
    await applyBatch(pool, clean, events);

    for (const [table, key] of [['offers', 'offer_id'], ['stage_counts', 'stage'], ['contacts', 'contact_id'], ['campaigns', 'campaign_id'], ['companies', 'company_id']] as const) {
      const live = await tableContents(pool, 'rm_offer_board', table, key);
      const rebuilt = await tableContents(pool, 'rm_offer_board_clean', table, key);
      expect(live.length).toBeGreaterThan(0);
      expect(JSON.stringify(sortRows(live))).toBe(JSON.stringify(sortRows(rebuilt)));
    }
    // Counts per stage agree with the offers themselves.
    const counts = await pool.query(sql.unsafe`
      select (select coalesce(sum(count), 0) from rm_offer_board.stage_counts where stage = 'new') as counted,
             (select count(*) from rm_offer_board.offers where stage = 'new') as actual`);
    const row = counts.rows[0] as { counted: number; actual: number };
    expect(row.counted).toBe(row.actual);
  });

  it('ignores a redelivered batch (events at or below the checkpoint)', async () => {
    const events = await store.readAll(0n, 500);
    const before = await tableContents(pool, 'rm_offer_board', 'stage_counts', 'stage');
    const result = await applyBatch(pool, offerBoardProjection, events);
    expect(result.applied).toBe(0);
    expect(JSON.stringify(sortRows(await tableContents(pool, 'rm_offer_board', 'stage_counts', 'stage')))).toBe(JSON.stringify(sortRows(before)));
  });

  it('publishes notices only after the batch committed', async () => {
    const bus = createInProcessBus();
    const received: Notice['message'][] = [];
    bus.subscribe('rm.audit-log.changed', (message) => received.push(message as Notice['message']));
    const projector = await startProjector({ pool, databaseUrl: database.url, store, bus, logger }, auditLogProjection);
    await waitForProjections(pool, store, [auditLogProjection]);
    await new Promise((r) => setTimeout(r, 50));
    await projector.stop();
    expect(received.length).toBeGreaterThan(0);
    const last = received.at(-1) as { position: string };
    expect(BigInt(last.position)).toBe(await readCheckpoint(pool, auditLogProjection.name));
  });

  it('rebuilds into a fresh schema and swaps while the live projector keeps running and events keep coming', async () => {
    const bus = createInProcessBus();
    const live = await startProjector({ pool, databaseUrl: database.url, store, bus, logger }, offerBoardProjection);
    await waitForProjections(pool, store, [offerBoardProjection]);
    const more = generateHistory({ events: 600, seed: 99, companies: 2 });
    const revisions = expectedRevisions(more);
    const writing = (async () => {
      for (const [index, append] of more.entries()) await store.append(append.streamId, append.events, revisions[index] ?? 'any');
    })();
    const result = await rebuildProjection({ pool, databaseUrl: database.url, store }, offerBoardProjection, { batchSize: 500 });
    await writing;
    await waitForProjections(pool, store, [offerBoardProjection]);
    await live.stop();
    expect(result.events).toBeGreaterThan(3000);

    const clean: Projection = { ...offerBoardProjection, name: 'offer-board-clean-2', schema: 'rm_offer_board_clean_2' };
    await prepareProjection(database.url, clean);
    await applyBatch(pool, clean, await store.readAll(0n, 100_000));
    for (const [table, key] of [['offers', 'offer_id'], ['stage_counts', 'stage']] as const) {
      expect(JSON.stringify(sortRows(await tableContents(pool, 'rm_offer_board', table, key)))).toBe(
        JSON.stringify(sortRows(await tableContents(pool, 'rm_offer_board_clean_2', table, key))),
      );
    }
    const schemas = await pool.query(sql.unsafe`select nspname from pg_namespace where nspname in ('rm_offer_board__next', 'rm_offer_board__old')`);
    expect(schemas.rows).toEqual([]);
  });
});

function sortRows(rows: unknown[]): unknown[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}
