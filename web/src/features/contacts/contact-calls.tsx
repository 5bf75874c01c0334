import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useContactCallsQuery } from './contacts-api';
import { TableBody } from '../../components/table-body';

/** The calls companies logged with the contact on their timelines, newest first. */
export function ContactCalls({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useContactCallsQuery({ contactId });
  if (isLoading) return <Loader size="xs" aria-label={t('app.loading')} />;
  const calls = data?.data ?? [];
  if (calls.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="calls">
        {t('contact.calls.none')}
      </Text>
    );
  return (
    <Table data-testid="calls">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('contact.calls.when')}</Table.Th>
          <Table.Th>{t('contact.calls.company')}</Table.Th>
          <Table.Th>{t('contact.calls.description')}</Table.Th>
          <Table.Th>{t('contact.calls.outcome')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <TableBody>
        {calls.map((call) => (
          <Table.Tr key={call.id}>
            <Table.Td>{formatDateTime(call.performed_at)}</Table.Td>
            <Table.Td>{call.company_name ?? '–'}</Table.Td>
            <Table.Td>{call.description}</Table.Td>
            <Table.Td>{call.outcome ? t(`contact.calls.outcomes.${call.outcome}`, { defaultValue: call.outcome }) : '–'}</Table.Td>
          </Table.Tr>
        ))}
      </TableBody>
    </Table>
  );
}
