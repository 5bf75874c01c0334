/**
 * A decider is one aggregate's behaviour as pure functions: `decide` turns a command and the
 * current state into new events (or throws a DomainError), `evolve` folds one event into the
 * state. Time and ids arrive inside the command; nothing here reads a clock or does I/O.
 */
export interface Decider<State, Command, Event> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export function foldEvents<State, Event>(
  decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'initialState'>,
  events: Iterable<Event>,
): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
