import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { auditFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { auditEventTypes, auditLog, entityAuditTrail } from './audit-queries';
import { securityLog } from './security-log-queries';

/** The audit trail: every event per entity with who, when and what changed, the whole log and the security log for admins. */
export const auditQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, securityLogDays }, done) => {
  bindContracts(
    app,
    queryHandlers(auditFeature, {
      entityAuditTrail: async (request) => ({ data: await entityAuditTrail(pool, request.params.entity, request.params.id) }),
      auditLog: (request) =>
        auditLog(pool, {
          page: request.query.page,
          type: request.query.type,
          actorId: request.query.actor_id,
          from: request.query.from,
          till: request.query.till,
        }),
      securityLog: (request) =>
        securityLog(
          pool,
          {
            page: request.query.page,
            kind: request.query.kind,
            userId: request.query.user_id,
            from: request.query.from,
            till: request.query.till,
          },
          securityLogDays,
        ),
      auditEventTypes: () => auditEventTypes(pool),
    }),
  );
  done();
};
