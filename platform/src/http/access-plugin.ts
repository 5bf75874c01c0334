import fp from 'fastify-plugin';
import { grants, PERMISSION_REFUSALS } from '@rm/domain';
import { allows } from './access';
import { FORBIDDEN_MESSAGE } from './errors';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/**
 * Checks every route's `config.access` (see `authorize`) before its body is even parsed, so that a
 * caller who may not call a route costs no parsing and learns nothing about its input rules: 401 when not signed in (or
 * the session expired), 403 `{message}` when the roles do not fit or a company user lacks the route's
 * employer-workspace permission (`config.permission`, from the contract). A route without `access` is for
 * signed-in users (secure by default); unknown paths are left to the not-found handler.
 */
export const accessPlugin = fp(
  (app, _options, done) => {
    app.addHook('preParsing', async (request, reply) => {
      if (request.is404) return undefined;
      const access = request.routeOptions.config.access ?? 'authenticated';
      if (!allows(access, request.user)) {
        if (!request.user) return reply.code(401).send({ message: UNAUTHENTICATED_MESSAGE });
        return reply.code(403).send({ message: FORBIDDEN_MESSAGE });
      }
      // A company user the company has not given the route's area: 403 naming the area.
      const { permission } = request.routeOptions.config;
      if (permission && request.user && !grants(request.user, permission))
        return reply.code(403).send({ message: PERMISSION_REFUSALS[permission] });
      return undefined;
    });
    done();
  },
  { name: 'rm-access', dependencies: ['rm-session'] },
);
