import { describe, expect, it } from 'vitest';
import { activeSourcingQuota } from './active-sourcing-quota';

describe('active-sourcing quota', () => {
  it('leaves total minus sent', () => {
    expect(activeSourcingQuota({ hasUnlimitedAccess: false, totalMessages: 5, sentMessages: 2 })).toStrictEqual({
      unlimited: false,
      remaining: 3,
      canSend: true,
    });
  });

  it('never goes below 0 and then sends no more', () => {
    expect(activeSourcingQuota({ hasUnlimitedAccess: false, totalMessages: 5, sentMessages: 5 })).toStrictEqual({
      unlimited: false,
      remaining: 0,
      canSend: false,
    });
    expect(activeSourcingQuota({ hasUnlimitedAccess: false, totalMessages: 5, sentMessages: 9 })).toStrictEqual({
      unlimited: false,
      remaining: 0,
      canSend: false,
    });
  });

  it('has no limit with unlimited access, whatever was sent', () => {
    expect(activeSourcingQuota({ hasUnlimitedAccess: true, totalMessages: 5, sentMessages: 9 })).toStrictEqual({
      unlimited: true,
      remaining: null,
      canSend: true,
    });
  });
});
