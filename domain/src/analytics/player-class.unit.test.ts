import { describe, expect, it } from 'vitest';
import { playerClass } from './player-class';

describe('player class', () => {
  it('is A from 1.000 € in 90 days with an unlock in the last 30 days', () => {
    expect(playerClass({ revenue90Days: 1000, revenueTotal: 5000, daysSinceLastUnlock: 30 })).toBe('A');
  });
  it('is B when the A company has not unlocked for more than 30 days', () => {
    expect(playerClass({ revenue90Days: 1000, revenueTotal: 5000, daysSinceLastUnlock: 31 })).toBe('B');
  });
  it('is B below 1.000 € in 90 days however active', () => {
    expect(playerClass({ revenue90Days: 999.99, revenueTotal: 999.99, daysSinceLastUnlock: 0 })).toBe('B');
  });
  it('is C when it paid before but nothing in the last 90 days', () => {
    expect(playerClass({ revenue90Days: 0, revenueTotal: 250, daysSinceLastUnlock: 120 })).toBe('C');
  });
  it('is X when it never paid, even with a free unlock', () => {
    expect(playerClass({ revenue90Days: 0, revenueTotal: 0, daysSinceLastUnlock: 2 })).toBe('X');
    expect(playerClass({ revenue90Days: 0, revenueTotal: 0, daysSinceLastUnlock: null })).toBe('X');
  });
});
