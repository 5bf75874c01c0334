import { Table, Text, Title } from '@mantine/core';
import type { PrivacyRecord } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { TableBody } from '../../components/table-body';

/** Who read the person's contact details, when and how. */
export function AccessLogTable({ entries }: { entries: PrivacyRecord['access_log'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h4">
        {t('privacy.accessLog')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">{t('privacy.noAccess')}</Text>
      ) : (
        <Table data-testid="access-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('privacy.at')}</Table.Th>
              <Table.Th>{t('privacy.reader')}</Table.Th>
              <Table.Th>{t('privacy.company')}</Table.Th>
              <Table.Th>{t('privacy.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <TableBody>
            {entries.map((entry, index) => (
              <Table.Tr key={index}>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>
                  {entry.reader_name ?? '–'} ({t(`privacy.roles.${entry.reader_role}`, { defaultValue: entry.reader_role })})
                </Table.Td>
                <Table.Td>{entry.company_name ?? '–'}</Table.Td>
                <Table.Td>
                  {t(`privacy.reads.${entry.what}`, { defaultValue: entry.what })}
                  {entry.reason ? ` – ${t(`privacy.readReasons.${entry.reason}`, { defaultValue: entry.reason })}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
