import cookie from '@fastify/cookie';
import { DomainError } from '@rm/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from './access-plugin';
import { authorize, type AuthUser } from './access';
import { csrfTokenFor } from './csrf';
import { csrfPlugin } from './csrf-plugin';
import { errorHandlerPlugin } from './error-handler';
import { HttpError } from './errors';
import { sessionPlugin } from './session-plugin';
import type { SessionStore } from './session-store';

class RaceLost extends Error {}

const users: Record<string, AuthUser> = {
  admin: {
    id: 'admin',
    email: 'a@x.test',
    roles: ['admin'],
    companyId: null,
    contactId: null,
    firstName: 'A',
    lastName: 'D',
    fullName: 'A D',
    phoneConfirmedAt: null,
    profileImageUrl: null,
  },
  business: {
    id: 'business',
    email: 'b@x.test',
    roles: ['business'],
    companyId: 'c1',
    contactId: null,
    firstName: 'B',
    lastName: 'U',
    fullName: 'B U',
    phoneConfirmedAt: null,
    profileImageUrl: null,
  },
};

/** Sessions in memory: the token is the user id (the real store is exercised by the API tests). */
const memorySessions = (): SessionStore => {
  const live = new Set<string>();
  return {
    create: (userId) => {
      live.add(userId);
      return Promise.resolve(userId);
    },
    resolve: (token) => Promise.resolve(live.has(token) ? token : null),
    isLive: (token) => Promise.resolve(live.has(token)),
    forget: () => undefined,
    destroy: (token) => {
      live.delete(token);
      return Promise.resolve();
    },
    expire: (token) => {
      live.delete(token);
      return Promise.resolve();
    },
  };
};

let app: FastifyInstance;
const SECRET = 'plumbing-secret-0123456789';

