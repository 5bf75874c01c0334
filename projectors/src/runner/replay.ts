import type { EventStore, RecordedEvent } from '@rm/eventstore';

/**
 * Reads the log after `from` in batches and hands each to `apply`, reading the next batch while the
 * current one is applied (the event store's JSON decoding overlaps the read-model writes). Stops at the
 * head, or when `shouldStop` says so between batches. Returns the position of the last event handed over.
 */
export async function replay(
  store: EventStore,
  from: bigint,
  batchSize: number,
  apply: (batch: RecordedEvent[]) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<bigint> {
  let position = from;
  let next = store.readAll(position, batchSize);
  for (;;) {
    const batch = await next;
    const last = batch.at(-1);
    if (!last || shouldStop()) return position;
    next = batch.length === batchSize ? store.readAll(last.position, batchSize) : Promise.resolve([]);
    // A failing apply leaves the prefetch behind; it must not surface as an unhandled rejection.
    next.catch(() => undefined);
    await apply(batch);
    position = last.position;
  }
}
