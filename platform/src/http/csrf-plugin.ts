import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_MISMATCH_MESSAGE, csrfTokensMatch, needsCsrfCheck, newCsrfToken } from './csrf';
import { secureCookies } from './session-plugin';

/**
 * Double-submit CSRF protection: every response sets a readable `XSRF-TOKEN` cookie when the browser
 * has none, and every POST/PUT/PATCH/DELETE must echo it in `X-XSRF-TOKEN`, else 419. Register it
 * after the access plugin so that 401/403 win over 419.
 */
export const csrfPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.cookies[CSRF_COOKIE]) {
        reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookies(request) });
      }
    });
    app.addHook('preValidation', async (request, reply) => {
      if (request.is404 || !needsCsrfCheck(request.method)) return;
      if (!csrfTokensMatch(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])) {
        return reply.code(419).send({ message: CSRF_MISMATCH_MESSAGE });
      }
      return undefined;
    });
    done();
  },
  { name: 'rm-csrf', dependencies: ['@fastify/cookie'] },
);
