import type { EventStore, ReadAllOptions, RecordedEvent } from '@rm/eventstore';

/**
 * Reads the log after `from` in batches and hands each to `apply`, reading the next batch while the
 * current one is applied (the event store's JSON decoding overlaps the read-model writes). Stops at the
 * head, or when `shouldStop` says so between batches. Returns the position of the last event handed over.
 * With `read.types`, only events of those types are read (the returned position is then that of the last
 * such event; whoever continues from it meets the others again and skips them).
 */
export async function replay(
  store: EventStore,
  from: bigint,
  batchSize: number,
  apply: (batch: RecordedEvent[]) => Promise<void>,
  shouldStop: () => boolean = () => false,
  read: ReadAllOptions = {},
): Promise<bigint> {
  let position = from;
  let next = store.readAll(position, batchSize, read);
  for (;;) {
    const batch = await next;
    const last = batch.at(-1);
    if (!last || shouldStop()) return position;
    next = batch.length === batchSize ? store.readAll(last.position, batchSize, read) : Promise.resolve([]);
    // A failing apply leaves the prefetch behind; it must not surface as an unhandled rejection.
    next.catch(() => undefined);
    await apply(batch);
    position = last.position;
  }
}
