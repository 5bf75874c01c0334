import { randomUUID } from 'node:crypto';
import { foldEvents, type Decider, type DomainEvent } from '@rm/domain';
import { WrongExpectedRevisionError, type AppendResult, type EventMetadata, type EventStore, type NewEvent } from '@rm/eventstore';

/** Who is acting and why: becomes every appended event's metadata. */
export interface CommandMetadata {
  actorId: string | null;
  actorRole: string | null;
  correlationId?: string;
  causationId?: string | null;
  /** ISO instant; defaults to now. Demo data passes past instants. */
  occurredAt?: string;
  requestIp?: string;
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  append: AppendResult | null;
}

/**
 * The command path: read the aggregate's stream, fold it into state, decide, append with the revision
 * that was read. A concurrent writer makes the append fail with WrongExpectedRevisionError; the command
 * is then decided once more on the fresh state (deciders are pure, so this is safe), and a second
 * conflict is reported to the caller (HTTP 409).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(options: {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command | ((state: State) => Command);
  metadata: CommandMetadata;
  retries?: number;
}): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider, metadata } = options;
  for (let attempt = 0; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    const state = foldEvents(decider, recorded as unknown as Event[]);
    const command = typeof options.command === 'function' ? (options.command as (state: State) => Command)(state) : options.command;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, append: null };
    const eventMetadata: EventMetadata = {
      actorId: metadata.actorId,
      actorRole: metadata.actorRole,
      correlationId: metadata.correlationId ?? randomUUID(),
      causationId: metadata.causationId ?? null,
      occurredAt: metadata.occurredAt ?? new Date().toISOString(),
      ...(metadata.requestIp ? { requestIp: metadata.requestIp } : {}),
    };
    const toAppend = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: eventMetadata }) as NewEvent);
    const last = recorded.at(-1);
    try {
      const append = await store.append(streamId, toAppend, last ? last.revision : 'no_stream');
      const next = events.reduce((s, e) => decider.evolve(s, e), state);
      return { events, state: next, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= (options.retries ?? 1)) throw error;
    }
  }
}
