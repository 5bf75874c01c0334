import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CurrentUserSchema, MessageSchema, ValidationErrorSchema, normalizeEmail } from '@rm/domain';
import { authorize, currentUserBody, unprocessable } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import type { CommandRoutesOptions } from '../shared/route-kit';
import { hashPassword, verifyPassword } from './user-commands';

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;
const LoginResponseSchema = Type.Object({ user: CurrentUserSchema });

/** Sign-in and sign-out. Sign-in needs the XSRF token like every POST (the web reads it from GET /api/user/current first). */
export const authRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { reads, loginThrottle }, done) => {
  // Unknown addresses take as long as wrong passwords, so that timing does not tell which addresses exist.
  let unusedHash: Promise<string> | null = null;
  const unusedAccountHash = (): Promise<string> => (unusedHash ??= hashPassword('no account has this password'));

  app.post(
    '/login',
    {
      config: authorize('public'),
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Sign in: sets the HttpOnly session cookie; more than 5 attempts per e-mail a minute, or 20 per address in 15 minutes, that did not succeed answer 429',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 419: MessageSchema, 422: ValidationErrorSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const attempt = await loginThrottle.attempt(email, request.ip);
      if (!attempt.allowed) {
        void reply.header('retry-after', String(attempt.retryAfter));
        return reply.code(429).send({ message: `Too many login attempts. Please try again in ${attempt.retryAfter} seconds.` });
      }
      const account = await reads.account(email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? (await unusedAccountHash()), request.body.password);
      const user = account && passwordMatches ? await reads.user(account.userId) : null;
      if (!user) throw unprocessable('email', CREDENTIALS_MESSAGE);
      await attempt.succeeded();
      await reply.signIn(user.id);
      return { user: currentUserBody(user) };
    },
  );

  app.post(
    '/logout',
    { config: authorize('public'), schema: { tags: ['auth'], security: [], summary: 'Sign out: ends the session and clears its cookie', response: { 204: Type.Null(), 419: MessageSchema } } },
    async (_request, reply) => {
      await reply.signOut();
      return reply.code(204).send(null);
    },
  );
  done();
};
