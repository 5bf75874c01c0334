import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { interviewsFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { listInterviews } from './interview-queries';

/** The back office's interviews list. */
export const interviewQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(interviewsFeature, {
      listInterviews: (request) =>
        listInterviews(pool, { page: request.query.page ?? 1, search: request.query.search, company: request.query.company }),
    }),
  );
  done();
};
