import { createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@rm/eventstore';
import { createDatabasePool, createTestDatabase, type TestDatabase } from '@rm/platform';
import type { DatabasePool } from 'slonik';
import type { DomainEvent } from '@rm/domain';
import { randomUUID } from 'node:crypto';

/** A fresh database with the PostgreSQL event store and a pool, for one test file. */
export interface ProjectionFixture {
  database: TestDatabase;
  pool: DatabasePool;
  store: EventStore;
  close(): Promise<void>;
}

export async function createProjectionFixture(prefix: string): Promise<ProjectionFixture> {
  const database = await createTestDatabase(prefix);
  await migrateEventStore(database.url);
  const pool = await createDatabasePool(database.url, { maximumPoolSize: 10 });
  const store = createPostgresEventStore({ pool, connectionString: database.url, maxConnections: 4 });
  return {
    database,
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}

/** Metadata for scripted events: an actor and a clock the caller moves. */
export interface ScriptClock {
  at: string;
  actorId: string | null;
  actorRole: string | null;
}

/** Appends scripted domain events (one append per call, stream revision 'any') at the clock's time. */
export function scriptWriter(store: EventStore, clock: ScriptClock): (streamId: string, ...events: DomainEvent[]) => Promise<bigint> {
  return async (streamId, ...events) => {
    const stamped = events.map(
      (event) =>
        ({
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            actorId: clock.actorId,
            actorRole: clock.actorRole,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: clock.at,
          },
        }) as NewEvent,
    );
    const result = await store.append(streamId, stamped, 'any');
    return result.position;
  };
}

/** Waits until everything appended so far is readable (the store's watermark may trail briefly). */
export async function readable(store: EventStore, position: bigint): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await store.headPosition()) < position) {
    if (Date.now() > deadline) throw new Error(`position ${position} not readable after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
