import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './errors';
import { formatDate, formatDateTime, formatEuros, formatNumber } from './format';

describe('formats', () => {
  it('writes dates as DD.MM.YYYY and DD.MM.YYYY - HH:mm', () => {
    expect(formatDate('2026-03-07T10:05:00')).toBe('07.03.2026');
    expect(formatDateTime('2026-03-07T10:05:00')).toBe('07.03.2026 - 10:05');
    expect(formatDate(null)).toBe('');
  });

  it('writes euros in German format', () => {
    expect(formatEuros(1234.5).replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(formatEuros(25).replace(/\u00a0/g, ' ')).toBe('25,00 €');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('writes every figure as the browser writes it in German, without its number formatter', () => {
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const numbers = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
    const edges = [
      0,
      -0,
      0.004,
      -0.004,
      0.005,
      0.015,
      1.005,
      2.675,
      999.995,
      1000,
      -1000,
      999_999.999,
      1_234_567.891,
      -12.5,
      1e20,
      1e22,
      1e-7,
      -3e-7,
      0.1 + 0.2,
      4.35,
      1.45,
      8.345,
    ];
    // A fixed-seed sequence over several magnitudes, with up to four decimals.
    let seed = 7;
    const next = (): number => (seed = (seed * 48_271) % 2_147_483_647);
    const spread = Array.from({ length: 2000 }, () => ((next() % 2 ? -1 : 1) * (next() % 1_000_000_000)) / 10 ** (next() % 5));
    for (const value of [...edges, ...spread]) {
      expect(formatEuros(value), String(value)).toBe(euros.format(value).replace('-0,00', '0,00'));
      expect(formatNumber(value), String(value)).toBe(numbers.format(value).replace(/^-0$/, '0'));
    }
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
