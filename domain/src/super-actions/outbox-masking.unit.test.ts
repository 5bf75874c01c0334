import { describe, expect, it } from 'vitest';
import { maskedOutboxData } from './outbox-masking';

describe('the outbox as admins see it', () => {
  it('shows the last two digits of a one-time code', () => {
    expect(maskedOutboxData({ code: '123456', userId: 'u1' })).toEqual({ code: '••••56', userId: 'u1' });
  });

  it("hides a link's token but its last four characters, keeping where it leads", () => {
    const token = 'A'.repeat(60) + 'wxyz';
    expect(maskedOutboxData({ path: `/anmelden/link/${token}`, validMinutes: 60 })).toEqual({
      path: '/anmelden/link/••••wxyz',
      validMinutes: 60,
    });
    expect(maskedOutboxData({ offerId: 'o1', path: '/angebote/short' })).toEqual({ offerId: 'o1', path: '/angebote/••••' });
  });

  it('hides a credential field that is not text, and leaves ids and figures alone', () => {
    expect(maskedOutboxData({ token: { raw: 'x' }, otp: 123456 })).toEqual({ token: '••••', otp: '••••' });
    expect(maskedOutboxData({ offerId: 'o1', reminderNumber: 2 })).toEqual({ offerId: 'o1', reminderNumber: 2 });
  });
});
