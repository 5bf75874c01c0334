import { Badge, Button, Group, Pagination, Select, Stack, Table, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatEuros } from '../../lib/format';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import { useConfirmHireMutation, useDeleteUnlockMutation, useHiredContactsQuery, useOpenUnlockMutation, useRejectHireMutation, useUnlockedContactsQuery } from './unlocks-api';

export function UnlockedContactsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [hired, setHired] = useState(false);
  const [page, setPage] = useState(1);
  const companies = useCompanyOptionsQuery();
  const all = useUnlockedContactsQuery({ id, page }, { skip: !id || hired });
  const hiredOnly = useHiredContactsQuery({ id, page }, { skip: !id || !hired });
  const { data } = hired ? hiredOnly : all;
  const [open] = useOpenUnlockMutation();
  const [confirmHire] = useConfirmHireMutation();
  const [rejectHire] = useRejectHireMutation();
  const [remove] = useDeleteUnlockMutation();
  return (
    <Stack>
      <Title order={3}>{t('unlocks.title')}</Title>
      <Select w={320} data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))} value={id || null} onChange={(v) => v && void navigate(`/companies/${v}/unlocked-contacts`)} searchable data-testid="unlocks-company" />
      <Tabs value={hired ? 'hired' : 'all'} onChange={(v) => { setHired(v === 'hired'); setPage(1); }}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('unlocks.all')}</Tabs.Tab>
          <Tabs.Tab value="hired">{t('unlocks.hired')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Table data-testid="unlocked-table">
        <Table.Tbody>
          {data?.data.map((row) => (
            <Table.Tr key={row.id} data-testid="unlocked-row">
              <Table.Td>{row.driver.full_name}</Table.Td>
              <Table.Td>{row.campaign?.name ?? '–'}</Table.Td>
              <Table.Td>{formatDate(row.unlocked_at)}</Table.Td>
              <Table.Td>{formatEuros(row.price)}</Table.Td>
              <Table.Td>
                <Badge color={row.status_id === 4 ? 'green' : 'blue'}>{row.status}</Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => void open({ id: row.id })}>{t('unlocks.open')}</Button>
                  <Button size="xs" color="green" variant="light" onClick={() => void confirmHire({ id: row.id })}>{t('unlocks.confirmHire')}</Button>
                  <Button size="xs" color="orange" variant="light" onClick={() => void rejectHire({ id: row.id })}>{t('unlocks.rejectHire')}</Button>
                  <Button size="xs" color="red" variant="subtle" onClick={() => { if (window.confirm(t('unlocks.confirmDelete'))) void remove({ id: row.id }); }}>{t('unlocks.delete')}</Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.meta.last_page > 1 ? <Pagination total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
