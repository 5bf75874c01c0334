import { Alert, Button, Checkbox, Group, Modal, Pagination, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { canApproveAudience, type PendingApproval } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { AuditTrail } from '../../components/audit-trail';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate, formatEuros } from '../../lib/format';
import { useAccountManagerOptionsQuery } from '../../lib/shared-api';
import { useApproveCampaignMutation, usePendingApprovalsQuery } from './approvals-api';
import { RejectModal } from './reject-modal';

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
      dispatch(flashShown(result.data.message));
      setApproving(null);
    }
  };

  return (
    <Stack>
      <Title order={3}>{t('approvals.title')}</Title>
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
      <Table data-testid="approvals-table">
        <Table.Tbody>
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
                    <Button size="xs" variant="subtle" onClick={() => setHistory(row.id)}>
                      ⟲
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {data && data.meta.last_page > 1 ? <Pagination total={data.meta.last_page} value={page} onChange={setPage} /> : null}
      <Modal opened={approving !== null} onClose={() => setApproving(null)} title={approving?.name ?? ''}>
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
          if (rejected) dispatch(flashShown('Gespeichert!'));
          setRejecting(null);
        }}
      />
      <Modal opened={history !== null} onClose={() => setHistory(null)} size="xl">
        {history ? <AuditTrail entity="campaign" id={history} /> : null}
      </Modal>
    </Stack>
  );
}
