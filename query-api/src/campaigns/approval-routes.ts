import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { campaignsFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { listPendingApprovals } from './approval-queries';

/** The campaign approval list. */
export const approvalQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, approvalAudienceThreshold }, done) => {
  bindContracts(
    app,
    queryHandlers(campaignsFeature, {
      pendingApprovals: async (request) => ({ ...(await listPendingApprovals(pool, request.query.page, request.query.account_manager_id)), threshold: approvalAudienceThreshold }),
    }),
  );
  done();
};
