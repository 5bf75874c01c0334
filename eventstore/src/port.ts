import type { DomainEvent } from '@rm/domain';

/** Who caused an event, when and why; stored beside every event. */
export interface EventMetadata {
  actorId: string | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO 8601 instant. */
  occurredAt: string;
  requestIp?: string;
}

/**
 * An event about to be appended. `id` is chosen by the caller so that a retried append is a no-op.
 * A union over the event types, so that `switch (event.type)` narrows `data`.
 */
export type NewEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? { id: string; type: E['type']; data: E['data']; metadata: EventMetadata }
  : never;

/** Where an event sits: its stream, its revision within the stream (0-based) and its global position. */
export interface EventPlacement {
  streamId: string;
  revision: number;
  position: bigint;
}

/** An event as stored. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent ? NewEvent<E> & EventPlacement : never;

/**
 * What the writer expects of the stream: its last revision (0-based), `no_stream` for a stream that
 * must not exist yet, or `any`.
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last event in the stream after the append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: bigint;
}

export interface Subscription {
  /** Stops delivery; resolves once the batch in progress has been handled. */
  stop(): Promise<void>;
}

export interface ReadAllOptions {
  /**
   * Only events of these types (a server-side filter: the others are neither sent nor decoded). Positions
   * stay those of the whole log; `limit` counts the events returned.
   */
  types?: readonly string[];
}

export interface SubscribeOptions {
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  /** Called when delivery fails for a reason other than the handler (e.g. the connection). */
  onError?: (error: unknown) => void;
}

/**
 * The event store port. Adapters: PostgreSQL (default) and EventStoreDB.
 * Positions are exclusive lower bounds: `readAll(0n)` and `subscribeToAll(0n)` start at the first event
 * (PostgreSQL positions start at 1).
 */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Events after `fromPosition` in global order, at most `limit` of them. */
  readAll(fromPosition: bigint, limit: number, options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after `fromPosition` in global order, first those already stored (catch-up),
   * then new ones as they are appended (live). The handler receives batches one at a time; the next batch
   * waits until the handler's promise resolves. A handler that throws stops the subscription.
   */
  subscribeToAll(fromPosition: bigint, handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription;
  /** Position of the last event readable now (0n for an empty store). */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}
