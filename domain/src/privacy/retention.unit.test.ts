import { describe, expect, it } from 'vitest';
import {
  addMonths,
  DEFAULT_RETENTION_POLICY,
  inactivityNoticeDueAt,
  isInactivityNoticeDue,
  isProcessingRestricted,
  isRejectedCandidate,
  isRetentionDue,
  retentionDue,
  retentionDueAt,
} from './retention';

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
    expect(retentionDueAt(rejectedOnly, { ...DEFAULT_RETENTION_POLICY, rejectedMonths: 3 })?.toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
  });
});

const ms = (iso: string, delta: number) => new Date(new Date(iso).getTime() + delta);

describe('retention of every rejection and of inactive candidates', () => {
  it('counts any rejection (board, employer, declined) from the latest one, exactly at 6 months', () => {
    const facts = { offers: 3, rejectedOffers: 3, lastRejectedAt: '2026-03-10T08:00:00.000Z', talentPoolConsentAt: null };
    expect(retentionDue(facts)).toEqual({ at: new Date('2026-09-10T08:00:00.000Z'), reason: 'rejected' });
    expect(isRetentionDue(facts, ms('2026-09-10T08:00:00.000Z', -1))).toBe(false);
    expect(isRetentionDue(facts, ms('2026-09-10T08:00:00.000Z', 0))).toBe(true);
    expect(isRetentionDue(facts, ms('2026-09-10T08:00:00.000Z', 1))).toBe(true);
  });

  it('does not apply the rejection rule with an open or accepted offer, or after a newer sign-in', () => {
    expect(isRejectedCandidate({ ...rejectedOnly, offers: 3 })).toBe(false);
    expect(isRejectedCandidate({ ...rejectedOnly, lastSignInAt: ms(rejectedAt, 1).toISOString() })).toBe(false);
    expect(isRejectedCandidate({ ...rejectedOnly, lastSignInAt: rejectedAt })).toBe(true);
  });

  it('restricts a rejected candidate during the defence period, not one in the talent pool or active again', () => {
    expect(isProcessingRestricted(rejectedOnly)).toBe(true);
    expect(isProcessingRestricted({ ...rejectedOnly, talentPoolConsentAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(isProcessingRestricted({ ...rejectedOnly, lastSignInAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(isProcessingRestricted({ ...rejectedOnly, rejectedOffers: 1 })).toBe(false);
  });

  const lastActivityAt = '2026-01-15T10:00:00.000Z';
  const idle = { offers: 0, rejectedOffers: 0, lastRejectedAt: null, talentPoolConsentAt: null, lastActivityAt };
  const inactive = '2028-01-15T10:00:00.000Z';
  const noticeAt = '2027-12-16T10:00:00.000Z';

  it('tells an inactive candidate 30 days before the 24 months, once', () => {
    expect(inactivityNoticeDueAt(idle)?.toISOString()).toBe(noticeAt);
    expect(isInactivityNoticeDue(idle, ms(noticeAt, -1))).toBe(false);
    expect(isInactivityNoticeDue(idle, ms(noticeAt, 0))).toBe(true);
    expect(isInactivityNoticeDue(idle, ms(noticeAt, 1))).toBe(true);
    expect(isInactivityNoticeDue({ ...idle, inactivityNoticeAt: noticeAt }, ms(noticeAt, 1))).toBe(false);
  });

  it('erases an inactive candidate at 24 months only after the notice, and not before 30 days after it', () => {
    expect(retentionDueAt(idle)).toBeNull();
    const told = { ...idle, inactivityNoticeAt: noticeAt };
    expect(retentionDue(told)).toEqual({ at: new Date(inactive), reason: 'inactive' });
    expect(isRetentionDue(told, ms(inactive, -1))).toBe(false);
    expect(isRetentionDue(told, ms(inactive, 0))).toBe(true);
    expect(isRetentionDue(told, ms(inactive, 1))).toBe(true);
    const late = { ...idle, inactivityNoticeAt: '2028-03-01T00:00:00.000Z' };
    expect(retentionDueAt(late)?.toISOString()).toBe('2028-03-31T00:00:00.000Z');
  });

  it('starts the clock again with a sign-in, and honours configured periods', () => {
    const signedIn = { ...idle, lastActivityAt: '2027-06-01T00:00:00.000Z', lastSignInAt: '2027-06-01T00:00:00.000Z' };
    expect(isInactivityNoticeDue(signedIn, ms(noticeAt, 1))).toBe(false);
    expect(inactivityNoticeDueAt(idle, { ...DEFAULT_RETENTION_POLICY, inactiveMonths: 12, inactivityNoticeDays: 14 })?.toISOString()).toBe(
      '2027-01-01T10:00:00.000Z',
    );
  });
});
