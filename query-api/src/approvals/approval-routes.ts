import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PendingApprovalsSchema } from '@rm/domain';
import { authorize } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN, PageSchema, UuidSchema, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { listPendingApprovals } from './approval-queries';

const PendingApprovalsQuerySchema = Type.Object({ page: PageSchema, account_manager_id: Type.Optional(UuidSchema) });
export type PendingApprovalsQuery = Static<typeof PendingApprovalsQuerySchema>;

/** The campaign approval list. */
export const approvalQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, approvalAudienceThreshold }, done) => {
  app.get(
    '/campaign-approvals/pending',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['approvals'],
        summary: "Campaigns waiting for approval with their audience's candidate count, and the threshold at which approval is refused",
        querystring: PendingApprovalsQuerySchema,
        response: { 200: PendingApprovalsSchema, ...queryErrors },
      },
    },
    async (request) => ({ ...(await listPendingApprovals(pool, request.query.page, request.query.account_manager_id)), threshold: approvalAudienceThreshold }),
  );
  done();
};
