import { describe, expect, it } from 'vitest';
import { POTENTIAL_CONTACTS_METER_MAX, potentialContactsMeter } from './potential-contacts-meter';

describe('potential-contacts meter', () => {
  it.each([
    [0, 'tooSmall', 'danger'],
    [9, 'tooSmall', 'danger'],
    [10, 'makeRough', 'warning'],
    [29, 'makeRough', 'warning'],
    [30, 'goodSize', 'success'],
    [59, 'goodSize', 'success'],
    [60, 'makeTighter', 'warning'],
    [80, 'makeTighter', 'warning'],
    [81, 'tooBig', 'danger'],
    [10000, 'tooBig', 'danger'],
  ] as const)('reads %i contacts as %s (%s)', (count, labelKey, level) => {
    expect(potentialContactsMeter(count)).toMatchObject({ labelKey, level });
  });

  it('keeps counts above 10000 too big', () => {
    expect(potentialContactsMeter(25000)).toMatchObject({ labelKey: 'tooBig', level: 'danger' });
  });

  it('caps the needle at the meter maximum of 100', () => {
    expect(POTENTIAL_CONTACTS_METER_MAX).toBe(100);
    expect(potentialContactsMeter(45).value).toBe(45);
    expect(potentialContactsMeter(250).value).toBe(100);
  });

  it('reads a negative or unknown count as 0: too small', () => {
    expect(potentialContactsMeter(-3)).toStrictEqual({ labelKey: 'tooSmall', level: 'danger', value: 0 });
    expect(potentialContactsMeter(Number.NaN)).toStrictEqual({ labelKey: 'tooSmall', level: 'danger', value: 0 });
  });
});
