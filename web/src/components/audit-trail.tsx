import { Badge, Loader, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { useAuditTrailQuery } from '../lib/shared-api';

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <Text size="sm" c="dimmed">–</Text>;
  return (
    <>
      {entries.map(([field, change]) => (
        <Text size="sm" key={field} data-testid="audit-change">
          {field}: {show(change.before)} → {show(change.after)}
        </Text>
      ))}
    </>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('audit.empty')}</Text>;
  return (
    <Table striped data-testid="audit-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.when')}</Table.Th>
          <Table.Th>{t('audit.what')}</Table.Th>
          <Table.Th>{t('audit.who')}</Table.Th>
          <Table.Th>{t('audit.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id} data-testid="audit-row">
            <Table.Td>{formatDateTime(entry.occurred_at)}</Table.Td>
            <Table.Td>
              <Badge variant="light">{entry.type}</Badge>
            </Table.Td>
            <Table.Td data-testid="audit-actor">{entry.actor?.full_name ?? t('audit.system')}</Table.Td>
            <Table.Td>
              <AuditChanges changes={entry.changes} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every event of one entity, newest first: who, when, what changed. */
export function AuditTrail({ entity, id }: { entity: 'offer' | 'contact' | 'campaign' | 'company' | 'unlock'; id: string }) {
  const { data, isLoading } = useAuditTrailQuery({ entity, id });
  if (isLoading) return <Loader size="sm" />;
  return <AuditTable entries={data?.data ?? []} />;
}
