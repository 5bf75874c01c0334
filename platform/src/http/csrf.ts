import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sessionId } from './session-store';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** HttpOnly cookie of a browser without a session: the random value its anonymous token is bound to. */
export const CSRF_SEED_COOKIE = 'rm_csrf';
export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';

/** A new random seed for a browser without a session. */
export const newCsrfSeed = (): string => randomBytes(24).toString('base64url');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const needsCsrfCheck = (method: string): boolean => STATE_CHANGING.has(method.toUpperCase());

/** What a token is bound to: the session (its stored id), or for a browser without one its random seed. */
export type CsrfBinding = { session: string } | { seed: string };

/**
 * The token a browser must echo: an HMAC of what it is bound to under the server's secret. It changes with
 * every sign-in and sign-out (a new session), cannot be made up without the secret, and a cookie planted
 * by another site or subdomain does not match the victim's session.
 */
export function csrfTokenFor(secret: string, binding: CsrfBinding): string {
  const subject = 'session' in binding ? `session:${sessionId(binding.session)}` : `seed:${binding.seed}`;
  return createHmac('sha256', secret).update(`xsrf:${subject}`).digest('base64url');
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the header carries the expected token (timing-safe; browsers' clients may URL-encode it). */
export function csrfHeaderMatches(expected: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(decoded(header));
  return a.length === b.length && timingSafeEqual(a, b);
}
