import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invalid, normalizeEmail, usersFeature } from '@rm/domain';
import { bindContracts, commandHandlers, currentUserBody, deviceTokensOf, rememberDevice } from '@rm/platform/http';
import type { CommandRoutesOptions } from '../shared/command-context';
import { hashPassword, verifyPassword } from './user-commands';

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

/** Sign-in and sign-out. Sign-in needs the XSRF token like every POST (the web reads it from GET /api/user/current first). */
export const userRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { reads, loginThrottle, securityLog }, done) => {
  // Unknown addresses take as long as wrong passwords, so that timing does not tell which addresses exist.
  let unusedHash: Promise<string> | null = null;
  const unusedAccountHash = (): Promise<string> => (unusedHash ??= hashPassword('no account has this password'));

  bindContracts(
    app,
    commandHandlers(usersFeature, {
      async signIn(request, reply) {
        const email = normalizeEmail(request.body.email);
        const held = deviceTokensOf(request);
        const attempt = await loginThrottle.attempt(email, request.ip, held);
        if (!attempt.allowed) {
          const known = await reads.account(email);
          await securityLog?.recordSignIn({
            kind: 'sign-in-throttled',
            userId: known?.userId ?? null,
            address: request.ip,
            knownDevice: attempt.knownDevice,
          });
          void reply.header('retry-after', String(attempt.retryAfter));
          return reply.code(429).send({ message: `Too many login attempts. Please try again in ${attempt.retryAfter} seconds.` });
        }
        const account = await reads.account(email);
        const passwordMatches = await verifyPassword(account?.passwordHash ?? (await unusedAccountHash()), request.body.password);
        const user = account && passwordMatches ? await reads.user(account.userId) : null;
        const record = { userId: account?.userId ?? null, address: request.ip, knownDevice: attempt.knownDevice };
        if (!user) {
          await securityLog?.recordSignIn({ ...record, kind: 'sign-in-failed' });
          throw invalid('email', CREDENTIALS_MESSAGE);
        }
        const token = await attempt.succeeded();
        rememberDevice(request, reply, token);
        await reply.signIn(user.id);
        await securityLog?.recordSignIn({ ...record, kind: 'sign-in' });
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
