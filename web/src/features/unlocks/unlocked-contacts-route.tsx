import { Badge, Button, Group, SegmentedControl, Select, Table } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { isAdmin } from '../../lib/feature';
import { formatDate, formatEuros } from '../../lib/format';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import {
  useConfirmHireMutation,
  useDeleteUnlockMutation,
  useHiredContactsQuery,
  useOpenUnlockMutation,
  useRejectHireMutation,
  useUnlockedContactsQuery,
} from './unlocks-api';
import { TableBody } from '../../components/table-body';

/** A company's unlocked contacts (all, or the hired ones); admins choose the company and act on each. */
export function UnlockedContactsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const admin = viewer === undefined || isAdmin(viewer);
  const [hired, setHired] = useState(false);
  const [page, setPage] = useState(1);
  const companies = useCompanyOptionsQuery(undefined, { skip: !admin });
  const all = useUnlockedContactsQuery({ id, page }, { skip: !id || hired });
  const hiredOnly = useHiredContactsQuery({ id, page }, { skip: !id || !hired });
  const { data } = hired ? hiredOnly : all;
  const [open] = useOpenUnlockMutation();
  const [confirmHire] = useConfirmHireMutation();
  const [rejectHire] = useRejectHireMutation();
  const [remove] = useDeleteUnlockMutation();
  return (
    <Page title={t('unlocks.title')}>
      {admin ? (
        <Select
          w={320}
          maw="100%"
          label={t('unlocks.company')}
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={id || null}
          onChange={(v) => v && void navigate(`/companies/${v}/unlocked-contacts`)}
          searchable
          data-testid="unlocks-company"
        />
      ) : null}
      {/* A switch between two views of one list: a segmented control, not tabs (tabs would need panels). */}
      <SegmentedControl
        w="fit-content"
        value={hired ? 'hired' : 'all'}
        onChange={(v) => {
          setHired(v === 'hired');
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('unlocks.all') },
          { value: 'hired', label: t('unlocks.hired') },
        ]}
        data-testid="unlocks-view"
      />
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="unlocked-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('unlocks.contact')}</Table.Th>
              <Table.Th>{t('unlocks.campaign')}</Table.Th>
              <Table.Th>{t('unlocks.unlockedAt')}</Table.Th>
              <Table.Th>{t('unlocks.price')}</Table.Th>
              <Table.Th>{t('unlocks.status')}</Table.Th>
              {admin ? <Table.Th>{t('unlocks.actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <TableBody>
            {data?.data.map((row) => (
              <Table.Tr key={row.id} data-testid="unlocked-row">
                <Table.Td>{row.driver.full_name}</Table.Td>
                <Table.Td>{row.campaign?.name ?? '–'}</Table.Td>
                <Table.Td>{formatDate(row.unlocked_at)}</Table.Td>
                <Table.Td>{formatEuros(row.price)}</Table.Td>
                <Table.Td>
                  <Badge color={row.status_id === 4 ? 'green' : 'blue'}>{t(`statuses.${row.status}`, { defaultValue: row.status })}</Badge>
                </Table.Td>
                {admin ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void open({ id: row.id })}>
                        {t('unlocks.open')}
                      </Button>
                      <Button size="xs" color="green" variant="light" onClick={() => void confirmHire({ id: row.id })}>
                        {t('unlocks.confirmHire')}
                      </Button>
                      <Button size="xs" color="orange" variant="light" onClick={() => void rejectHire({ id: row.id })}>
                        {t('unlocks.rejectHire')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => {
                          if (window.confirm(t('unlocks.confirmDelete'))) void remove({ id: row.id });
                        }}
                      >
                        {t('unlocks.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      </Table.ScrollContainer>
      {data && data.meta.last_page > 1 ? <PagePicker total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Page>
  );
}
