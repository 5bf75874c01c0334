import {
  ANY,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
  type Position,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port';

/** Our positions are EventStoreDB commit positions (bigint, never serialised raw to JSON). */
const toReadPosition = (position: bigint): Position | typeof START => (position === 0n ? START : { commit: position, prepare: position });

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return null;
  const position = (event as { position?: Position }).position?.commit ?? resolved.commitPosition ?? 0n;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
  } as RecordedEvent;
}

const expectedRevision = (expected: ExpectedRevision): typeof NO_STREAM | typeof ANY | bigint =>
  expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);

/** The EventStoreDB adapter (EVENTSTORE_URL, e.g. `esdb://127.0.0.1:2113?tls=false`). */
export function createEsdbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, { direction: FORWARDS, fromRevision: START })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      // The server deduplicates by event id, which makes a retried append a no-op.
      const result = await client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata as unknown as Record<string, unknown> }),
        ),
        { expectedRevision: expectedRevision(expected) },
      );
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevisionError(streamId, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw error;
    }
  }

  async function readAll(fromPosition: bigint, limit: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // This client's readAll takes no filter: the types are filtered here, reading on until `limit` match.
    const types = options.types ? new Set(options.types) : null;
    if (types?.size === 0) return events;
    // Reading $all from a position includes it; our positions are exclusive lower bounds.
    const read = client.readAll({
      fromPosition: toReadPosition(fromPosition),
      direction: FORWARDS,
      ...(types ? {} : { maxCount: limit + 1 }),
    });
    for await (const resolved of read) {
      const recorded = toRecorded(resolved);
      if (!recorded || recorded.position <= fromPosition || (types && !types.has(recorded.type))) continue;
      events.push(recorded);
      if (events.length === limit) break;
    }
    return events;
  }

  async function headPosition(): Promise<bigint> {
    for await (const resolved of client.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 50 })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    return 0n;
  }

  function subscribeToAll(
    fromPosition: bigint,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const stream = client.subscribeToAll({ fromPosition: toReadPosition(fromPosition), filter: excludeSystemEvents() });
    let stopped = false;
    const done = (async () => {
      try {
        for await (const resolved of stream) {
          if (stopped) break;
          const recorded = toRecorded(resolved);
          if (recorded && recorded.position > fromPosition) await handler([recorded]);
        }
      } catch (error) {
        if (!stopped) options.onError?.(error);
      }
    })();
    const subscription: Subscription = {
      async stop() {
        stopped = true;
        subscriptions.delete(subscription);
        await stream.unsubscribe();
        await done;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    append,
    readStream,
    readAll,
    subscribeToAll,
    headPosition,
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await client.dispose();
    },
  };
}
