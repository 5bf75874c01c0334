import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invalid, normalizeEmail, usersFeature } from '@rm/domain';
import { bindContracts, commandHandlers, currentUserBody } from '@rm/platform/http';
import type { CommandRoutesOptions } from '../shared/command-context';
import { hashPassword, verifyPassword } from './user-commands';

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

/** Sign-in and sign-out. Sign-in needs the XSRF token like every POST (the web reads it from GET /api/user/current first). */
export const userRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { reads, loginThrottle }, done) => {
  // Unknown addresses take as long as wrong passwords, so that timing does not tell which addresses exist.
  let unusedHash: Promise<string> | null = null;
  const unusedAccountHash = (): Promise<string> => (unusedHash ??= hashPassword('no account has this password'));

  bindContracts(
    app,
    commandHandlers(usersFeature, {
      async signIn(request, reply) {
        const email = normalizeEmail(request.body.email);
        const attempt = await loginThrottle.attempt(email, request.ip);
        if (!attempt.allowed) {
          void reply.header('retry-after', String(attempt.retryAfter));
          return reply.code(429).send({ message: `Too many login attempts. Please try again in ${attempt.retryAfter} seconds.` });
        }
        const account = await reads.account(email);
        const passwordMatches = await verifyPassword(account?.passwordHash ?? (await unusedAccountHash()), request.body.password);
        const user = account && passwordMatches ? await reads.user(account.userId) : null;
        if (!user) throw invalid('email', CREDENTIALS_MESSAGE);
        await attempt.succeeded();
        await reply.signIn(user.id);
        return { user: currentUserBody(user) };
      },
      async signOut(_request, reply) {
        await reply.signOut();
        return reply.code(204).send(null);
      },
    }),
  );
  done();
};
