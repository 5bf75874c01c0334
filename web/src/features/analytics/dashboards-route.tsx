import { Badge, Group, Select, SegmentedControl, SimpleGrid, Table, Text } from '@mantine/core';
import { REPORT_ORDER_BY, type DashboardCampaignRow, type PlayerRow } from '@rm/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format';
import { Page } from '../../components/page';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import {
  useDashboardCampaignsQuery,
  useDashboardPlayersQuery,
  useStatsContactProfileVisitsQuery,
  useStatsContactReplacementReasonsQuery,
  useStatsTransactionRevenueMonthlyQuery,
} from './analytics-api';
import { ReportTable } from './report-table';
import { StatsChart } from './stats-chart';
import { StatsTabs } from './stats-tabs';
import { AsOfInput, useAsOf } from './as-of';
import { TableBody } from '../../components/table-body';

const CLASS_COLOURS = { A: 'green', B: 'blue', C: 'yellow', X: 'gray' } as const;
type OrderBy = (typeof REPORT_ORDER_BY)[number];

/**
 * The admin dashboards: every campaign with its funnel and money (of one company, in the order chosen),
 * the companies as players A, B, C or X, a company's profile visits, replacement reasons and revenue per
 * month; live (a change of the statistics refetches), as of any past day.
 */
export function DashboardsRoute() {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [orderBy, setOrderBy] = useState<OrderBy>('revenue');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const { day: asOfDay, setDay: setAsOfDay, asOf } = useAsOf();
  const [effective, setEffective] = useState(true);
  const as_of = asOf ? { as_of: asOf } : {};
  const companies = useCompanyOptionsQuery();
  const campaigns = useDashboardCampaignsQuery({ ...(companyId ? { company_id: companyId } : {}), orderBy, order, ...as_of });
  const players = useDashboardPlayersQuery(as_of);
  const visits = useStatsContactProfileVisitsQuery(companyId ? { companyId, period: 'last_90_days', ...as_of } : skipToken);
  const replacements = useStatsContactReplacementReasonsQuery({ period: 'last_365_days', ...as_of });
  const revenue = useStatsTransactionRevenueMonthlyQuery({ effective, ...as_of });
  const counts = players.data?.counts;

  return (
    <Page title={t('dashboards.title')}>
      <StatsTabs />
      <Group align="flex-end" role="group" aria-label={t('stats.filter')}>
        <Select
          label={t('reports.company')}
          placeholder={t('reports.allCompanies')}
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={companyId}
          onChange={setCompanyId}
          searchable
          clearable
          data-testid="dashboards-company"
        />
        <Select
          label={t('dashboards.orderBy')}
          data={REPORT_ORDER_BY.map((value) => ({ value, label: t(`dashboards.columns.${value}`) }))}
          value={orderBy}
          onChange={(value) => value && setOrderBy(value as OrderBy)}
          allowDeselect={false}
          data-testid="dashboards-order-by"
        />
        <SegmentedControl
          aria-label={t('dashboards.order')}
          data={[
            { value: 'desc', label: t('dashboards.desc') },
            { value: 'asc', label: t('dashboards.asc') },
          ]}
          value={order}
          onChange={(value) => setOrder(value as 'asc' | 'desc')}
        />
        <AsOfInput day={asOfDay} setDay={setAsOfDay} testId="dashboards-as-of" />
      </Group>

      <ReportTable
        title={t('dashboards.campaigns')}
        rowLabel={t('dashboards.columns.name')}
        rowText={(row) => `${row.name} (${row.company_name ?? '–'})`}
        columns={(['offers_sent', 'visible', 'accepted', 'rejected', 'unlocks', 'hires', 'revenue', 'conversion_rate'] as const).map(
          (key) => ({
            key,
            label: t(`dashboards.columns.${key}`),
            value: (row: DashboardCampaignRow) => row[key],
          }),
        )}
        rows={campaigns.data?.data}
        loading={campaigns.isFetching}
        fileName="dashboard-kampagnen"
        testId="dashboard-campaigns"
      />

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <StatsChart
          title={t('dashboards.playerClasses')}
          categoryLabel={t('dashboards.class')}
          kind="bar"
          data={
            counts && { categories: ['A', 'B', 'C', 'X'], series: [{ name: 'companies', data: [counts.A, counts.B, counts.C, counts.X] }] }
          }
          loading={players.isFetching}
          categoryText={(c) => c}
          fileName="spielerklassen"
          testId="chart-player-classes"
        />
        <div>
          <Text size="sm" c="dimmed" mb="xs" data-testid="player-rule">
            {t('dashboards.rule')}
          </Text>
          <Table.ScrollContainer minWidth={480} mah={360}>
            <Table striped data-testid="dashboard-players-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('reports.company')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.class')}</Table.Th>
                  <Table.Th scope="col">{t('dashboards.level')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('dashboards.revenue90')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('dashboards.unlocks90')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <TableBody>
                {(players.data?.data ?? []).map((row: PlayerRow) => (
                  <Table.Tr key={row.company_id}>
                    <Table.Th scope="row">{row.company_name ?? row.company_id}</Table.Th>
                    <Table.Td>
                      <Badge color={CLASS_COLOURS[row.player_class]}>{row.player_class}</Badge>
                    </Table.Td>
                    <Table.Td>{row.customer_level ?? '–'}</Table.Td>
                    <Table.Td ta="right">{formatEuros(row.revenue_90_days)}</Table.Td>
                    <Table.Td ta="right">{row.unlocks_90_days}</Table.Td>
                  </Table.Tr>
                ))}
              </TableBody>
            </Table>
          </Table.ScrollContainer>
        </div>
        <div>
          <SegmentedControl
            size="xs"
            mb="xs"
            aria-label={t('dashboards.effective')}
            data={[
              { value: 'effective', label: t('dashboards.effective') },
              { value: 'gross', label: t('dashboards.gross') },
            ]}
            value={effective ? 'effective' : 'gross'}
            onChange={(value) => setEffective(value === 'effective')}
          />
          <StatsChart
            title={t('dashboards.revenueMonthly')}
            categoryLabel={t('stats.month')}
            kind="bar"
            data={revenue.data}
            loading={revenue.isFetching}
            fileName="umsatz-monatlich"
            testId="chart-revenue-monthly"
          />
        </div>
        <StatsChart
          title={t('dashboards.replacementReasons')}
          categoryLabel={t('stats.reason')}
          kind="bar"
          data={replacements.data}
          loading={replacements.isFetching}
          categoryText={(c) => c}
          fileName="ersatzgruende"
          testId="chart-replacement-reasons"
        />
        {companyId ? (
          <StatsChart
            title={t('dashboards.profileVisits')}
            categoryLabel={t('stats.day')}
            kind="line"
            data={visits.data}
            loading={visits.isFetching}
            fileName="profilbesuche"
            testId="chart-profile-visits"
          />
        ) : (
          <Text c="dimmed" data-testid="profile-visits-hint">
            {t('dashboards.pickCompany')}
          </Text>
        )}
      </SimpleGrid>
    </Page>
  );
}
