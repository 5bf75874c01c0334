import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type DatabasePool } from 'slonik';
import type { RoleName } from '@rm/domain';
import type { AuthUser } from './access';
import { CSRF_COOKIE, CSRF_MISMATCH_MESSAGE, csrfTokensMatch, needsCsrfCheck, newCsrfToken } from './csrf';
import { FORBIDDEN_MESSAGE } from './errors';
import type { SessionStore } from './session-store';

export const SESSION_COOKIE = 'rm_session';

interface UserRow {
  user_id: string;
  email: string;
  roles: string[];
  company_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  phone_confirmed_at: string | null;
  profile_image_url: string | null;
}

export async function loadAuthUser(pool: DatabasePool, userId: string): Promise<AuthUser | null> {
  const result = await pool.query(sql.unsafe`
    select user_id, email, roles, company_id, first_name, last_name, full_name, phone_confirmed_at, profile_image_url
    from rm_users.users where user_id = ${userId}`);
  const row = result.rows[0] as UserRow | undefined;
  if (!row) return null;
  return {
    id: row.user_id,
    email: row.email,
    roles: row.roles as RoleName[],
    companyId: row.company_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    phoneConfirmedAt: row.phone_confirmed_at,
    profileImageUrl: row.profile_image_url,
  };
}

/**
 * Sessions, CSRF and access control for every route. A route declares `config.access`; without it a
 * route is for signed-in users only (secure by default). 401 when not signed in or the session expired,
 * 403 when the role does not fit, 419 when a state change lacks the echoed XSRF token.
 */
export function registerAuth(app: FastifyInstance, deps: { pool: DatabasePool; sessions: SessionStore; secureCookies: boolean }): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookies = request.cookies;
    if (!cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'lax', secure: deps.secureCookies, httpOnly: false });
    }
    const token = cookies[SESSION_COOKIE];
    if (token) {
      const userId = await deps.sessions.resolve(token);
      if (userId) {
        request.user = await loadAuthUser(deps.pool, userId);
        request.sessionToken = token;
      }
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    // The API docs, the web app's files and unknown paths are public; every other route is for
    // signed-in users unless it says otherwise.
    const publicByNature = request.is404 || request.url === '/docs' || request.url.startsWith('/docs/') || request.routeOptions.url === '/*';
    const access = request.routeOptions.config.access ?? (publicByNature ? 'public' : 'authenticated');
    if (access !== 'public') {
      if (!request.user) return reply.code(401).send({ message: 'Unauthenticated.' });
      if (access !== 'authenticated' && !access.some((role) => request.user?.roles.includes(role))) {
        return reply.code(403).send({ message: FORBIDDEN_MESSAGE });
      }
    }
    if (needsCsrfCheck(request.method) && !csrfTokensMatch(request.cookies[CSRF_COOKIE], request.headers['x-xsrf-token'])) {
      return reply.code(419).send({ message: CSRF_MISMATCH_MESSAGE });
    }
    return undefined;
  });
}
