import { describe, expect, it } from 'vitest';
import { csrfTokensMatch, needsCsrfCheck, newCsrfToken } from './csrf';

describe('CSRF double submit', () => {
  it('accepts the header echoing the cookie, also URL-encoded', () => {
    const token = newCsrfToken();
    expect(csrfTokensMatch(token, token)).toBe(true);
    expect(csrfTokensMatch('a+b/c=', encodeURIComponent('a+b/c='))).toBe(true);
  });

  it('refuses a missing, empty, repeated or different header', () => {
    const token = newCsrfToken();
    expect(csrfTokensMatch(token, undefined)).toBe(false);
    expect(csrfTokensMatch(token, '')).toBe(false);
    expect(csrfTokensMatch(token, [token, token])).toBe(false);
    expect(csrfTokensMatch(token, newCsrfToken())).toBe(false);
    expect(csrfTokensMatch(undefined, token)).toBe(false);
    expect(csrfTokensMatch(token, '%E0%A4%A')).toBe(false);
  });

  it('checks only state-changing methods', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(needsCsrfCheck)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(needsCsrfCheck)).toBe(false);
  });
});
