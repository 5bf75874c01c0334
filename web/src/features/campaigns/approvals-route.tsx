import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { canApproveAudience, type PendingApproval } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { AuditTrail } from '../../components/audit-trail';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate, formatEuros } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAccountManagerOptionsQuery } from '../../lib/shared-api';
import { useApproveCampaignMutation, usePendingApprovalsQuery } from './campaigns-api';
import { RejectModal } from './reject-modal';
import { PagePicker } from '../../components/page-picker';
import { TableBody } from '../../components/table-body';

export function ApprovalsRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [accountManagerId, setAccountManagerId] = useState<string | undefined>();
  const [approving, setApproving] = useState<PendingApproval | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [reset, setReset] = useState(false);
  const [notify, setNotify] = useState(true);
  const managers = useAccountManagerOptionsQuery();
  const { data } = usePendingApprovalsQuery({ page, account_manager_id: accountManagerId });
  const [approve, approveState] = useApproveCampaignMutation();
  const threshold = data?.threshold ?? 600;

  const confirmApprove = async (): Promise<void> => {
    if (!approving) return;
    const result = await approve({ campaign_id: approving.id, reset_rejected_offers: reset, user_should_be_notified: notify });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setApproving(null);
    }
  };

  return (
    <Page title={t('approvals.title')}>
      <Select
        label={t('approvals.accountManager')}
        w={300}
        data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
        value={accountManagerId ?? null}
        onChange={(value) => {
          setAccountManagerId(value ?? undefined);
          setPage(1);
        }}
        clearable
        data-testid="filter-account-manager"
      />
      {data && data.data.length === 0 ? <Text c="dimmed">{t('approvals.none')}</Text> : null}
      <Table.ScrollContainer minWidth={760}>
        <Table data-testid="approvals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('approvals.campaign')}</Table.Th>
              <Table.Th>{t('approvals.accountManager')}</Table.Th>
              <Table.Th>{t('approvals.audience')}</Table.Th>
              <Table.Th>{t('approvals.costPerUnlock')}</Table.Th>
              <Table.Th>{t('approvals.submitted')}</Table.Th>
              <Table.Th>{t('approvals.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <TableBody>
            {data?.data.map((row) => {
              const allowed = canApproveAudience(row.audience.candidates_count, threshold);
              return (
                <Table.Tr key={row.id} data-testid="approval-row">
                  <Table.Td>
                    <Text fw={600}>{row.name}</Text>
                    <Text size="xs">{row.company.name}</Text>
                  </Table.Td>
                  <Table.Td>{row.account_manager?.full_name ?? '–'}</Table.Td>
                  <Table.Td>
                    {row.audience.name}: <span data-testid="candidates">{row.audience.candidates_count}</span> {t('approvals.candidates')}
                  </Table.Td>
                  <Table.Td>{formatEuros(row.cost_per_unlock)}</Table.Td>
                  <Table.Td>{formatDate(row.submitted_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Tooltip label={t('approvals.tooMany', { threshold })} disabled={allowed}>
                        <span>
                          <Button size="xs" color="green" disabled={!allowed} onClick={() => setApproving(row)} data-testid="approve">
                            {t('approvals.approve')}
                          </Button>
                        </span>
                      </Tooltip>
                      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(row.id)} data-testid="reject">
                        {t('approvals.reject')}
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setHistory(row.id)}
                        aria-label={t('approvals.historyOf', { name: row.name })}
                      >
                        <span aria-hidden>⟲</span>
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </TableBody>
        </Table>
      </Table.ScrollContainer>
      {data && data.meta.last_page > 1 ? <PagePicker total={data.meta.last_page} value={page} onChange={setPage} /> : null}
      <Modal
        opened={approving !== null}
        onClose={() => setApproving(null)}
        title={approving ? t('approvals.approveTitle', { name: approving.name }) : ''}
      >
        <Stack>
          <Checkbox label={t('approvals.resetRejected')} checked={reset} onChange={(e) => setReset(e.currentTarget.checked)} />
          <Checkbox label={t('approvals.notify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
          {approveState.error ? <Alert color="red">{errorMessage(approveState.error)}</Alert> : null}
          <Button color="green" onClick={() => void confirmApprove()} loading={approveState.isLoading} data-testid="approve-confirm">
            {t('approvals.approve')}
          </Button>
        </Stack>
      </Modal>
      <RejectModal
        key={rejecting ?? 'none'}
        campaignId={rejecting}
        onClose={(rejected) => {
          if (rejected) dispatch(flashShown(t('flash.saved')));
          setRejecting(null);
        }}
      />
      <Modal opened={history !== null} onClose={() => setHistory(null)} size="xl" title={t('approvals.history')}>
        {history ? <AuditTrail entity="campaign" id={history} /> : null}
      </Modal>
    </Page>
  );
}
