import { randomUUID } from 'node:crypto';
import { foldEvents, type Decider, type DomainEvent } from '@rm/domain';
import { WrongExpectedRevisionError, type AppendResult, type EventMetadata, type ExpectedRevision, type NewEvent } from '@rm/eventstore';
import type { CommandStore } from './state-cache';

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
  store: CommandStore;
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
  /**
   * The stream is new but for a retry (its id was just chosen, or is the client's id for a new item): the
   * first attempt decides on the initial state and appends expecting no stream, without reading it first.
   * Treated like a remembered state: a stream that exists fails that append (or a refusal or "nothing to
   * do" is decided again on the stream as read), so a retry is answered as the stream stands.
   */
  expectNewStream?: boolean;
}

/** The instant a command happens: the metadata's (HTTP commands stamp it once per request), else now. */
export const commandTime = (metadata: CommandMetadata): string => metadata.occurredAt ?? new Date().toISOString();

export const eventMetadata = (metadata: CommandMetadata): EventMetadata => ({
  actorId: metadata.actorId,
  actorRole: metadata.actorRole,
  correlationId: metadata.correlationId ?? randomUUID(),
  causationId: metadata.causationId ?? null,
  occurredAt: commandTime(metadata),
  ...(metadata.requestIp ? { requestIp: metadata.requestIp } : {}),
});

const isCommandFunction = <State, Command>(command: Command | ((state: State) => Command)): command is (state: State) => Command =>
  typeof command === 'function';

interface Loaded<State> {
  state: State;
  expected: ExpectedRevision;
  /** From the store's state cache: good enough to append on, not to refuse or to skip on. */
  remembered: boolean;
}

async function load<State, Command, Event extends DomainEvent>(
  options: HandleCommandOptions<State, Command, Event>,
  useCache: boolean,
): Promise<Loaded<State>> {
  const cached = useCache ? options.store.stateCache?.get(options.streamId) : undefined;
  if (cached && cached.decider === options.decider) return { state: cached.state as State, expected: cached.revision, remembered: true };
  if (useCache && options.expectNewStream) return { state: options.decider.initialState(), expected: 'no_stream', remembered: true };
  const recorded = await options.store.readStream(options.streamId);
  const last = recorded.at(-1);
  return {
    state: foldEvents(options.decider, recorded as unknown as Event[]),
    expected: last ? last.revision : 'no_stream',
    remembered: false,
  };
}

/**
 * The command path: read the aggregate's stream, fold it into state, decide, append with the revision
 * that was read (`no_stream` for a new stream). A concurrent writer makes the append fail with
 * WrongExpectedRevisionError; the command is then decided once more on the fresh state (deciders are
 * pure, so this is safe) unless `retryOnConflict` is off. A second conflict reaches the caller (409).
 *
 * With a state cache on the store (`withStateCache`), a stream this process appended to last starts
 * from the remembered state instead of being read. Appending on it is safe (a stale revision fails the
 * append, and the command is decided again on the stream as read); a refusal or a "nothing to do"
 * decided on it is not, so those are decided again on the stream as read before they are answered.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  options: HandleCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider } = options;
  const retry = options.retryOnConflict !== false;
  const cache = store.stateCache;
  let attempts = retry ? 2 : 1;
  for (let attempt = 1; ; attempt += 1) {
    let loaded = await load(options, retry && attempt === 1);
    let events: Event[];
    try {
      events = decide(options, loaded.state);
    } catch (error) {
      if (!loaded.remembered) throw error;
      loaded = await load(options, false);
      events = decide(options, loaded.state);
    }
    if (events.length === 0 && loaded.remembered) {
      loaded = await load(options, false);
      events = decide(options, loaded.state);
    }
    if (events.length === 0) return { events, eventIds: [], state: loaded.state, append: null };
    const metadata = eventMetadata(options.metadata);
    const toAppend = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata }) as NewEvent);
    try {
      const append = await store.append(streamId, toAppend, loaded.expected);
      const next = events.reduce((s, e) => decider.evolve(s, e), loaded.state);
      cache?.set(streamId, { decider, state: next, revision: append.nextExpectedRevision });
      return { events, eventIds: toAppend.map((event) => event.id), state: next, append };
    } catch (error) {
      cache?.delete(streamId);
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // A remembered state that was stale is no lost race: it costs no attempt.
      if (loaded.remembered) attempts += 1;
      if (attempt >= attempts) throw error;
    }
  }
}

function decide<State, Command, Event extends DomainEvent>(options: HandleCommandOptions<State, Command, Event>, state: State): Event[] {
  const command = isCommandFunction(options.command) ? options.command(state) : options.command;
  return options.decider.decide(command, state);
}
