import { describe, expect, it } from 'vitest';
import { isUnlocksList, unlocks } from './index';

describe('the unlocked-contacts lists in the navigation', () => {
  it("is the current entry on a company's list only, not on an employer's own contacts", () => {
    expect(isUnlocksList('/companies/unlocked-contacts')).toBe(true);
    expect(isUnlocksList('/companies/00000000-0000-4000-8000-000000000001/unlocked-contacts')).toBe(true);
    expect(isUnlocksList('/unlocked-contacts')).toBe(false);
    expect(isUnlocksList('/unlocked-contacts/00000000-0000-4000-8000-000000000002')).toBe(false);
    expect(unlocks.navigation?.[0]?.current('/unlocked-contacts/00000000-0000-4000-8000-000000000002')).toBe(false);
  });
});
