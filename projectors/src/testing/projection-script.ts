import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import type { NewEvent, RecordedEvent } from '@rm/eventstore';
import { sql } from 'slonik';
import { applyBatch, type BatchResult } from '../runner/apply-batch';
import { prepareProjection } from '../runner/prepare-projection';
import type { Projection } from '../runner/projection';
import { readable, type ProjectionFixture, type ScriptClock } from './projection-fixture';
import { schemaContents } from './schema-contents';

/** The same projection under another name and schema, built beside the live one to compare with it. */
export const twinOf = (projection: Projection, suffix: string): Projection => ({
  ...projection,
  name: `${projection.name}-${suffix}`,
  schema: `${projection.schema}_${suffix}`,
});

/**
 * A hand-made history for one projection, handed over in batches the test chooses: events are appended
 * to the fixture's store at a clock the test moves, and `apply` gives the projection everything appended
 * since the previous `apply` as one batch, through `applyBatch` as the runner does (one transaction with
 * the checkpoint; the notices it returns are those the runner would publish).
 */
export interface ProjectionScript {
  /** Time and actor of the events written next; change them between writes. */
  clock: ScriptClock;
  /** Appends events to a stream as one append; returns the append's correlation id. */
  write(streamId: string, ...events: DomainEvent[]): Promise<string>;
  /** Applies everything appended since the previous call as one batch. */
  apply(): Promise<BatchResult>;
  /** Hands the events of the previous `apply` over once more (a redelivered batch). */
  applyAgain(): Promise<BatchResult>;
  /**
   * Builds a twin of the projection from every event appended so far, `batchSize` events per batch
   * (1: each event in a batch of its own), and returns its contents.
   */
  contentsInBatchesOf(batchSize: number): Promise<Record<string, string[]>>;
  /** The live projection's tables, every row (see `schemaContents`). */
  contents(): Promise<Record<string, string[]>>;
  /** Rows of a query, typed by the caller. */
  rows<Row>(query: ReturnType<typeof sql.unsafe>): Promise<Row[]>;
}

export async function scriptProjection(
  fixture: ProjectionFixture,
  projection: Projection,
  clock: ScriptClock = { at: '2026-03-02T08:00:00.000Z', actorId: null, actorRole: 'admin' },
): Promise<ProjectionScript> {
  await prepareProjection(fixture.pool, projection);
  let applied = 0n;
  let head = 0n;
  let previous: RecordedEvent[] = [];
  let twins = 0;
  const read = async (after: bigint): Promise<RecordedEvent[]> => {
    await readable(fixture.store, head);
    const events: RecordedEvent[] = [];
    for (;;) {
      const page = await fixture.store.readAll(events.at(-1)?.position ?? after, 1000);
      if (page.length === 0) return events;
      events.push(...page);
    }
  };
  const script: ProjectionScript = {
    clock,
    async write(streamId, ...events) {
      const correlationId = randomUUID();
      const stamped = events.map(
        (event) =>
          ({
            id: randomUUID(),
            type: event.type,
            data: event.data,
            metadata: {
              actorId: script.clock.actorId,
              actorRole: script.clock.actorRole,
              correlationId,
              causationId: null,
              occurredAt: script.clock.at,
            },
          }) as NewEvent,
      );
      const result = await fixture.store.append(streamId, stamped, 'any');
      head = result.position;
      return correlationId;
    },
    async apply() {
      previous = await read(applied);
      const result = await applyBatch(fixture.pool, projection, previous);
      applied = previous.at(-1)?.position ?? applied;
      return result;
    },
    applyAgain: () => applyBatch(fixture.pool, projection, previous),
    async contentsInBatchesOf(batchSize) {
      twins += 1;
      const twin = twinOf(projection, `twin${twins}`);
      await prepareProjection(fixture.pool, twin);
      const events = await read(0n);
      for (let start = 0; start < events.length; start += batchSize) {
        await applyBatch(fixture.pool, twin, events.slice(start, start + batchSize));
      }
      const contents = await schemaContents(fixture.pool, twin.schema);
      await fixture.pool.query(sql.unsafe`drop schema ${sql.identifier([twin.schema])} cascade`);
      return contents;
    },
    contents: () => schemaContents(fixture.pool, projection.schema),
    async rows<Row>(query: ReturnType<typeof sql.unsafe>) {
      const result = await fixture.pool.query(query);
      return [...(result.rows as readonly Row[])];
    },
  };
  return script;
}
