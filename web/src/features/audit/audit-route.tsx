import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../../components/audit-trail';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { useAdminUserOptionsQuery } from '../../lib/shared-api';
import { useAuditEventTypesQuery, useAuditLogQuery, type AuditFilters } from './audit-api';

/** Every event of the product for admins, filterable by type, actor and time. */
export function AuditRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const { data } = useAuditLogQuery(filters);
  const types = useAuditEventTypesQuery();
  const actors = useAdminUserOptionsQuery();
  const set = (patch: Partial<AuditFilters>): void => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  return (
    <Page title={t('audit.title')}>
      <Group>
        <Select
          label={t('audit.type')}
          data={(types.data ?? []).map((type) => ({ value: type, label: t(`auditEvents.${type}`, { defaultValue: type }) }))}
          value={filters.type ?? null}
          onChange={(v) => set({ type: v ?? undefined })}
          clearable
          searchable
          data-testid="audit-filter-type"
        />
        <Select
          label={t('audit.actor')}
          data={(actors.data ?? []).map((a) => ({ value: a.id, label: a.full_name }))}
          value={filters.actor_id ?? null}
          onChange={(v) => set({ actor_id: v ?? undefined })}
          clearable
        />
        <TextInput
          label={t('audit.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          label={t('audit.till')}
          type="date"
          value={filters.till ?? ''}
          onChange={(e) => set({ till: e.currentTarget.value || undefined })}
        />
      </Group>
      <AuditTable entries={data?.data ?? []} />
      {data && data.meta.last_page > 1 ? (
        <PagePicker total={Math.min(data.meta.last_page, 500)} value={filters.page ?? 1} onChange={(page) => set({ page })} />
      ) : null}
    </Page>
  );
}
