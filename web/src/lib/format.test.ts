import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './errors';
import { formatDate, formatDateTime, formatEuros } from './format';

describe('formats', () => {
  it('writes dates as DD.MM.YYYY and DD.MM.YYYY - HH:mm', () => {
    expect(formatDate('2026-03-07T10:05:00')).toBe('07.03.2026');
    expect(formatDateTime('2026-03-07T10:05:00')).toBe('07.03.2026 - 10:05');
    expect(formatDate(null)).toBe('');
  });

  it('writes euros in German format', () => {
    expect(formatEuros(1234.5).replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(formatEuros(25).replace(/\u00a0/g, ' ')).toBe('25,00 €');
  });
});

describe('error texts', () => {
  it('takes the first message per field', () => {
    expect(fieldErrors({ status: 422, data: { message: 'x', errors: { reason: ['first', 'second'], email: ['e'] } } })).toEqual({
      reason: 'first',
      email: 'e',
    });
    expect(fieldErrors({ status: 500, data: 'oops' })).toBeNull();
  });

  it('shows the server message, the 403 default, or the generic text for a non-object error', () => {
    expect(errorMessage({ status: 409, data: { message: 'Already unlocked.' } })).toBe('Already unlocked.');
    expect(errorMessage({ status: 403, data: {} })).toBe("You don't have access to do this.");
    expect(errorMessage({ status: 403, data: { message: 'Only admins.' } })).toBe('Only admins.');
    expect(errorMessage({ status: 500, data: 'plain text' })).toBe('Something went wrong. Please try again or contact customer support.');
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe('Something went wrong. Please try again or contact customer support.');
  });
});
