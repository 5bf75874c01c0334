import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool, createTestDatabase, type TestDatabase } from '@rm/platform';
import { sql, type DatabasePool } from 'slonik';
import type { EventStore, NewEvent, RecordedEvent } from '../port';
import { createPostgresEventStore, migrateEventStore } from './postgres-event-store';

const newEvent = (writer: number, n: number): NewEvent => ({
  id: randomUUID(),
  type: 'OfferStepTracked',
  data: { offerId: randomUUID(), step: `${writer}:${n}` },
  metadata: { actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

describe('PostgreSQL event store under concurrent writers', () => {
  let database: TestDatabase;
  let pool: DatabasePool;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_conc');
    await migrateEventStore(database.url);
    pool = await createDatabasePool(database.url, { maximumPoolSize: 12 });
    store = createPostgresEventStore({ pool, connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  /**
   * Where a test that counts what is appended after it starts: the last committed position, once
   * readable. (`headPosition` alone may still be below the previous test's appends while a transaction
   * elsewhere on the server holds the watermark back, and those would then be counted.)
   */
  async function settledHead(): Promise<bigint> {
    const head = BigInt((await pool.oneFirst(sql.unsafe`select coalesce(max(position), 0)::text from es_events`)) as string);
    const deadline = Date.now() + 10_000;
    while ((await store.headPosition()) < head && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return head;
  }

  async function collectUntil(from: bigint, expected: number, during: () => Promise<void>): Promise<RecordedEvent[]> {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(from, (batch) => {
      received.push(...batch);
      return Promise.resolve();
    });
    await during();
    const deadline = Date.now() + 30_000;
    while (received.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200)); // anything extra would show up now
    await subscription.stop();
    return received;
  }

  function assertExactlyOnceInOrder(received: RecordedEvent[], expected: number): void {
    expect(received).toHaveLength(expected);
    expect(new Set(received.map((e) => e.id)).size).toBe(expected);
    for (let i = 1; i < received.length; i += 1) {
      expect(received[i]!.position > received[i - 1]!.position).toBe(true);
    }
  }

  it('delivers 8 writers × 500 appends to random streams exactly once, in global order', async () => {
    const from = await settledHead();
    const streams = Array.from({ length: 200 }, () => `offer-${randomUUID()}`);
    const started = performance.now();
    const received = await collectUntil(from, 4000, async () => {
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          for (let n = 0; n < 500; n += 1) {
            const stream = streams[Math.floor(Math.random() * streams.length)]!;
            await store.append(stream, [newEvent(writer, n)], 'any');
          }
        }),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`8 writers × 500 appends: ${Math.round(4000 / seconds)} events/s including delivery`);
    assertExactlyOnceInOrder(received, 4000);
    // Per stream, revisions have no holes.
    const byStream = new Map<string, number[]>();
    for (const event of received) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event.revision]);
    for (const revisions of byStream.values()) expect(revisions).toEqual(revisions.map((_, i) => i));
  });

  it("refuses, as a serialization failure, an append in a transaction older than the stream's last event", async () => {
    const stream = `offer-${randomUUID()}`;
    await store.append(stream, [newEvent(1, 0)], 'no_stream');
    const older = new pg.Client({ connectionString: database.url });
    await older.connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()'); // this transaction has its id now...
      await store.append(stream, [newEvent(2, 0)], 0); // ...and a later one appends revision 1 and commits
      const late = newEvent(3, 0);
      const refused = older
        .query('select * from es_append($1, -2, $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])', [
          stream,
          [late.id],
          [late.type],
          [JSON.stringify(late.data)],
          [JSON.stringify(late.metadata)],
        ])
        .then(
          () => null,
          (error: { code?: string }) => error.code,
        );
      expect(await refused).toBe('40001');
      await older.query('rollback');
    } finally {
      await older.end();
    }
    const events = await store.readStream(stream);
    expect(events.map((e) => e.revision)).toEqual([0, 1]);
    expect(events[1]!.position > events[0]!.position).toBe(true);
  });

  it('never skips an append that commits late with a lower position', async () => {
    const from = await settledHead();
    const slow = new pg.Client({ connectionString: database.url });
    await slow.connect();
    try {
      const received = await collectUntil(from, 201, async () => {
        // A transaction takes its position first and holds its commit for 1.5 s...
        await slow.query('begin');
        const late = newEvent(99, 0);
        await slow.query('select * from es_append($1, -2, $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])', [
          `offer-${randomUUID()}`,
          [late.id],
          [late.type],
          [JSON.stringify(late.data)],
          [JSON.stringify(late.metadata)],
        ]);
        const commitLater = new Promise<void>((resolve, reject) => {
          setTimeout(() => {
            slow.query('commit').then(() => resolve(), reject);
          }, 1500);
        });
        // ...while 200 later appends commit at once.
        await Promise.all(
          Array.from({ length: 4 }, async (_, writer) => {
            for (let n = 0; n < 50; n += 1) await store.append(`offer-${randomUUID()}`, [newEvent(writer, n)], 'no_stream');
          }),
        );
        await commitLater;
      });
      assertExactlyOnceInOrder(received, 201);
      expect((received[0]?.data as { step: string }).step).toBe('99:0');
    } finally {
      await slow.end();
    }
  });
});
