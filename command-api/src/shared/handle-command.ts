import { randomUUID } from 'node:crypto';
import { foldEvents, type Decider, type DomainEvent } from '@rm/domain';
import { WrongExpectedRevisionError, type AppendResult, type EventMetadata, type EventStore, type NewEvent } from '@rm/eventstore';

/** Who is acting and why: becomes every appended event's metadata. */
export interface CommandMetadata {
  actorId: string | null;
  actorRole: string | null;
  /** The request id for HTTP commands; a fresh id otherwise. */
  correlationId?: string;
  /** The event that caused this command, if another command's event did. */
  causationId?: string | null;
  /** ISO instant; defaults to now. Demo data passes past instants. */
  occurredAt?: string;
  requestIp?: string;
}

export interface CommandResult<State, Event> {
  /** The events decided and appended (none when the command changed nothing). */
  events: Event[];
  /** Ids of the appended events, in order. */
  eventIds: string[];
  /** The aggregate's state after the events. */
  state: State;
  append: AppendResult | null;
}

export interface HandleCommandOptions<State, Command, Event extends DomainEvent> {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Command, Event>;
  /** The command, or a function of the current state (to authorise against it or to derive data). */
  command: Command | ((state: State) => Command);
  metadata: CommandMetadata;
  /**
   * Whether a lost race may be decided once more on the fresh state (default true). Off where the
   * race itself is the answer: a second unlock of the same contact must fail, not be re-decided.
   */
  retryOnConflict?: boolean;
}

export const eventMetadata = (metadata: CommandMetadata): EventMetadata => ({
  actorId: metadata.actorId,
  actorRole: metadata.actorRole,
  correlationId: metadata.correlationId ?? randomUUID(),
  causationId: metadata.causationId ?? null,
  occurredAt: metadata.occurredAt ?? new Date().toISOString(),
  ...(metadata.requestIp ? { requestIp: metadata.requestIp } : {}),
});

const isCommandFunction = <State, Command>(command: Command | ((state: State) => Command)): command is (state: State) => Command =>
  typeof command === 'function';

/**
 * The command path: read the aggregate's stream, fold it into state, decide, append with the revision
 * that was read (`no_stream` for a new stream). A concurrent writer makes the append fail with
 * WrongExpectedRevisionError; the command is then decided once more on the fresh state (deciders are
 * pure, so this is safe) unless `retryOnConflict` is off. A second conflict reaches the caller (409).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(options: HandleCommandOptions<State, Command, Event>): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider } = options;
  const attempts = options.retryOnConflict === false ? 1 : 2;
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    const state = foldEvents(decider, recorded as unknown as Event[]);
    const command = isCommandFunction(options.command) ? options.command(state) : options.command;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, eventIds: [], state, append: null };
    const metadata = eventMetadata(options.metadata);
    const toAppend = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata }) as NewEvent);
    const last = recorded.at(-1);
    try {
      const append = await store.append(streamId, toAppend, last ? last.revision : 'no_stream');
      const next = events.reduce((s, e) => decider.evolve(s, e), state);
      return { events, eventIds: toAppend.map((event) => event.id), state: next, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
}
