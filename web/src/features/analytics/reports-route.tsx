import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { ConversionChannel, ConversionRow } from '@rm/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { useCampaignOptionsQuery, useCompanyOptionsQuery } from '../../lib/shared-api';
import {
  useCampaignOffersGraphQuery,
  useCampaignRejectionReasonsQuery,
  useCampaignRoiReportQuery,
  useCampaignStatsQuery,
  usePotentialUnlocksMutation,
  useConversionReportMailQuery,
  useConversionReportQuery,
  useConversionReportSmsQuery,
} from './analytics-api';
import { ReportTable } from './report-table';
import { StatsChart } from './stats-chart';
import { StatsTabs } from './stats-tabs';
import { AsOfInput, useAsOf } from './as-of';

/** The end of a calendar day (YYYY-MM-DD) in the browser's time zone, as the API's `as_of` instant. */
/**
 * The reports: the conversion of a company's or campaign's offers (all, SMS, mail), a campaign's figures,
 * and the return of an advertising campaign; each as of any past day, each as a table and CSV.
 */
export function ReportsRoute() {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [till, setTill] = useState('');
  const { day: asOfDay, setDay: setAsOfDay, asOf } = useAsOf();
  const [channel, setChannel] = useState<ConversionChannel>('all');
  const [utmCampaign, setUtmCampaign] = useState('');
  const [utmContent, setUtmContent] = useState('');
  const [spend, setSpend] = useState<number | string>(0);
  const as_of = asOf ? { as_of: asOf } : {};

  const companies = useCompanyOptionsQuery();
  const campaigns = useCampaignOptionsQuery(companyId ? { company_id: companyId } : skipToken);
  const scope = {
    ...(companyId ? { company_id: companyId } : {}),
    ...(campaignId ? { campaign_id: campaignId } : {}),
    ...(from ? { from } : {}),
    ...(till ? { till } : {}),
    ...as_of,
  };
  const all = useConversionReportQuery(channel === 'all' ? scope : skipToken);
  const sms = useConversionReportSmsQuery(channel === 'sms' ? scope : skipToken);
  const mail = useConversionReportMailQuery(channel === 'mail' ? scope : skipToken);
  const conversion = channel === 'sms' ? sms : channel === 'mail' ? mail : all;
  const rows = conversion.data?.data;
  const stepText = (row: ConversionRow): string => t(`reports.steps.${row.step}`);

  const campaign = campaignId ? { id: campaignId, ...as_of } : skipToken;
  const stats = useCampaignStatsQuery(campaign);
  const graph = useCampaignOffersGraphQuery(campaignId ? { id: campaignId, period: 'last_90_days', ...as_of } : skipToken);
  const reasons = useCampaignRejectionReasonsQuery(campaign);
  // The unlocks still to come are today's figure (the open offers and the budget left now), not one as of a past day.
  const [potentialUnlocks, potential] = usePotentialUnlocksMutation();
  useEffect(() => {
    if (campaignId) void potentialUnlocks({ campaign_id: campaignId });
  }, [campaignId, potentialUnlocks]);
  const stillToCome = potential.data?.campaign_id === campaignId && !as_of.as_of ? potential.data : undefined;
  const potentialFigures = stillToCome
    ? (['open_offers', 'affordable_unlocks', 'potential_unlocks'] as const).map((key) => ({ key, value: stillToCome[key] }))
    : [];
  const roi = useCampaignRoiReportQuery(
    utmCampaign.trim()
      ? {
          utm_campaign: utmCampaign.trim(),
          ...(utmContent.trim() ? { utm_content: utmContent.trim() } : {}),
          spend: Number(spend) || 0,
          ...as_of,
        }
      : skipToken,
  );
  const figures = stats.data;

  return (
    <Page title={t('reports.title')}>
      <StatsTabs />
      <Group align="flex-end" role="group" aria-label={t('stats.filter')}>
        <Select
          label={t('reports.company')}
          placeholder={t('reports.allCompanies')}
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={companyId}
          onChange={(value) => {
            setCompanyId(value);
            setCampaignId(null);
          }}
          searchable
          clearable
          data-testid="reports-company"
        />
        <Select
          label={t('reports.campaign')}
          placeholder={t('reports.allCampaigns')}
          data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={campaignId}
          onChange={setCampaignId}
          disabled={!companyId}
          searchable
          clearable
          data-testid="reports-campaign"
        />
        <TextInput
          label={t('reports.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data-testid="reports-from"
        />
        <TextInput
          label={t('reports.till')}
          type="date"
          value={till}
          onChange={(e) => setTill(e.currentTarget.value)}
          data-testid="reports-till"
        />
        <AsOfInput day={asOfDay} setDay={setAsOfDay} testId="reports-as-of" />
      </Group>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportTable
          title={t('reports.conversion')}
          rowLabel={t('reports.step')}
          rowText={stepText}
          columns={[
            { key: 'count', label: t('reports.count'), value: (row) => row.count },
            { key: 'rate', label: t('reports.rate'), value: (row) => row.rate },
            { key: 'step_rate', label: t('reports.stepRate'), value: (row) => row.step_rate },
          ]}
          rows={rows}
          loading={conversion.isFetching}
          fileName={`konversion-${channel}`}
          testId="report-conversion"
          actions={
            <SegmentedControl
              size="xs"
              aria-label={t('reports.channel')}
              data={(['all', 'sms', 'mail'] as const).map((value) => ({ value, label: t(`reports.channels.${value}`) }))}
              value={channel}
              onChange={(value) => setChannel(value as ConversionChannel)}
              data-testid="reports-channel"
            />
          }
        />
        <StatsChart
          title={t('reports.funnel')}
          categoryLabel={t('reports.step')}
          kind="bar"
          data={rows && { categories: rows.map(stepText), series: [{ name: 'offers', data: rows.map((row) => row.count) }] }}
          loading={conversion.isFetching}
          categoryText={(category) => category}
          fileName={`trichter-${channel}`}
          testId="chart-funnel"
        />
      </SimpleGrid>

      {campaignId ? (
        <Stack gap="md" data-testid="campaign-stats">
          <Title order={2} size="h4">
            {t('reports.campaignStats', { name: figures?.name ?? '' })}
          </Title>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <ReportTable
              title={t('reports.figures')}
              rowLabel={t('reports.figure')}
              rowText={(row: { key: string }) => t(`reports.figureNames.${row.key}`)}
              columns={[{ key: 'value', label: t('reports.value'), value: (row: { value: number }) => row.value }]}
              rows={
                figures &&
                (
                  [
                    'offers_sent',
                    'visible',
                    'accepted',
                    'rejected',
                    'unlocks',
                    'hires',
                    'profile_visits',
                    'spent',
                    'budget',
                    'unlock_rate',
                    'hire_rate',
                  ] as const
                )
                  .map((key): { key: string; value: number } => ({ key, value: figures[key] }))
                  .concat(potentialFigures)
              }
              loading={stats.isFetching}
              fileName="kampagne-kennzahlen"
              testId="campaign-figures"
            />
            <StatsChart
              title={t('reports.offersGraph')}
              categoryLabel={t('stats.day')}
              kind="line"
              data={graph.data}
              loading={graph.isFetching}
              fileName="kampagne-angebote"
              testId="chart-offers-graph"
            />
            <StatsChart
              title={t('reports.rejectionReasons')}
              categoryLabel={t('stats.reason')}
              kind="bar"
              data={reasons.data}
              loading={reasons.isFetching}
              categoryText={(reason) => t(`stats.reasons.${reason}`, { defaultValue: reason })}
              fileName="kampagne-ablehnungsgruende"
              testId="chart-campaign-rejections"
            />
          </SimpleGrid>
        </Stack>
      ) : null}

      <Title order={2} size="h4">
        {t('reports.roi')}
      </Title>
      <Group align="flex-end" role="group" aria-label={t('reports.roi')}>
        <TextInput
          label={t('reports.utmCampaign')}
          value={utmCampaign}
          onChange={(e) => setUtmCampaign(e.currentTarget.value)}
          data-testid="roi-utm-campaign"
        />
        <TextInput
          label={t('reports.utmContent')}
          value={utmContent}
          onChange={(e) => setUtmContent(e.currentTarget.value)}
          data-testid="roi-utm-content"
        />
        <NumberInput
          label={t('reports.spend')}
          value={spend}
          onChange={setSpend}
          min={0}
          decimalSeparator=","
          thousandSeparator="."
          suffix=" €"
          data-testid="roi-spend"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportTable
          title={t('reports.roiFigures')}
          rowLabel={t('reports.figure')}
          rowText={(row: { key: string }) => t(`reports.roiNames.${row.key}`)}
          columns={[{ key: 'value', label: t('reports.value'), value: (row: { value: number | null }) => row.value }]}
          rows={
            roi.data &&
            (
              [
                'contacts',
                'offers',
                'unlocks',
                'hires',
                'revenue',
                'spend',
                'cost_per_contact',
                'cost_per_unlock',
                'cost_per_hire',
                'roi',
              ] as const
            ).map((key) => ({ key, value: roi.data?.[key] ?? null }))
          }
          loading={roi.isFetching}
          fileName="kampagnen-roi"
          testId="report-roi"
        />
        <ReportTable
          title={t('reports.byContent')}
          rowLabel="utm_content"
          rowText={(row) => row.utm_content ?? t('reports.unknown')}
          columns={[
            { key: 'contacts', label: t('reports.roiNames.contacts'), value: (row) => row.contacts },
            { key: 'unlocks', label: t('reports.roiNames.unlocks'), value: (row) => row.unlocks },
            { key: 'hires', label: t('reports.roiNames.hires'), value: (row) => row.hires },
            { key: 'revenue', label: t('reports.roiNames.revenue'), value: (row) => row.revenue },
          ]}
          rows={roi.data?.by_content}
          loading={roi.isFetching}
          fileName="kampagnen-roi-inhalte"
          testId="report-roi-content"
        />
      </SimpleGrid>
    </Page>
  );
}
