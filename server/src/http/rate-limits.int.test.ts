import { randomUUID } from 'node:crypto';
import { API_FEATURES, operationsOf, SERVER_MESSAGES } from '@rm/domain';
import { fastifyPath } from '@rm/platform/http';
import { RATE_LIMITS_OFF } from '@rm/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@rm/server/testing';
import { RATE_LIMITED_ROUTES, TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    rateLimits: { ...RATE_LIMITS_OFF, signIn: { max: 2, windowSeconds: 60 }, sendCode: { max: 2, windowSeconds: 600 } },
  });
});
afterAll(() => t.close());

const login = async (forwardedFor?: string) =>
  t.call(
    'POST',
    '/login',
    await t.anonymous(),
    { email: 'nobody@api.test', password: 'wrong-password-1' },
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );

describe('per-address throttles of the public calls', () => {
  it('answers the N+1th sign-in from one address within the window with 429, Retry-After and a catalogued message', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 2; i += 1) expect((await login(address)).statusCode).toBe(422);
    const refused = await login(address);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE.replace('{{seconds}}', String(seconds)) });
    expect(SERVER_MESSAGES[TOO_MANY_REQUESTS_MESSAGE]?.de).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    );
    // Another address is not held back.
    expect((await login('203.0.113.8')).statusCode).toBe(422);
  });

  it('counts each route of a group on its own, and leaves routes outside the groups alone', async () => {
    const browser = await t.anonymous();
    const headers = { 'x-forwarded-for': '198.51.100.4' };
    const mail = () => t.call('POST', '/profile/send-magic-mail', browser, { user_id: randomUUID() }, headers);
    expect((await mail()).statusCode).toBe(200);
    expect((await mail()).statusCode).toBe(200);
    expect((await mail()).statusCode).toBe(429);
    // The SMS code request counts apart (its own route): the first two calls are not 429 (401: it is for candidates), the third is.
    const code = () => t.call('GET', '/api/generateOTP', browser, undefined, headers);
    expect((await code()).statusCode).toBe(401);
    expect((await code()).statusCode).toBe(401);
    expect((await code()).statusCode).toBe(429);
    for (let i = 0; i < 10; i += 1)
      expect((await t.call('GET', '/api/user/current', browser, undefined, headers)).statusCode).not.toBe(429);
    // A group that is off (registration here) is never throttled.
    for (let i = 0; i < 5; i += 1) expect((await t.call('POST', '/register', browser, {}, headers)).statusCode).toBe(422);
  });

  it('names only routes that exist: each throttled route is a contract, with its method', () => {
    const routes = new Set(
      API_FEATURES.flatMap((feature) => operationsOf(feature).map(([, operation]) => `${operation.method} ${fastifyPath(operation.path)}`)),
    );
    expect(
      Object.values(RATE_LIMITED_ROUTES)
        .flat()
        .filter((route) => !routes.has(route)),
    ).toEqual([]);
  });
});
