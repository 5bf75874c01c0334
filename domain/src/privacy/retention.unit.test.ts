import { describe, expect, it } from 'vitest';
import { addMonths, isRetentionDue, retentionDueAt } from './retention';

const rejectedAt = '2026-01-15T10:00:00.000Z';
const rejectedOnly = { offers: 2, rejectedOffers: 2, lastRejectedAt: rejectedAt, talentPoolConsentAt: null };

describe('retention rule', () => {
  it('adds calendar months, keeping the end of a shorter month', () => {
    expect(addMonths('2026-08-31T12:00:00.000Z', 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths('2026-01-15T10:00:00.000Z', 6).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(addMonths('2027-08-31T00:00:00.000Z', 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('keeps a rejected candidate 5 months and 29 days, erases at 6 months', () => {
    expect(isRetentionDue(rejectedOnly, new Date('2026-07-14T10:00:00.000Z'))).toBe(false);
    expect(isRetentionDue(rejectedOnly, new Date('2026-07-15T09:59:59.999Z'))).toBe(false);
    expect(isRetentionDue(rejectedOnly, new Date('2026-07-15T10:00:00.000Z'))).toBe(true);
  });

  it('applies only when every offer (at least one) was rejected', () => {
    expect(retentionDueAt({ ...rejectedOnly, rejectedOffers: 1 })).toBeNull();
    expect(retentionDueAt({ offers: 0, rejectedOffers: 0, lastRejectedAt: null, talentPoolConsentAt: null })).toBeNull();
  });

  it('keeps a candidate in the talent pool 12 months after the consent, renewed by a new consent', () => {
    const consent = { ...rejectedOnly, talentPoolConsentAt: '2026-03-01T08:00:00.000Z' };
    expect(isRetentionDue(consent, new Date('2026-07-15T10:00:00.000Z'))).toBe(false);
    expect(retentionDueAt(consent)?.toISOString()).toBe('2027-03-01T08:00:00.000Z');
    expect(isRetentionDue({ ...consent, talentPoolConsentAt: '2027-02-01T08:00:00.000Z' }, new Date('2027-03-01T08:00:00.000Z'))).toBe(
      false,
    );
  });

  it('honours a configured period', () => {
    expect(retentionDueAt(rejectedOnly, { rejectedMonths: 3, talentPoolMonths: 12 })?.toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
});
