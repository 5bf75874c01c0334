import { randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';

export const newCsrfToken = (): string => randomBytes(24).toString('base64url');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const needsCsrfCheck = (method: string): boolean => STATE_CHANGING.has(method.toUpperCase());

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Double-submit check: the header must echo the readable cookie (timing-safe). */
export function csrfTokensMatch(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string' || header === '') return false;
  // Browsers' HTTP clients send the cookie value URL-encoded in the header (axios does).
  const a = Buffer.from(cookie);
  const b = Buffer.from(decoded(header));
  return a.length === b.length && timingSafeEqual(a, b);
}
