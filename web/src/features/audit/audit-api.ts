import type { AuditEntry, PageMeta } from '@rm/domain';
import { api } from '../../lib/api';

export interface AuditFilters {
  page: number;
  type?: string;
  actorId?: string;
  from?: string;
  till?: string;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<{ data: AuditEntry[]; meta: PageMeta }, AuditFilters>({
      query: ({ page, type, actorId, from, till }) => {
        const params = new URLSearchParams({ page: String(page) });
        if (type) params.set('type', type);
        if (actorId) params.set('actor_id', actorId);
        if (from) params.set('from', from);
        if (till) params.set('till', till);
        return `api/audit?${params.toString()}`;
      },
      providesTags: ['AuditLog'],
    }),
    auditEventTypes: build.query<string[], void>({ query: () => 'api/audit-event-types', providesTags: ['AuditLog'] }),
  }),
});

export const { useAuditLogQuery, useAuditEventTypesQuery } = auditApi;
