import type { EventStore } from '@rm/eventstore';
import { LRUCache } from 'lru-cache';

/** An aggregate's state as last decided in this process, and the stream revision it stands at. */
export interface CachedState {
  /** The decider the state belongs to (a stream id is read by one decider only, but this makes sure). */
  decider: unknown;
  state: unknown;
  revision: number;
}

/** States of recently used streams, by stream id. */
export interface StateCache {
  get(streamId: string): CachedState | undefined;
  set(streamId: string, entry: CachedState): void;
  delete(streamId: string): void;
}

/** An event store whose command path may start from remembered states instead of reading streams. */
export type CommandStore = EventStore & { readonly stateCache?: StateCache };

/**
 * Remembers the state of the last `max` streams a command appended to, so that the next command on the
 * same aggregate skips reading its stream: it appends expecting the remembered revision, and a writer
 * elsewhere (another instance) makes that append fail, after which the stream is read as usual. See
 * `handleCommand` for when a remembered state is not trusted.
 */
export function withStateCache(store: EventStore, options: { max?: number } = {}): CommandStore {
  const states = new LRUCache<string, CachedState>({ max: options.max ?? 5_000 });
  return {
    append: (streamId, events, expected) => store.append(streamId, events, expected),
    readStream: (streamId) => store.readStream(streamId),
    readAll: (from, limit) => store.readAll(from, limit),
    subscribeToAll: (from, handler, subscribeOptions) => store.subscribeToAll(from, handler, subscribeOptions),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    stateCache: {
      get: (streamId) => states.get(streamId),
      set: (streamId, entry) => void states.set(streamId, entry),
      delete: (streamId) => void states.delete(streamId),
    },
  };
}
