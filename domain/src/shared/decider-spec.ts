import { expect } from 'vitest';
import type { Decider } from './decider';
import { DomainError, type DomainErrorCode } from './errors';

/** Test-only: given(events).when(command).then(events) / thenThrows(code) / thenNothing(). */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: Command) {
          const run = (): Event[] => decider.decide(command, state);
          return {
            then(expected: Event[]): void {
              expect(run()).toEqual(expected);
            },
            thenNothing(): void {
              expect(run()).toEqual([]);
            },
            thenThrows(code: DomainErrorCode, field?: string, message?: RegExp): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              const error = thrown as DomainError;
              expect(error.code).toBe(code);
              if (field !== undefined) expect(error.field).toBe(field);
              if (message) expect(error.message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
