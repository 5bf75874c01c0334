import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie (OWASP's "device cookies"): set at each successful sign-in, it holds a signed device
 * token per account that signed in on this browser (see `LoginThrottle`), at most `DEVICE_TOKENS_KEPT`,
 * newest first. HttpOnly, SameSite=Strict, sent to the sign-in route only, kept for a year.
 */
export const DEVICE_COOKIE = 'rm_device';
const DEVICE_COOKIE_PATH = '/login';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const DEVICE_TOKENS_KEPT = 5;

/** The device tokens the browser holds (none when the cookie is missing or oversized). */
export function deviceTokensOf(request: FastifyRequest): string[] {
  const cookie = request.cookies[DEVICE_COOKIE];
  return cookie && cookie.length <= 1000 ? cookie.split('~').slice(0, DEVICE_TOKENS_KEPT) : [];
}

/** Keeps `token` first in the device cookie, beside the other accounts' tokens the browser held. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const kept = [token, ...deviceTokensOf(request).filter((other) => other !== token)].slice(0, DEVICE_TOKENS_KEPT);
  void reply.setCookie(DEVICE_COOKIE, kept.join('~'), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.cookiesSecure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
