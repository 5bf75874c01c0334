import { Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { SECURITY_LOG_KINDS, type SecurityLogEntry } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { formatDateTime } from '../../lib/format';
import { useAdminUserOptionsQuery } from '../../lib/shared-api';
import { useSecurityLogQuery, type SecurityLogFilters } from './audit-api';

const OUTCOME_COLORS: Readonly<Record<SecurityLogEntry['outcome'], string>> = { success: 'green', failure: 'orange', refused: 'red' };

/**
 * What the entry's detail says, in words: the device of a sign-in, the role or the permissions granted,
 * who asked for an export, why data was erased. A value the catalogue does not know reads as it is.
 */
function detailOf(entry: SecurityLogEntry, t: TFunction): string {
  const { detail } = entry;
  if (!detail) return '–';
  const label = (group: string): string => t(`securityLog.${group}.${detail}`, { defaultValue: detail });
  switch (entry.kind) {
    case 'role-change': {
      if (!detail.startsWith('[')) return label('roles');
      const areas = parsePermissions(detail);
      if (!areas) return detail;
      if (areas.length === 0) return t('securityLog.noPermissions');
      const list = areas.map((area) => t(`securityLog.permissionAreas.${area}`, { defaultValue: area })).join(', ');
      return t('securityLog.permissions', { list });
    }
    case 'personal-data-export':
      return label('requestedBy');
    case 'personal-data-erasure':
      return label('causes');
    default:
      return label('details');
  }
}

/** The permission list a `CompanyUserPermissionsSet` recorded (JSON), or null when it is none. */
function parsePermissions(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** Sign-ins, link sign-ins, exports, erasures and role changes for admins, filterable by kind, user and time. */
export function SecurityLogRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SecurityLogFilters>({ page: 1 });
  const { data } = useSecurityLogQuery(filters);
  const users = useAdminUserOptionsQuery();
  const set = (patch: Partial<SecurityLogFilters>): void => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const entries = data?.data ?? [];
  return (
    <Page title={t('securityLog.title')}>
      <Text c="dimmed" size="sm">
        {t('securityLog.intro')}
      </Text>
      <Group>
        <Select
          label={t('securityLog.kind')}
          data={SECURITY_LOG_KINDS.map((kind) => ({ value: kind, label: t(`securityLog.kinds.${kind}`) }))}
          value={filters.kind ?? null}
          onChange={(v) => set({ kind: (v ?? undefined) as SecurityLogFilters['kind'] })}
          clearable
          data-testid="security-log-filter-kind"
        />
        <Select
          label={t('securityLog.user')}
          data={(users.data ?? []).map((user) => ({ value: user.id, label: user.full_name }))}
          value={filters.user_id ?? null}
          onChange={(v) => set({ user_id: v ?? undefined })}
          clearable
          searchable
        />
        <TextInput
          label={t('securityLog.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          label={t('securityLog.till')}
          type="date"
          value={filters.till ?? ''}
          onChange={(e) => set({ till: e.currentTarget.value || undefined })}
        />
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('securityLog.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="security-log-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('securityLog.when')}</Table.Th>
                <Table.Th>{t('securityLog.kind')}</Table.Th>
                <Table.Th>{t('securityLog.outcome')}</Table.Th>
                <Table.Th>{t('securityLog.concerns')}</Table.Th>
                <Table.Th>{t('securityLog.actor')}</Table.Th>
                <Table.Th>{t('securityLog.address')}</Table.Th>
                <Table.Th>{t('securityLog.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="security-log-entry" data-kind={entry.kind}>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{t(`securityLog.kinds.${entry.kind}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME_COLORS[entry.outcome]} variant="light">
                      {t(`securityLog.outcomes.${entry.outcome}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{entry.subject_name ?? entry.subject_id ?? t('securityLog.unknownAccount')}</Table.Td>
                  <Table.Td>{entry.actor?.full_name ?? '–'}</Table.Td>
                  <Table.Td>{entry.address ?? '–'}</Table.Td>
                  <Table.Td>{detailOf(entry, t)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.meta.last_page > 1 ? (
        <PagePicker total={Math.min(data.meta.last_page, 500)} value={filters.page ?? 1} onChange={(page) => set({ page })} />
      ) : null}
    </Page>
  );
}
