import { Anchor, Box, Card, Grid, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { formatEuros } from '../../lib/format';
import { EntryList } from './entry-list';
import {
  useAllTimeChartQuery,
  useCompareRecentChartQuery,
  useEmployerDashboardQuery,
  useMyUnlockedContactsQuery,
  useTimelineOverviewQuery,
} from './unlocked-contacts-api';

const AreaChart = lazy(async () => ({ default: (await import('./charts')).AreaChart }));
/** As `CHART_HEIGHT` in ./charts (not imported from there, which would load the charts with this screen). */
const CHART_HEIGHT = 260;

/** The employer's home: charts, open to-dos, campaigns with their remaining budget, recent activity; live by the change feeds. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const companyId = viewer?.company_id ?? '';
  const [cumulative, setCumulative] = useState(true);
  const allTime = useAllTimeChartQuery();
  const recent = useCompareRecentChartQuery({ cumulative: cumulative ? '1' : '0' });
  const figures = useEmployerDashboardQuery();
  const todos = useMyUnlockedContactsQuery({ page: 1, type: 'open_todos' });
  const activity = useTimelineOverviewQuery({ model: 'company', id: companyId, page: 1 }, { skip: !companyId });
  return (
    <Page title={t('employer.dashboard')}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Title order={2} size="h5">
              {t('employer.allTime')}
            </Title>
            <Box h={CHART_HEIGHT}>
              <Suspense fallback={null}>{allTime.data ? <AreaChart data={allTime.data} label={t('employer.allTime')} /> : null}</Suspense>
            </Box>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Group justify="space-between">
              <Title order={2} size="h5">
                {t('employer.compareRecent')}
              </Title>
              <Switch label={t('employer.cumulative')} checked={cumulative} onChange={(e) => setCumulative(e.currentTarget.checked)} />
            </Group>
            <Box h={CHART_HEIGHT}>
              <Suspense fallback={null}>
                {recent.data ? <AreaChart data={recent.data} label={t('employer.compareRecent')} /> : null}
              </Suspense>
            </Box>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder data-testid="dashboard-todos">
            <Title order={2} size="h5">
              {t('employer.openTodos')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs" data-testid="dashboard-todo-count">
              {t('employer.openTodosCount', {
                todos: figures.data?.open_todos ?? 0,
                contacts: figures.data?.contacts_with_open_todos ?? 0,
              })}
            </Text>
            <Stack gap={4}>
              {(todos.data?.data ?? []).slice(0, 8).map((contact) => (
                <Group key={contact.id} justify="space-between">
                  <Anchor component={Link} to={`/unlocked-contacts/${contact.id}`} size="sm" data-testid="dashboard-todo">
                    {contact.driver.full_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('employer.openCount', { count: contact.checklist.open_count })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder>
            <Title order={2} size="h5" mb="xs">
              {t('employer.campaigns')}
            </Title>
            {(figures.data?.campaigns ?? []).length === 0 ? <Text c="dimmed">{t('employer.noCampaigns')}</Text> : null}
            <Stack gap="xs">
              {(figures.data?.campaigns ?? []).map((campaign) => (
                <Stack key={campaign.id} gap={2}>
                  <Text size="sm" fw={600}>
                    {campaign.name}
                  </Text>
                  <Progress
                    value={campaign.budget > 0 ? (100 * campaign.remaining_budget) / campaign.budget : 0}
                    aria-label={campaign.name}
                  />
                  <Text size="xs" c="dimmed">
                    {t('employer.remaining', { remaining: formatEuros(campaign.remaining_budget), budget: formatEuros(campaign.budget) })}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder data-testid="dashboard-activity">
            <Title order={2} size="h5" mb="xs">
              {t('employer.recent')}
            </Title>
            <EntryList entries={(activity.data?.data ?? []).slice(0, 6)} showSubject />
          </Card>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
