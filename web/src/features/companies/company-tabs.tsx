import { Badge, Button, Card, Group, Pagination, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { CAMPAIGN_FILTERS } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate, formatDateTime, formatEuros } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import {
  useAttachEmployerMutation,
  useCompanyAudiencesQuery,
  useCompanyCampaignsQuery,
  useCompanyEmployersQuery,
  useCompanyHiredQuery,
  useCompanyReviewsQuery,
  useCompanyStatsQuery,
  useCompanyTransactionsQuery,
  useCompanyUnlockedQuery,
  useToggleTransactionRemindersMutation,
  useUnclaimedEmployersQuery,
} from './companies-api';
import { CompanyUserPermissions, PermissionSummary } from './company-user-permissions';
import { CreateCampaignModal } from './create-campaign-modal';

const Empty = () => {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" data-testid="tab-empty">
      {t('company.emptyTab')}
    </Text>
  );
};

export function EmployersTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useCompanyEmployersQuery({ id: companyId });
  const unclaimed = useUnclaimedEmployersQuery();
  const [employerId, setEmployerId] = useState<string | null>(null);
  const [attach, state] = useAttachEmployerMutation();
  const submit = async (): Promise<void> => {
    if (!employerId) return;
    const result = await attach({ id: employerId, company_id: companyId });
    if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
    else {
      dispatch(flashShown(t('flash.saved')));
      setEmployerId(null);
    }
  };
  return (
    <Stack>
      <Group align="end">
        <Select
          label={t('company.unclaimedEmployer')}
          data={(unclaimed.data?.data ?? []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }))}
          value={employerId}
          onChange={setEmployerId}
          searchable
          w={360}
          data-testid="unclaimed-employer"
        />
        <Button onClick={() => void submit()} disabled={!employerId} loading={state.isLoading}>
          {t('company.attach')}
        </Button>
      </Group>
      {data && data.data.length === 0 ? <Empty /> : null}
      <Table data-testid="employers-table">
        <Table.Tbody>
          {data?.data.map((user) => (
            <Table.Tr key={user.id} data-testid="employer-row">
              <Table.Td>{user.full_name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.phone ?? '–'}</Table.Td>
              <Table.Td>{user.roles.includes('business-owner') ? <Badge variant="light">{t('company.owner')}</Badge> : null}</Table.Td>
              <Table.Td>{user.roles.includes('business-owner') ? null : <PermissionSummary user={user} />}</Table.Td>
              <Table.Td>
                <CompanyUserPermissions user={user} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function CampaignsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof CAMPAIGN_FILTERS)[number]>('all');
  const [creating, setCreating] = useState(false);
  const { data } = useCompanyCampaignsQuery({ id: companyId, filter });
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Select
          label={t('company.campaignFilter')}
          data={CAMPAIGN_FILTERS.map((value) => ({ value, label: t(`company.campaignFilters.${value}`) }))}
          value={filter}
          onChange={(value) => setFilter((value as (typeof CAMPAIGN_FILTERS)[number] | null) ?? 'all')}
          allowDeselect={false}
          w={220}
          data-testid="campaign-filter"
        />
        <Button onClick={() => setCreating(true)} data-testid="new-campaign">
          {t('company.newCampaign')}
        </Button>
      </Group>
      {data && data.data.length === 0 ? <Empty /> : null}
      <Table data-testid="company-campaigns">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('company.campaignName')}</Table.Th>
            <Table.Th>{t('company.status')}</Table.Th>
            <Table.Th>{t('company.costPerUnlock')}</Table.Th>
            <Table.Th>{t('company.remainingBudget')}</Table.Th>
            <Table.Th>{t('company.unlocksAndHires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.data.map((campaign) => (
            <Table.Tr key={campaign.id} data-testid="company-campaign-row">
              <Table.Td>
                <Link to={`/campaigns/${campaign.id}`}>{campaign.name}</Link>{' '}
                {campaign.is_critical ? (
                  <Badge color="red" variant="light">
                    {t('company.critical')}
                  </Badge>
                ) : null}
                {campaign.is_blocked ? (
                  <Badge color="orange" variant="light">
                    {t('company.blocked')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge variant="outline">{t(`company.campaignFilters.${campaign.status}`)}</Badge>
              </Table.Td>
              <Table.Td>{formatEuros(campaign.cost_per_unlock)}</Table.Td>
              <Table.Td>
                {formatEuros(campaign.remaining_budget)} / {formatEuros(campaign.budget)}
              </Table.Td>
              <Table.Td>
                {campaign.unlocked_drivers_count} / {campaign.hires_count}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CreateCampaignModal companyId={companyId} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

export function ReviewsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useCompanyReviewsQuery({ id: companyId });
  if (!data) return null;
  if (data.data.length === 0) return <Empty />;
  return (
    <Stack>
      <Text>{t('company.averageRating', { rating: data.meta.average_rating ?? '–', count: data.meta.count })}</Text>
      {data.data.map((review) => (
        <Card withBorder key={review.id}>
          <Text fw={600}>
            {'★'.repeat(review.rating)} {review.title}
          </Text>
          <Text size="sm">{review.body}</Text>
          <Text size="xs" c="dimmed">
            {review.author_name} · {formatDate(review.created_at)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

export function UnlockedTab({ companyId, hired }: { companyId: string; hired: boolean }) {
  const [page, setPage] = useState(1);
  const all = useCompanyUnlockedQuery({ id: companyId, page }, { skip: hired });
  const hiredOnly = useCompanyHiredQuery({ id: companyId, page }, { skip: !hired });
  const { data } = hired ? hiredOnly : all;
  if (!data) return null;
  if (data.data.length === 0) return <Empty />;
  return (
    <Stack>
      <Table data-testid={hired ? 'hired-table' : 'unlocked-table'}>
        <Table.Tbody>
          {data.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Link to={`/contacts/${row.driver.id}`}>{row.driver.full_name}</Link>
              </Table.Td>
              <Table.Td>{row.campaign?.name ?? '–'}</Table.Td>
              <Table.Td>{formatDate(row.unlocked_at)}</Table.Td>
              <Table.Td>{formatEuros(row.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.meta.last_page > 1 ? <Pagination total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

export function AudiencesTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useCompanyAudiencesQuery({ id: companyId });
  if (!data) return null;
  if (data.data.length === 0) return <Empty />;
  return (
    <Table data-testid="audiences-table">
      <Table.Tbody>
        {data.data.map((audience) => (
          <Table.Tr key={audience.id}>
            <Table.Td>{audience.name}</Table.Td>
            <Table.Td>{t(`company.professions.${audience.profession}`)}</Table.Td>
            <Table.Td>
              {audience.zip_code} · {audience.range_km} km
            </Table.Td>
            <Table.Td>{t('company.candidates', { count: audience.candidates_count })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TransactionsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data } = useCompanyTransactionsQuery({ id: companyId, page });
  const [toggle] = useToggleTransactionRemindersMutation();
  if (!data) return null;
  if (data.data.length === 0) return <Empty />;
  return (
    <Stack>
      <Table data-testid="transactions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('company.when')}</Table.Th>
            <Table.Th>{t('company.transactionType')}</Table.Th>
            <Table.Th>{t('company.contact')}</Table.Th>
            <Table.Th>{t('company.amount')}</Table.Th>
            <Table.Th>{t('company.remindersPaused')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((row) => (
            <Table.Tr key={row.id} data-testid="transaction-row">
              <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>
                {t(`company.transactionTypes.${row.type}`)}
                {row.status === 'cancelled' ? (
                  <Badge ml="xs" color="gray" variant="light">
                    {t('company.cancelled')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{row.contact?.full_name ?? '–'}</Table.Td>
              <Table.Td>{formatEuros(row.amount)}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('company.remindersPaused')}
                  checked={row.reminders_paused}
                  onChange={() =>
                    void toggle({ id: row.id }).then((result) => {
                      if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
                    })
                  }
                  data-testid="transaction-reminders"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.meta.last_page > 1 ? <Pagination total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

export function StatsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useCompanyStatsQuery({ id: companyId });
  if (!data) return null;
  const figures: Array<[string, string | number]> = [
    [t('company.stats.campaigns'), data.campaigns.total],
    [t('company.stats.approved'), data.campaigns.approved],
    [t('company.stats.pending'), data.campaigns.pending_approval],
    [t('company.stats.unlocked'), data.unlocked_contacts],
    [t('company.stats.hired'), data.hired_contacts],
    [t('company.stats.openOffers'), data.open_offers],
    [t('company.stats.budget'), formatEuros(data.budget)],
    [t('company.stats.remaining'), formatEuros(data.remaining_budget)],
    [t('company.stats.revenue'), formatEuros(data.revenue)],
    [t('company.stats.employers'), data.employers],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} data-testid="company-stats">
      {figures.map(([label, value]) => (
        <Card withBorder key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
