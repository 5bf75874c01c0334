import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { notificationsFeature } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { notificationJobs, notificationsOf, recipientOptions } from './notification-queries';

/** Every signed-in user's notification list; the sender's recipients and jobs for admins. */
export const notificationQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(notificationsFeature, {
      notifications: (request) => notificationsOf(pool, signedInUser(request)),
      notificationJobs: async () => ({ data: await notificationJobs(pool) }),
      pushContacts: (request) => recipientOptions(pool, 'user', request.query.search, request.query.page ?? 1),
      verifyEmailContacts: (request) => recipientOptions(pool, 'email', request.query.search, request.query.page ?? 1),
      verifyPhoneContacts: (request) => recipientOptions(pool, 'phone', request.query.search, request.query.page ?? 1),
    }),
  );
  done();
};
