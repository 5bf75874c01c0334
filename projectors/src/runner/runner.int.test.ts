import { randomUUID } from 'node:crypto';
import { createInProcessBus } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../projections';
import { auditLogProjection } from '../audit/audit-log';
import { offerBoardProjection } from '../offers/offer-board';
import { appendHistory } from '../testing/append-history';
import { generateHistory } from '../testing/history';
import { createProjectionFixture, readable, scriptWriter, type ProjectionFixture } from '../testing/projection-fixture';
import { schemaContents } from '../testing/schema-contents';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { prepareProjection } from './prepare-projection';
import type { Notice, Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { replay } from './replay';
import { startProjections, startProjector } from './runner';
import { waitForProjections } from './status';

/** The same projection under another name and schema: a clean build to compare the live one with. */
const twin = (projection: Projection, suffix: string): Projection => ({
  ...projection,
  name: `${projection.name}-${suffix}`,
  schema: `${projection.schema}_${suffix}`,
});

/**
 * Builds `projection` from the whole log in batches of `batchSize`, one transaction each; with `filtered`,
 * reading only the projection's `eventTypes` as a rebuild does.
 */
async function buildInBatches(fixture: ProjectionFixture, projection: Projection, batchSize: number, filtered = false): Promise<void> {
  await prepareProjection(fixture.pool, projection);
  const read = filtered && projection.eventTypes ? { types: projection.eventTypes } : {};
  await replay(
    fixture.store,
    0n,
    batchSize,
    async (batch) => {
      await applyBatch(fixture.pool, projection, batch);
    },
    undefined,
    read,
  );
}

describe('projection runner', () => {
  let fixture: ProjectionFixture;

  beforeAll(async () => {
    fixture = await createProjectionFixture('proj');
    const last = await appendHistory(fixture.store, generateHistory({ events: 3000, seed: 7, companies: 5 }));
    await readable(fixture.store, last);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it.each(allProjections.map((projection) => [projection.name, projection] as const))(
    '%s: the read model is the same however the log is cut into batches, and when only its event types are read',
    async (_name, projection) => {
      const whole = twin(projection, 'whole');
      const small = twin(projection, 'small');
      await buildInBatches(fixture, whole, 100_000);
      await buildInBatches(fixture, small, 7, true);
      const expected = await schemaContents(fixture.pool, whole.schema);
      const rows = Object.values(expected).reduce((sum, table) => sum + table.length, 0);
      expect(rows).toBeGreaterThan(0);
      expect(await schemaContents(fixture.pool, small.schema)).toEqual(expected);
    },
  );

  it('survives a crash in the middle of a batch: after a retry the read model equals a clean build', async () => {
    let batches = 0;
    let crashed = false;
    const crashing: Projection = {
      ...offerBoardProjection,
      async handle(batch, connection, context) {
        // Written now rather than with the checkpoint, so that the crash below comes after them.
        const notices = await offerBoardProjection.handle(batch, connection, { schema: context.schema });
        batches += 1;
        // The rows of this batch are written; the failure comes before the checkpoint moves.
        if (batches === 3 && !crashed) {
          crashed = true;
          throw new Error('simulated crash mid-batch');
        }
        return notices;
      },
    };
    const bus = createInProcessBus();
    const projector = await startProjector({ pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus }, crashing, {
      catchUpBatchSize: 250,
      retryDelayMs: 50,
    });
    await waitForProjections(fixture.pool, fixture.store, [offerBoardProjection]);
    expect(projector.lastError()).toBeInstanceOf(Error);
    await projector.stop();

    const clean = twin(offerBoardProjection, 'clean');
    await buildInBatches(fixture, clean, 100_000);
    const live = await schemaContents(fixture.pool, offerBoardProjection.schema);
    expect(live.offers?.length).toBeGreaterThan(0);
    expect(live).toEqual(await schemaContents(fixture.pool, clean.schema));
    // Column totals agree with the offers themselves.
    const counts = await fixture.pool.query(sql.unsafe`
      select (select coalesce(sum(count), 0) from rm_offer_board.stage_counts where stage = 'new')::int as counted,
             (select count(*) from rm_offer_board.offers where stage = 'new')::int as actual`);
    const row = counts.rows[0] as { counted: number; actual: number };
    expect(row.counted).toBe(row.actual);
  });

  it('ignores a redelivered batch (events at or below the checkpoint)', async () => {
    const events = await fixture.store.readAll(0n, 500);
    const before = await schemaContents(fixture.pool, offerBoardProjection.schema);
    const result = await applyBatch(fixture.pool, offerBoardProjection, events);
    expect(result.applied).toBe(0);
    expect(await schemaContents(fixture.pool, offerBoardProjection.schema)).toEqual(before);
  });

  it('publishes notices only after the batch committed, the last one at the checkpoint', async () => {
    const bus = createInProcessBus();
    const received: Array<{ position: string }> = [];
    const checkpointsSeen: bigint[] = [];
    bus.subscribe('rm.audit-log.changed', (message) => {
      received.push(message as { position: string });
      void readCheckpoint(fixture.pool, auditLogProjection.name).then((position) => checkpointsSeen.push(position ?? 0n));
    });
    const projector = await startProjector(
      { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus },
      auditLogProjection,
    );
    await waitForProjections(fixture.pool, fixture.store, [auditLogProjection]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await projector.stop();
    expect(received.length).toBeGreaterThan(0);
    const checkpoint = await readCheckpoint(fixture.pool, auditLogProjection.name);
    expect(BigInt(received.at(-1)?.position ?? '0')).toBe(checkpoint);
    // Whoever hears a notice finds the read model at least at the notice's position.
    received.forEach((notice, index) => {
      const seen = checkpointsSeen[index];
      if (seen !== undefined) expect(seen).toBeGreaterThanOrEqual(BigInt(notice.position));
    });
  });

  it('rebuilds into a fresh schema and swaps while the live projector keeps running and events keep coming', async () => {
    const bus = createInProcessBus();
    const notices: Notice['message'][] = [];
    bus.subscribe('rm.offer-board.changed', (message) => notices.push(message as Notice['message']));
    const live = await startProjector(
      { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus },
      offerBoardProjection,
    );
    await waitForProjections(fixture.pool, fixture.store, [offerBoardProjection]);
    const writing = appendHistory(fixture.store, generateHistory({ events: 600, seed: 99, companies: 2 }), 4);
    const result = await rebuildProjection({ pool: fixture.pool, store: fixture.store }, offerBoardProjection, { batchSize: 500 });
    await readable(fixture.store, await writing);
    await waitForProjections(fixture.pool, fixture.store, [offerBoardProjection]);
    await live.stop();
    // Only the board's event types were read (and more than the 3,000 events before the rebuild began).
    const logged = await fixture.pool.query(sql.unsafe`select count(*)::int as n from es_events`);
    const inLog = (logged.rows[0] as { n: number }).n;
    expect(result.events).toBeGreaterThan(1000);
    expect(result.events).toBeLessThan(inLog);
    expect(notices.length).toBeGreaterThan(0);
    // The rebuild replayed into unlogged tables; what it swapped in is logged again (it survives a crash).
    const unlogged = await fixture.pool.query(sql.unsafe`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'rm_offer_board' and c.relpersistence <> 'p'`);
    expect(unlogged.rows).toEqual([]);

    const clean = twin(offerBoardProjection, 'clean2');
    await buildInBatches(fixture, clean, 100_000);
    expect(await schemaContents(fixture.pool, offerBoardProjection.schema)).toEqual(await schemaContents(fixture.pool, clean.schema));
    const leftovers = await fixture.pool.query(
      sql.unsafe`select nspname from pg_namespace where nspname in ('rm_offer_board__next', 'rm_offer_board__old')`,
    );
    expect(leftovers.rows).toEqual([]);
    expect(await readCheckpoint(fixture.pool, 'offer-board__next')).toBeNull();
  });

  it('a rebuild that reads only its types keeps the live checkpoint when other events came last', async () => {
    const bus = createInProcessBus();
    const live = await startProjector(
      { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus },
      offerBoardProjection,
    );
    // The log ends with events the board does not read.
    const write = scriptWriter(fixture.store, { at: new Date().toISOString(), actorId: null, actorRole: 'admin' });
    const ref = { unlockId: randomUUID(), contactId: randomUUID(), companyId: randomUUID() };
    const head = await write(
      `unlock-${ref.unlockId}`,
      { type: 'UnlockedContactOpened', data: ref },
      { type: 'UnlockedContactOpened', data: ref },
    );
    await readable(fixture.store, head);
    await waitForProjections(fixture.pool, fixture.store, [offerBoardProjection]);
    expect(await readCheckpoint(fixture.pool, offerBoardProjection.name)).toBe(head);

    const result = await rebuildProjection({ pool: fixture.pool, store: fixture.store }, offerBoardProjection);
    await live.stop();
    expect(result.position).toBe(head);
    expect(await readCheckpoint(fixture.pool, offerBoardProjection.name)).toBe(head);
  });

  it('refuses a second rebuild of the same projection while one runs', async () => {
    const first = rebuildProjection({ pool: fixture.pool, store: fixture.store }, auditLogProjection, { batchSize: 200 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(rebuildProjection({ pool: fixture.pool, store: fixture.store }, auditLogProjection)).rejects.toThrow(/already running/);
    await first;
  });

  it('runs each projection in one process only; a standby takes over when the holder stops', async () => {
    const bus = createInProcessBus();
    const deps = { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus };
    const projections = [offerBoardProjection, auditLogProjection];
    const first = await startProjections(deps, projections, { instance: 'first', leaseRetryMs: 100 });
    const second = await startProjections(deps, projections, { instance: 'second', leaseRetryMs: 100 });
    try {
      expect(first.active().sort()).toEqual(['audit-log', 'offer-board']);
      expect(second.active()).toEqual([]);
      await waitForProjections(fixture.pool, fixture.store, projections);

      await first.stop();
      const stoppedAt = Date.now();
      while (second.active().length < 2 && Date.now() - stoppedAt < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(second.active().sort()).toEqual(['audit-log', 'offer-board']);
      expect(Date.now() - stoppedAt).toBeLessThan(1000);

      // The standby now follows the log.
      const last = await appendHistory(fixture.store, generateHistory({ events: 200, seed: 5, companies: 1 }));
      await readable(fixture.store, last);
      await waitForProjections(fixture.pool, fixture.store, projections);
      const clean = twin(offerBoardProjection, 'clean3');
      await buildInBatches(fixture, clean, 100_000);
      expect(await schemaContents(fixture.pool, offerBoardProjection.schema)).toEqual(await schemaContents(fixture.pool, clean.schema));
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('tells a waiting request when its position is committed; null where another process runs it', async () => {
    const bus = createInProcessBus();
    const deps = { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus };
    const board = twin(offerBoardProjection, 'progress');
    const holder = await startProjections(deps, [board], { instance: 'holder', leaseRetryMs: 100 });
    const standby = await startProjections(deps, [board], { instance: 'standby', leaseRetryMs: 100 });
    try {
      await waitForProjections(fixture.pool, fixture.store, [board]);
      const head = await fixture.store.headPosition();
      // Caught up: the position already committed answers at once.
      expect(await holder.waitFor(board.name, head, 1000)).toBe(true);
      expect(await standby.waitFor(board.name, head, 1000)).toBeNull();
      // Not there yet: no answer before the runner commits the batch that holds it, then true.
      const waiting = holder.waitFor(board.name, head + 1n, 10_000);
      let answered: boolean | null | undefined;
      void waiting.then((reached) => (answered = reached));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBeUndefined();
      const last = await appendHistory(fixture.store, generateHistory({ events: 50, seed: 11, companies: 1 }));
      expect(await waiting).toBe(true);
      expect((await readCheckpoint(fixture.pool, board.name)) ?? 0n).toBeGreaterThan(head);
      // A position never reached within the time: false.
      expect(await holder.waitFor(board.name, last + 1_000_000n, 30)).toBe(false);
      // The holder stops: its pending waits answer null (ask the checkpoint table), the standby takes over and answers.
      const pending = holder.waitFor(board.name, last + 1_000_000n, 10_000);
      await holder.stop();
      expect(await pending).toBeNull();
      const since = Date.now();
      while (standby.active().length === 0 && Date.now() - since < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await standby.waitFor(board.name, last, 5000)).toBe(true);
    } finally {
      await holder.stop();
      await standby.stop();
    }
  });

  it('applies a batch to every projection of the group in one transaction, each from its own checkpoint', async () => {
    const bus = createInProcessBus();
    const notices: string[] = [];
    bus.subscribe('rm.>', (_message, subject) => notices.push(subject));
    const behind = twin(offerBoardProjection, 'behind');
    const ahead = twin(auditLogProjection, 'ahead');
    await buildInBatches(fixture, ahead, 100_000);
    const running = await startProjections({ pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus }, [
      behind,
      ahead,
    ]);
    await waitForProjections(fixture.pool, fixture.store, [behind, ahead]);
    await running.stop();
    expect(notices).toContain('rm.offer-board.changed');
    // The audit twin was at the head already: nothing of it was applied twice.
    expect(notices).not.toContain('rm.audit-log.changed');
    const clean = twin(offerBoardProjection, 'clean4');
    await buildInBatches(fixture, clean, 100_000);
    expect(await schemaContents(fixture.pool, behind.schema)).toEqual(await schemaContents(fixture.pool, clean.schema));
  });

  it('builds a read model again when its table layout changed (an upgrade), and keeps it while the layout is the same', async () => {
    const before = twin(offerBoardProjection, 'layout');
    await buildInBatches(fixture, before, 100_000);
    const built = await schemaContents(fixture.pool, before.schema);
    const position = await readCheckpoint(fixture.pool, before.name);
    expect(position).toBeGreaterThan(0n);

    // The same code starting again keeps the tables and goes on from its checkpoint.
    expect(await prepareProjection(fixture.pool, before)).toEqual({ created: false, position });
    expect(await schemaContents(fixture.pool, before.schema)).toEqual(built);

    // A new version of the code adds a column: its start finds tables of another layout and builds from the log.
    const after: Projection = {
      ...before,
      async createTables(connection, schemaName) {
        await before.createTables(connection, schemaName);
        await connection.query(sql.unsafe`alter table ${sql.identifier([schemaName, 'offers'])} add column note text`);
      },
    };
    expect(await prepareProjection(fixture.pool, after)).toEqual({ created: true, position: 0n });
    const columns = await fixture.pool.anyFirst(sql.unsafe`
      select column_name from information_schema.columns where table_schema = ${before.schema} and table_name = 'offers'`);
    expect(columns).toContain('note');
    expect(await readCheckpoint(fixture.pool, before.name)).toBe(0n);
    expect(await prepareProjection(fixture.pool, after)).toEqual({ created: false, position: 0n });
  });
});
