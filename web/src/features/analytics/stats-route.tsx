import { Group, SegmentedControl, Select, SimpleGrid, Switch } from '@mantine/core';
import {
  DEFAULT_STATS_PERIOD,
  STATS_ACTIVITIES,
  STATS_PERIODS,
  type StatsActivity,
  type StatsFrequency,
  type StatsPeriod,
} from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import {
  useStatsActivitiesQuery,
  useStatsCompaniesCompareRecentQuery,
  useStatsContactRejectionReasonsQuery,
  useStatsHiredContactsByCompaniesQuery,
  useStatsHiredContactsQuery,
  useStatsPartnersQuery,
  useStatsSaleCompareRecentQuery,
  useStatsSaleLeaderboardCompareRecentMonthsQuery,
  useStatsSaleLeaderboardCompareRecentQuery,
  useStatsSaleLeaderboardSalesCompaniesQuery,
  useStatsUnlockedTimeWiseQuery,
  useStatsUnlocksBySalesOwnerQuery,
} from './analytics-api';
import { StatsChart } from './stats-chart';
import { StatsTabs } from './stats-tabs';
import { AsOfInput, useAsOf } from './as-of';

/** The end of a calendar day (YYYY-MM-DD) in the browser's time zone, as the API's `as_of` instant. */
/**
 * The back office's statistics: the activity filter panel (period, daily or monthly, running totals,
 * the period before for comparison) and an "as of" day over every chart; each chart with its table and CSV.
 */
