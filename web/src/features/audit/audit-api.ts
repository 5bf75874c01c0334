import { auditFeature, type QueryOf } from '@rm/domain';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The log's filters: the contract's query. */
export type AuditFilters = QueryOf<typeof auditFeature.queries.auditLog>;
/** The security log's filters: the contract's query. */
export type SecurityLogFilters = QueryOf<typeof auditFeature.queries.securityLog>;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: contractQuery(build, auditFeature.queries.auditLog, ['AuditLog']),
    auditEventTypes: contractQuery(build, auditFeature.queries.auditEventTypes, ['AuditLog']),
    securityLog: contractQuery(build, auditFeature.queries.securityLog, ['AuditLog']),
  }),
});

export const { useAuditLogQuery, useAuditEventTypesQuery, useSecurityLogQuery } = auditApi;
