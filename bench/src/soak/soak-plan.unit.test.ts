import { describe, expect, it } from 'vitest';
import { planFaults } from './soak-plan';

describe('planFaults', () => {
  it('kills a projector, a command-api and a query-api in turn, NATS once after the first round', () => {
    expect(planFaults(3 * 60_000)).toEqual([
      'projector',
      'command-api',
      'query-api',
      'nats',
      'projector',
      'command-api',
      'query-api',
      'projector',
      'command-api',
    ]);
  });

  it('plans at least one fault of each kind however short the run', () => {
    expect(planFaults(10_000)).toEqual(['projector', 'command-api', 'query-api', 'nats']);
  });
});
