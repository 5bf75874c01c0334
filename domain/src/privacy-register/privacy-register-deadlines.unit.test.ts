import { describe, expect, it } from 'vitest';
import { breachDeadline, breachOverdue, dataSubjectRequestDue, dataSubjectRequestOverdue } from './privacy-register-deadlines';

describe('the register deadlines', () => {
  it('gives a breach 72 hours from detection, overdue only with a risk and no notification', () => {
    expect(breachDeadline('2026-03-01T10:00:00.000Z')).toBe('2026-03-04T10:00:00.000Z');
    const late = new Date('2026-03-04T10:00:01.000Z');
    expect(breachOverdue({ detectedAt: '2026-03-01T10:00:00.000Z', risk: 'risk', authorityNotifiedAt: null }, late)).toBe(true);
    expect(breachOverdue({ detectedAt: '2026-03-01T10:00:00.000Z', risk: 'none', authorityNotifiedAt: null }, late)).toBe(false);
    expect(
      breachOverdue({ detectedAt: '2026-03-01T10:00:00.000Z', risk: 'high', authorityNotifiedAt: '2026-03-02T00:00:00.000Z' }, late),
    ).toBe(false);
  });

  it('gives a request one month (the month-end where the day is missing), three when extended', () => {
    expect(dataSubjectRequestDue({ receivedAt: '2026-01-31T09:00:00.000Z', extended: false })).toBe('2026-02-28T09:00:00.000Z');
    expect(dataSubjectRequestDue({ receivedAt: '2026-01-15T09:00:00.000Z', extended: true })).toBe('2026-04-15T09:00:00.000Z');
    const now = new Date('2026-03-01T00:00:00.000Z');
    expect(dataSubjectRequestOverdue({ receivedAt: '2026-01-31T09:00:00.000Z', extended: false, doneAt: null }, now)).toBe(true);
    expect(
      dataSubjectRequestOverdue({ receivedAt: '2026-01-31T09:00:00.000Z', extended: false, doneAt: '2026-02-01T00:00:00.000Z' }, now),
    ).toBe(false);
  });
});
