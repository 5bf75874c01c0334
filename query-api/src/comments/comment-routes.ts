import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { commentsFeature } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { checkThreadReader, commentThread } from './comment-queries';

/** Comment threads, for admins and the company's users (who only read). */
export const commentQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(commentsFeature, {
      async commentsOf(request) {
        const { model, id } = request.params;
        const user = signedInUser(request);
        await checkThreadReader(pool, user, model, id);
        // Internal comments are the back office's: a company's users receive only those for the customer.
        return { data: await commentThread(pool, model, id, { customerOnly: !isAdmin(user) }) };
      },
    }),
  );
  done();
};
