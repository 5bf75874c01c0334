import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AuditEntrySchema, paged } from '@rm/domain';
import { authorize } from '@rm/platform/http';
import type { AuditEntityType } from '@rm/projectors';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN, PageSchema, UuidSchema, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { auditEventTypes, auditLog, entityAuditTrail } from './audit-queries';

const AUDITED_ENTITIES = ['offer', 'contact', 'campaign', 'company', 'unlock', 'user', 'audience'] as const satisfies readonly AuditEntityType[];

const EntityTrailParamsSchema = Type.Object({ entity: Type.Union(AUDITED_ENTITIES.map((entity) => Type.Literal(entity))), id: UuidSchema });
export type EntityTrailParams = Static<typeof EntityTrailParamsSchema>;
const AuditLogQuerySchema = Type.Object({
  page: PageSchema,
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  actor_id: Type.Optional(UuidSchema),
  from: Type.Optional(Type.String({ format: 'date' })),
  till: Type.Optional(Type.String({ format: 'date' })),
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

/** The audit trail: every event per entity with who, when and what changed, and the whole log for admins. */
export const auditQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  app.get(
    '/api/audit/:entity/:id',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['audit'],
        summary: 'Every event of one entity, newest first: type, time, actor and what changed (before → after)',
        params: EntityTrailParamsSchema,
        response: { 200: Type.Object({ data: Type.Array(AuditEntrySchema) }), ...queryErrors },
      },
    },
    async (request) => ({ data: await entityAuditTrail(pool, request.params.entity, request.params.id) }),
  );

  app.get(
    '/api/audit',
    {
      config: authorize(ADMIN),
      schema: { tags: ['audit'], summary: 'The whole log, newest first, by event type, actor and days (from/till inclusive)', querystring: AuditLogQuerySchema, response: { 200: paged(AuditEntrySchema), ...queryErrors } },
    },
    (request) => auditLog(pool, { page: request.query.page, type: request.query.type, actorId: request.query.actor_id, from: request.query.from, till: request.query.till }),
  );

  app.get(
    '/api/audit-event-types',
    { config: authorize(ADMIN), schema: { tags: ['audit'], summary: 'The event types in the log', response: { 200: Type.Array(Type.String()), ...queryErrors } } },
    () => auditEventTypes(pool),
  );
  done();
};
