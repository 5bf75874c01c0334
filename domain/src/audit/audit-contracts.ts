import { Type } from '@sinclair/typebox';
import { AuditEntrySchema, paged } from '../api/api-schemas';
import { ADMIN, Page, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';
import { SecurityLogEntrySchema, SecurityLogKindSchema } from './security-log-schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'audit';

/** The entities whose trail the audit log keeps (the web's trail component takes its type from the contract). */
const AUDITED_ENTITIES = ['offer', 'contact', 'campaign', 'company', 'unlock', 'user', 'audience', 'reference_item'] as const;

/** Who changed what, when: every event per entity, and the whole log, for admins. */
export const auditFeature = apiFeature({
  name: FEATURE,
  description: 'Who changed what, when: the audit trail of every entity and the whole log',
  ...API_CATALOGUE.audit,
  queries: {
    entityAuditTrail: contract({
      operationId: 'entityAuditTrail',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audit/{entity}/{id}',
      access: ADMIN,
      summary: "One entity's audit trail",
      description:
        'Every event of one entity, newest first (at most 500): its type, time, actor and what changed (before → after). An unknown id answers an empty trail.',
      params: Type.Object({ entity: Type.Union(AUDITED_ENTITIES.map((entity) => Type.Literal(entity))), id: Uuid }),
      response: Type.Object({ data: Type.Array(AuditEntrySchema) }),
    }),
    auditLog: contract({
      operationId: 'auditLog',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audit',
      access: ADMIN,
      summary: 'The whole audit log',
      description: 'Every event, newest first, 20 per page, filtered by event type, actor and days (from and till inclusive, YYYY-MM-DD).',
      query: Type.Object({
        page: Page,
        type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        actor_id: Type.Optional(Uuid),
        from: Type.Optional(Type.String({ format: 'date' })),
        till: Type.Optional(Type.String({ format: 'date' })),
      }),
      response: paged(AuditEntrySchema),
    }),
    securityLog: contract({
      operationId: 'securityLog',
      feature: FEATURE,
      method: 'GET',
      path: '/api/security-log',
      access: ADMIN,
      summary: 'The security log',
      description:
        'Sign-ins (succeeded, wrong credentials, refused by the throttle), sign-ins by link, exports and erasures of personal data and changes of roles and permissions, newest first, 20 per page; filtered by kind, user (whom it concerns or who did it) and days (from and till inclusive, YYYY-MM-DD). Kept for SECURITY_LOG_RETENTION_DAYS (default 365).',
      query: Type.Object({
        page: Page,
        kind: Type.Optional(SecurityLogKindSchema),
        user_id: Type.Optional(Uuid),
        from: Type.Optional(Type.String({ format: 'date' })),
        till: Type.Optional(Type.String({ format: 'date' })),
      }),
      response: paged(SecurityLogEntrySchema),
    }),
    auditEventTypes: contract({
      operationId: 'auditEventTypes',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audit-event-types',
      access: ADMIN,
      summary: 'The event types in the log',
      description: 'Every event type that occurs in the log, for the type filter.',
      response: Type.Array(Type.String()),
    }),
  },
  commands: {},
});
