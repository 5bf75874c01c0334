import { expect } from 'vitest';
import type { Decider } from './decider';
import { DomainError, type DomainErrorCode } from './errors';

export interface ExpectedRefusal {
  /** The 422 error key, for `invalid`. */
  field?: string;
  /** A part of the message, or a pattern it must match. */
  message?: string | RegExp;
}

/**
 * Test-only (imports vitest; not exported from the package):
 * `deciderSpec(decider).given(events).when(command).then(events) | .thenThrows(code, {field, message}) | .thenNothing()`.
 */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = (): Event[] => {
            const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
            return decider.decide(command, state);
          };
          return {
            then(expected: readonly Event[]): void {
              expect(run()).toStrictEqual(expected);
            },
            thenNothing(): void {
              expect(run()).toStrictEqual([]);
            },
            thenThrows(code: DomainErrorCode, expected: ExpectedRefusal = {}): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'the command should have been refused').toBeInstanceOf(DomainError);
              const error = thrown as DomainError;
              expect(error.code).toBe(code);
              if (expected.field !== undefined) expect(error.field).toBe(expected.field);
              if (typeof expected.message === 'string') expect(error.message).toContain(expected.message);
              else if (expected.message) expect(error.message).toMatch(expected.message);
            },
          };
        },
      };
    },
  };
}