export function StatsRoute() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const [frequency, setFrequency] = useState<StatsFrequency>('daily');
  const [cumulative, setCumulative] = useState(false);
  const [compare, setCompare] = useState(false);
  const { day: asOfDay, setDay: setAsOfDay, asOf } = useAsOf();
  const [activity, setActivity] = useState<StatsActivity>('accepted-terms');
  const [month, setMonth] = useState<string | null>(null);
  const as_of = asOf;
  const year = Number((asOfDay || new Date().toISOString()).slice(0, 4));
  const filter = { period, frequency, cumulative, compare, ...(as_of ? { as_of } : {}) };
  const byCategory = { period, ...(as_of ? { as_of } : {}) };

  const hires = useStatsHiredContactsQuery(filter);
  const companies = useStatsCompaniesCompareRecentQuery({
    cumulative: cumulative ? '1' : '0',
    period,
    frequency,
    ...(as_of ? { as_of } : {}),
  });
  const partners = useStatsPartnersQuery(filter);
  const activities = useStatsActivitiesQuery({ activity, ...filter });
  const timeWise = useStatsUnlockedTimeWiseQuery({ year, ...(month ? { month: Number(month) } : {}), ...(as_of ? { as_of } : {}) });
  const owners = useStatsUnlocksBySalesOwnerQuery(byCategory);
  const byCompany = useStatsHiredContactsByCompaniesQuery(byCategory);
  const reasons = useStatsContactRejectionReasonsQuery(byCategory);
  const revenue = useStatsSaleCompareRecentQuery({ cumulative: cumulative ? '1' : '0', period, frequency, ...(as_of ? { as_of } : {}) });
  const revenueByCompany = useStatsSaleLeaderboardSalesCompaniesQuery(byCategory);
  const revenueByOwner = useStatsSaleLeaderboardCompareRecentQuery(byCategory);
  const revenueByOwnerMonths = useStatsSaleLeaderboardCompareRecentMonthsQuery(as_of ? { as_of } : {});
  const ownerText = (c: string): string => (c === 'none' ? t('stats.noSalesOwner') : c);
  const bucketLabel = frequency === 'daily' ? t('stats.day') : t('stats.month');

  return (
    <Page title={t('stats.title')}>
      <StatsTabs />
      <Group align="flex-end" role="group" aria-label={t('stats.filter')}>
        <Select
          label={t('stats.period')}
          data={STATS_PERIODS.map((value) => ({ value, label: t(`stats.periods.${value}`) }))}
          value={period}
          onChange={(value) => value && setPeriod(value as StatsPeriod)}
          allowDeselect={false}
          data-testid="stats-period"
        />
        <SegmentedControl
          aria-label={t('stats.frequency')}
          data={[
            { value: 'daily', label: t('stats.daily') },
            { value: 'monthly', label: t('stats.monthly') },
          ]}
          value={frequency}
          onChange={(value) => setFrequency(value as StatsFrequency)}
        />
        <Switch label={t('stats.cumulative')} checked={cumulative} onChange={(e) => setCumulative(e.currentTarget.checked)} />
        <Switch label={t('stats.compare')} checked={compare} onChange={(e) => setCompare(e.currentTarget.checked)} />
        <AsOfInput day={asOfDay} setDay={setAsOfDay} testId="stats-as-of" />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <StatsChart
          title={t('stats.charts.hires')}
          categoryLabel={bucketLabel}
          kind="line"
          data={hires.data}
          loading={hires.isFetching}
          fileName="einstellungen"
          testId="chart-hires"
        />
        <StatsChart
          title={t('stats.charts.companies')}
          categoryLabel={bucketLabel}
          kind="line"
          data={companies.data}
          loading={companies.isFetching}
          fileName="neue-unternehmen"
          testId="chart-companies"
        />
        <StatsChart
          title={t('stats.charts.partners')}
          categoryLabel={bucketLabel}
          kind="bar"
          data={partners.data}
          loading={partners.isFetching}
          fileName="freischaltungen-partner"
          testId="chart-partners"
        />
        <div>
          <Select
            label={t('stats.activity')}
            data={STATS_ACTIVITIES.map((value) => ({ value, label: t(`stats.activities.${value}`) }))}
            value={activity}
            onChange={(value) => value && setActivity(value as StatsActivity)}
            allowDeselect={false}
            mb="xs"
          />
          <StatsChart
            title={t('stats.charts.activity', { activity: t(`stats.activities.${activity}`) })}
            categoryLabel={bucketLabel}
            kind="line"
            data={activities.data}
            loading={activities.isFetching}
            fileName={`aktivitaet-${activity}`}
            testId="chart-activity"
          />
        </div>
        <div>
          <Select
            label={t('stats.monthOf', { year })}
            placeholder={t('stats.wholeYear')}
            data={Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: t(`stats.months.${index + 1}`) }))}
            value={month}
            onChange={setMonth}
            clearable
            mb="xs"
          />
          <StatsChart
            title={t('stats.charts.unlocks', { year })}
            categoryLabel={month ? t('stats.day') : t('stats.month')}
            kind="bar"
            data={timeWise.data}
            loading={timeWise.isFetching}
            fileName={`freischaltungen-${year}${month ? `-${month}` : ''}`}
            testId="chart-unlocks"
          />
        </div>
        <StatsChart
          title={t('stats.charts.salesOwners')}
          categoryLabel={t('stats.salesOwner')}
          kind="bar"
          data={owners.data}
          loading={owners.isFetching}
          fileName="freischaltungen-sales-owner"
          categoryText={ownerText}
          testId="chart-sales-owners"
        />
        <StatsChart
          title={t('stats.charts.hiresByCompany')}
          categoryLabel={t('stats.company')}
          kind="bar"
          data={byCompany.data}
          loading={byCompany.isFetching}
          fileName="einstellungen-unternehmen"
          categoryText={(c) => c}
          testId="chart-hires-by-company"
        />
        <StatsChart
          title={t('stats.charts.rejections')}
          categoryLabel={t('stats.reason')}
          kind="bar"
          data={reasons.data}
          loading={reasons.isFetching}
          fileName="ablehnungsgruende"
          categoryText={(c) => t(`stats.reasons.${c}`, { defaultValue: c })}
          testId="chart-rejections"
        />
        <StatsChart
          title={t('stats.charts.revenue')}
          categoryLabel={bucketLabel}
          kind="line"
          data={revenue.data}
          loading={revenue.isFetching}
          fileName="umsatz"
          testId="chart-revenue"
        />
        <StatsChart
          title={t('stats.charts.revenueByCompany')}
          categoryLabel={t('stats.company')}
          kind="bar"
          data={revenueByCompany.data}
          loading={revenueByCompany.isFetching}
          fileName="umsatz-unternehmen"
          categoryText={(c) => c}
          testId="chart-revenue-by-company"
        />
        <StatsChart
          title={t('stats.charts.revenueBySalesOwner')}
          categoryLabel={t('stats.salesOwner')}
          kind="bar"
          data={revenueByOwner.data}
          loading={revenueByOwner.isFetching}
          fileName="umsatz-sales-owner"
          categoryText={ownerText}
          testId="chart-revenue-by-sales-owner"
        />
        <StatsChart
          title={t('stats.charts.revenueBySalesOwnerMonths')}
          categoryLabel={t('stats.salesOwner')}
          kind="bar"
          data={revenueByOwnerMonths.data}
          loading={revenueByOwnerMonths.isFetching}
          fileName="umsatz-sales-owner-monate"
          categoryText={ownerText}
          testId="chart-revenue-by-sales-owner-months"
        />
      </SimpleGrid>
    </Page>
  );
}
