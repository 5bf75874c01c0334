import { Anchor, Group, Pagination, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { RejectedOfferStatistics } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { formatDateTime, formatNumber } from '../../lib/format';
import { OfferFilters } from './offer-filters';
import { useBoardActorQuery, useRejectedOfferStatisticsQuery, useRejectedOffersQuery, type BoardFilters } from './offers-api';

/** A rejection reason's label: the known identifiers are translated, others shown as they are. */
function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => t(`rejectedOffers.reasons.${reason}`, { defaultValue: reason });
}

function ReasonStatistics({ statistics }: { statistics: RejectedOfferStatistics }) {
  const { t } = useTranslation();
  const label = useReasonLabel();
  return (
    <Paper withBorder p="md" data-testid="rejection-statistics">
      <Stack gap="xs">
        <Text fw={600}>{t('rejectedOffers.total', { count: statistics.total })}</Text>
        {statistics.reasons.map((row) => (
          <Stack key={row.reason} gap={2} data-testid="rejection-reason">
            <Group justify="space-between">
              <Text size="sm">{label(row.reason)}</Text>
              <Text size="sm">
                {row.count} ({formatNumber(row.percentage)} %)
              </Text>
            </Group>
            <Progress value={row.percentage} aria-label={label(row.reason)} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Offers their candidates rejected, with why: statistics per reason above the list, both under the same
 * filters. Admins filter by company and account manager too; a company's users see their own company.
 */
export function RejectedOffersRoute() {
  const { t } = useTranslation();
  const label = useReasonLabel();
  const [filters, setFilters] = useState<BoardFilters>({});
  const [page, setPage] = useState(1);
  const actor = useBoardActorQuery();
  const admin = actor.data === 'admin';
  const list = useRejectedOffersQuery({ page, ...filters });
  const statistics = useRejectedOfferStatisticsQuery({ page: 1, ...filters });
  const filter = (change: BoardFilters): void => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <Page title={t('rejectedOffers.title')}>
      <OfferFilters filters={filters} onChange={filter} admin={admin} companyFilter={admin} testIdPrefix="rejected-filter" />
      {statistics.data ? <ReasonStatistics statistics={statistics.data} /> : null}
      {list.data && list.data.data.length === 0 ? <Text>{t('rejectedOffers.empty')}</Text> : null}
      {list.data && list.data.data.length > 0 ? (
        <Table striped data-testid="rejected-offers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rejectedOffers.contact')}</Table.Th>
              <Table.Th>{t('board.company')}</Table.Th>
              <Table.Th>{t('board.campaign')}</Table.Th>
              <Table.Th>{t('rejectedOffers.reason')}</Table.Th>
              <Table.Th>{t('rejectedOffers.rejectedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((row) => (
              <Table.Tr key={row.id} data-testid="rejected-offer-row">
                <Table.Td>
                  {admin ? (
                    <Anchor component={Link} to={`/contacts/${row.driver.id}`}>
                      {row.driver.full_name}
                    </Anchor>
                  ) : (
                    row.driver.full_name
                  )}
                </Table.Td>
                <Table.Td>{row.company.name}</Table.Td>
                <Table.Td>{row.campaign.name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{label(row.reason)}</Text>
                  {row.text ? (
                    <Text size="sm" c="dimmed" fs="italic">
                      „{row.text}“
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatDateTime(row.rejected_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {list.data && list.data.meta.last_page > 1 ? (
        <Pagination
          total={list.data.meta.last_page}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`rejectedOffers.page.${control}`) })}
        />
      ) : null}
    </Page>
  );
}
