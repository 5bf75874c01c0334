import { describe, expect, it } from 'vitest';
import { csrfHeaderMatches, csrfTokenFor, needsCsrfCheck, newCsrfSeed } from './csrf';

const SECRET = 'a-secret-of-at-least-16-characters';

describe('CSRF tokens bound to the session', () => {
  it('derives one token per session under the secret: another session, seed or secret gives another token', () => {
    const token = csrfTokenFor(SECRET, { session: 'session-token-1' });
    expect(csrfTokenFor(SECRET, { session: 'session-token-1' })).toBe(token);
    expect(csrfTokenFor(SECRET, { session: 'session-token-2' })).not.toBe(token);
    expect(csrfTokenFor('another-secret-of-16-characters', { session: 'session-token-1' })).not.toBe(token);
    // A seed that happens to equal a session token still gives another token: the two are kept apart.
    expect(csrfTokenFor(SECRET, { seed: 'session-token-1' })).not.toBe(token);
  });

  it('accepts the header carrying the expected token, also URL-encoded', () => {
    const token = csrfTokenFor(SECRET, { seed: newCsrfSeed() });
    expect(csrfHeaderMatches(token, token)).toBe(true);
    expect(csrfHeaderMatches('a+b/c=', encodeURIComponent('a+b/c='))).toBe(true);
  });

  it('refuses a missing, empty, repeated, different or malformed header', () => {
    const token = csrfTokenFor(SECRET, { seed: newCsrfSeed() });
    expect(csrfHeaderMatches(token, undefined)).toBe(false);
    expect(csrfHeaderMatches(token, '')).toBe(false);
    expect(csrfHeaderMatches(token, [token, token])).toBe(false);
    expect(csrfHeaderMatches(token, csrfTokenFor(SECRET, { seed: newCsrfSeed() }))).toBe(false);
    expect(csrfHeaderMatches(token, '%E0%A4%A')).toBe(false);
  });

  it('checks only state-changing methods', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(needsCsrfCheck)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(needsCsrfCheck)).toBe(false);
  });
});
