import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from './access';
import type { SessionStore } from './session-store';

export const SESSION_COOKIE = 'rm_session';

export interface SessionPluginOptions {
  sessions: SessionStore;
  /** The signed-in user for a session's user id (from the users read model); null when unknown. */
  loadUser: (userId: string) => Promise<AuthUser | null>;
  /**
   * Cookies always Secure (the public URL is https: TLS ends in front of the app, whatever scheme the
   * proxies in between report). Otherwise Secure when the request came over https (directly, or as a
   * trusted proxy says).
   */
  httpsOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether cookies set in answer to this request are Secure. */
    cookiesSecure: boolean;
  }
}

/**
 * Server-side sessions behind an HttpOnly `rm_session` cookie (SameSite=Lax, sliding 8 h expiry, 12 h at most).
 * Sets `request.user` for every request with a live session; `reply.signIn` / `reply.signOut` for the
 * sign-in routes.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  (app, { sessions, loadUser, httpsOnly = false }, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('cookiesSecure', false);

    app.decorateReply('signIn', async function signIn(this: FastifyReply, userId: string): Promise<void> {
      if (this.request.sessionToken) await sessions.destroy(this.request.sessionToken);
      const token = await sessions.create(userId);
      this.request.sessionToken = token;
      this.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.request.cookiesSecure });
    });
    app.decorateReply('signOut', async function signOut(this: FastifyReply): Promise<void> {
      if (this.request.sessionToken) await sessions.destroy(this.request.sessionToken);
      this.request.sessionToken = null;
      this.request.user = null;
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.request.cookiesSecure });
    });

    app.addHook('onRequest', async (request) => {
      request.cookiesSecure = httpsOnly || request.protocol === 'https';
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const userId = await sessions.resolve(token);
      if (!userId) return;
      request.user = await loadUser(userId);
      request.sessionToken = request.user ? token : null;
    });
    done();
  },
  { name: 'rm-session', dependencies: ['@fastify/cookie'] },
);
