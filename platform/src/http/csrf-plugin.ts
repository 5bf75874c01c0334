import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_MISMATCH_MESSAGE,
  CSRF_SEED_COOKIE,
  csrfHeaderMatches,
  csrfTokenFor,
  needsCsrfCheck,
  newCsrfSeed,
  type CsrfBinding,
} from './csrf';

export interface CsrfPluginOptions {
  /** The server's secret (SESSION_SECRET): every instance must share it. */
  secret: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The seed this request's browser holds (or was just given) while it has no session. */
    csrfSeed: string | null;
  }
  interface FastifyContextConfig {
    /**
     * Check the CSRF token on this route even though its method is safe (a GET that changes state); false:
     * never (a webhook another server calls, which proves itself with a signature instead of a session).
     */
    csrf?: boolean;
  }
}

/**
 * CSRF protection bound to the session: every answer carries a readable `XSRF-TOKEN` cookie whose value
 * is an HMAC of the browser's session (or, before sign-in, of a random seed in an HttpOnly cookie), and
 * every POST/PUT/PATCH/DELETE — and a route marked `csrf: true` — must echo it in `X-XSRF-TOKEN`, else
 * 419. The check runs before the body is parsed. Register it after the access plugin so that 401/403 win.
 */
export const csrfPlugin = fp<CsrfPluginOptions>(
  (app, { secret }, done) => {
    app.decorateRequest('csrfSeed', null);

    const seedFor = (request: FastifyRequest, reply: FastifyReply): string => {
      if (request.csrfSeed) return request.csrfSeed;
      const seed = newCsrfSeed();
      request.csrfSeed = seed;
      reply.setCookie(CSRF_SEED_COOKIE, seed, { path: '/', sameSite: 'lax', httpOnly: true, secure: request.cookiesSecure });
      return seed;
    };
    const bindingOf = (request: FastifyRequest, reply: FastifyReply): CsrfBinding =>
      request.sessionToken ? { session: request.sessionToken } : { seed: seedFor(request, reply) };

    app.addHook('onRequest', (request, _reply, next) => {
      const seed = request.cookies[CSRF_SEED_COOKIE];
      request.csrfSeed = seed && seed.length <= 64 ? seed : null;
      next();
    });
    app.addHook('preParsing', async (request, reply) => {
      if (request.routeOptions.config.csrf === false) return;
      if (request.is404 || !(needsCsrfCheck(request.method) || request.routeOptions.config.csrf === true)) return;
      const expected = csrfTokenFor(secret, bindingOf(request, reply));
      if (!csrfHeaderMatches(expected, request.headers[CSRF_HEADER])) {
        return reply.code(419).send({ message: CSRF_MISMATCH_MESSAGE });
      }
      return undefined;
    });
    // After the handler: a sign-in or sign-out in this request changed what the token is bound to.
    app.addHook('onSend', async (request, reply) => {
      const expected = csrfTokenFor(secret, bindingOf(request, reply));
      if (request.cookies[CSRF_COOKIE] !== expected) {
        reply.setCookie(CSRF_COOKIE, expected, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.cookiesSecure });
      }
    });
    done();
  },
  { name: 'rm-csrf', dependencies: ['@fastify/cookie', 'rm-session'] },
);
