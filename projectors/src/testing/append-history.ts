import type { EventStore } from '@rm/eventstore';
import { expectedRevisions, type HistoryAppend } from './history';

/**
 * Writes a generated history through the event store port with up to `concurrency` appends in flight,
 * keeping each stream's appends in order (so the global order is close to, not exactly, the generated one).
 * Returns the position of the last event.
 */
export async function appendHistory(store: EventStore, history: readonly HistoryAppend[], concurrency = 16): Promise<bigint> {
  const revisions = expectedRevisions(history);
  const streams = new Map<string, Promise<unknown>>();
  const inFlight = new Set<Promise<unknown>>();
  let last = 0n;
  for (const [index, append] of history.entries()) {
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const previous = streams.get(append.streamId) ?? Promise.resolve();
    const appended = previous.then(async () => {
      const result = await store.append(append.streamId, append.events, revisions[index] ?? 'any');
      if (result.position > last) last = result.position;
    });
    streams.set(append.streamId, appended);
    const tracked = appended.finally(() => {
      inFlight.delete(tracked);
      if (streams.get(append.streamId) === appended) streams.delete(append.streamId);
    });
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return last;
}