beforeAll(async () => {
  app = Fastify({ ajv: { customOptions: { allErrors: true, coerceTypes: 'array' } } });
  await app.register(cookie);
  await app.register(errorHandlerPlugin, { conflictErrors: [RaceLost] });
  await app.register(sessionPlugin, { sessions: memorySessions(), loadUser: (id) => Promise.resolve(users[id] ?? null) });
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { secret: SECRET });
  app.post('/sign-in/:id', { config: authorize('public') }, async (request, reply) => {
    await reply.signIn((request.params as { id: string }).id);
    return { ok: true };
  });
  app.post('/sign-out', { config: authorize('public') }, async (_request, reply) => {
    await reply.signOut();
    return reply.code(204).send();
  });
  app.get('/mine', () => ({ ok: true }));
  app.post(
    '/admin-only',
    {
      config: authorize(['admin']),
      schema: {
        body: {
          type: 'object',
          required: ['name', 'count'],
          properties: { name: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
        },
      },
    },
    () => ({ ok: true }),
  );
  app.get('/fail/:how', { config: authorize('public') }, (request) => {
    const how = (request.params as { how: string }).how;
    if (how === 'missing') throw new DomainError('not_found', 'Nothing here.');
    if (how === 'conflict') throw new DomainError('conflict', 'Taken.');
    if (how === 'invalid') throw new DomainError('invalid', 'Bad stage.', 'stage');
    if (how === 'forbidden') throw new DomainError('forbidden', 'Not yours.');
    if (how === 'race') throw new RaceLost('lost');
    if (how === 'http') throw new HttpError(422, { message: 'Wrong.', errors: { email: ['Wrong.'] } });
    // What slonik throws for a value PostgreSQL refused (SQLSTATE 22008: date out of range), the pg error as its cause.
    if (how === 'pg-data')
      throw Object.assign(new Error('query failed'), {
        cause: Object.assign(new Error('date/time field value out of range'), { code: '22008' }),
      });
    if (how === 'pg-other')
      throw Object.assign(new Error('query failed'), { cause: Object.assign(new Error('deadlock'), { code: '40P01' }) });
    throw new Error('boom');
  });
  app.post('/echo', { config: authorize('public') }, (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

const SEED = 'seed-123';
/** A browser's headers: its seed, its session if signed in, and the XSRF token the server gave it for that. */
const browser = (session?: string) => {
  const token = csrfTokenFor(SECRET, session ? { session } : { seed: SEED });
  return { cookie: `rm_csrf=${SEED}; XSRF-TOKEN=${token}${session ? `; rm_session=${session}` : ''}`, 'x-xsrf-token': token };
};

describe('HTTP plumbing', () => {
  it('sets a readable XSRF-TOKEN cookie when the browser has none, also on 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/mine' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    const set = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(set?.value).toMatch(/^[\w-]{20,}$/);
    expect(set?.httpOnly).toBeFalsy();
    // The token is bound to a seed in an HttpOnly cookie given at the same time.
    const seed = response.cookies.find((c) => c.name === 'rm_csrf');
    expect(seed?.httpOnly).toBe(true);
    expect(set?.value).toBe(csrfTokenFor(SECRET, { seed: seed?.value ?? '' }));
    expect((await app.inject({ method: 'GET', url: '/mine', headers: { cookie: browser().cookie } })).cookies).toEqual([]);
    // A made-up token cookie is replaced by the right one.
    const replaced = await app.inject({ method: 'GET', url: '/mine', headers: { cookie: `rm_csrf=${SEED}; XSRF-TOKEN=x` } });
    expect(replaced.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(browser()['x-xsrf-token']);
  });

  it('signs in with an HttpOnly, SameSite=Lax session cookie, Secure only over https', async () => {
    const plain = await app.inject({ method: 'POST', url: '/sign-in/business', headers: browser() });
    const session = plain.cookies.find((c) => c.name === 'rm_session');
    expect(session).toMatchObject({ value: 'business', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const secureApp = Fastify({ trustProxy: true });
    await secureApp.register(cookie);
    await secureApp.register(sessionPlugin, { sessions: memorySessions(), loadUser: () => Promise.resolve(null) });
    secureApp.post('/in', async (_request, reply) => {
      await reply.signIn('u');
      return {};
    });
    const https = await secureApp.inject({ method: 'POST', url: '/in', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.cookies.find((c) => c.name === 'rm_session')?.secure).toBe(true);
    await secureApp.close();
    // Behind proxies that speak plain http among themselves, an https public URL makes every cookie Secure.
    const behindTls = Fastify();
    await behindTls.register(cookie);
    await behindTls.register(sessionPlugin, { sessions: memorySessions(), loadUser: () => Promise.resolve(null), httpsOnly: true });
    behindTls.post('/in', async (_request, reply) => {
      await reply.signIn('u');
      return {};
    });
    expect((await behindTls.inject({ method: 'POST', url: '/in' })).cookies.find((c) => c.name === 'rm_session')?.secure).toBe(true);
    await behindTls.close();
    expect((await app.inject({ method: 'GET', url: '/mine', headers: browser('business') })).json()).toEqual({ ok: true });
  });

  it('answers 401, then 403, before it validates the input or checks the XSRF token', async () => {
    expect((await app.inject({ method: 'POST', url: '/admin-only', payload: {} })).statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/sign-in/business', headers: browser() });
    const forbidden = await app.inject({ method: 'POST', url: '/admin-only', headers: { cookie: 'rm_session=business' }, payload: {} });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: "You don't have access to do this." });
  });

  it('answers 419 when a state change does not carry the token of its session', async () => {
    await app.inject({ method: 'POST', url: '/sign-in/admin', headers: browser() });
    const body = { name: 'x', count: 1 };
    expect(
      (await app.inject({ method: 'POST', url: '/admin-only', headers: { cookie: browser('admin').cookie }, payload: body })).statusCode,
    ).toBe(419);
    // A token cookie planted by another site, echoed in the header, is not the session's token.
    const planted = await app.inject({
      method: 'POST',
      url: '/admin-only',
      headers: { cookie: 'XSRF-TOKEN=planted; rm_session=admin', 'x-xsrf-token': 'planted' },
      payload: body,
    });
    expect(planted.statusCode).toBe(419);
    // The token of the browser before it signed in does not serve its session.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin-only',
          headers: { ...browser('admin'), 'x-xsrf-token': browser()['x-xsrf-token'] },
          payload: body,
        })
      ).statusCode,
    ).toBe(419);
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin-only',
      headers: { ...browser('admin'), 'x-xsrf-token': 'other' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(419);
    expect(wrong.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect((await app.inject({ method: 'POST', url: '/admin-only', headers: browser('admin'), payload: body })).json()).toEqual({
      ok: true,
    });
  });

  it('maps validation failures to 422 with one list of messages per field', async () => {
    await app.inject({ method: 'POST', url: '/sign-in/admin', headers: browser() });
    const response = await app.inject({
      method: 'POST',
      url: '/admin-only',
      headers: browser('admin'),
      payload: { name: '', count: 'many' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], count: ['The count must be an integer.'] },
    });
  });

  it('maps domain errors, lost races and HTTP errors to their statuses, and anything else to a logged 500', async () => {
    const status = async (how: string) => {
      const response = await app.inject({ method: 'GET', url: `/fail/${how}` });
      return [response.statusCode, response.json<unknown>()];
    };
    expect(await status('missing')).toEqual([404, { message: 'Nothing here.' }]);
    expect(await status('conflict')).toEqual([409, { message: 'Taken.' }]);
    expect(await status('invalid')).toEqual([422, { message: 'Bad stage.', errors: { stage: ['Bad stage.'] } }]);
    expect(await status('forbidden')).toEqual([403, { message: 'Not yours.' }]);
    expect(await status('race')).toEqual([409, { message: 'Someone else changed this at the same time. Please try again.' }]);
    expect(await status('http')).toEqual([422, { message: 'Wrong.', errors: { email: ['Wrong.'] } }]);
    expect(await status('other')).toEqual([500, { message: 'Something went wrong. Please try again or contact customer support.' }]);
    expect(await status('pg-data')).toEqual([
      422,
      {
        message: 'The given data was invalid.',
        errors: { base: ['A value is outside what can be stored (a date, number or text out of range).'] },
      },
    ]);
    expect((await status('pg-other'))[0]).toBe(500);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...browser(), 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { body: ['The request body must be valid JSON.'] } });
  });

  it('gives a new token with every sign-in and sign-out', async () => {
    const signedIn = await app.inject({ method: 'POST', url: '/sign-in/business', headers: browser() });
    expect(signedIn.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(browser('business')['x-xsrf-token']);
    const out = await app.inject({ method: 'POST', url: '/sign-out', headers: browser('business') });
    expect(out.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(browser()['x-xsrf-token']);
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    await app.inject({ method: 'POST', url: '/sign-in/business', headers: browser() });
    const out = await app.inject({ method: 'POST', url: '/sign-out', headers: browser('business') });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'rm_session')?.value).toBe('');
    expect((await app.inject({ method: 'GET', url: '/mine', headers: browser('business') })).statusCode).toBe(401);
  });
});
