import { describe, expect, it } from 'vitest';
import type { Decider } from './decider';
import { deciderSpec } from './decider-spec';
import { invalid } from './errors';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
type CounterCommand = { type: 'Increment'; data: { by: number } };
const counter: Decider<{ total: number }, CounterCommand, CounterEvent> = {
  initialState: () => ({ total: 0 }),
  decide: (command, state) => {
    if (command.data.by <= 0) throw invalid('by', 'Increment by a positive number.');
    if (state.total >= 10) return [];
    return [{ type: 'Incremented', data: { by: command.data.by } }];
  },
  evolve: (state, event) => ({ total: state.total + event.data.by }),
};
const spec = deciderSpec(counter);
const increment = (by: number): CounterCommand => ({ type: 'Increment', data: { by } });

describe('deciderSpec (the test helper itself)', () => {
  it('passes when the events match and folds the given events first', () => {
    spec
      .given([])
      .when(increment(2))
      .then([{ type: 'Incremented', data: { by: 2 } }]);
    spec
      .given([{ type: 'Incremented', data: { by: 10 } }])
      .when(increment(1))
      .thenNothing();
  });

  it('fails when the events differ', () => {
    expect(() =>
      spec
        .given([])
        .when(increment(2))
        .then([{ type: 'Incremented', data: { by: 3 } }]),
    ).toThrow();
    expect(() => spec.given([]).when(increment(2)).thenNothing()).toThrow();
  });

  it('fails thenThrows when nothing was thrown', () => {
    expect(() => spec.given([]).when(increment(1)).thenThrows('invalid')).toThrow('should have been refused');
  });

  it('checks the code, the field and the message of a refusal', () => {
    spec.given([]).when(increment(0)).thenThrows('invalid', { field: 'by', message: 'positive number' });
    expect(() => spec.given([]).when(increment(0)).thenThrows('conflict')).toThrow();
    expect(() => spec.given([]).when(increment(0)).thenThrows('invalid', { field: 'amount' })).toThrow();
    expect(() => spec.given([]).when(increment(0)).thenThrows('invalid', { message: 'negative' })).toThrow();
    expect(() =>
      spec
        .given([])
        .when(increment(0))
        .thenThrows('invalid', { message: /^Decrement/ }),
    ).toThrow();
  });
});
