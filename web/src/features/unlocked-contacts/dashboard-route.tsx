import { Anchor, Box, Card, Grid, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { can } from '../../lib/feature';
import { formatEuros } from '../../lib/format';
import { whenIdle } from '../../lib/idle';
import type { AppDispatch } from '../../lib/store';
import { allTimeMonths } from './all-time-months';
import { EntryList } from './entry-list';
import {
  useAllTimeChartQuery,
  useCompareRecentChartQuery,
  useEmployerDashboardQuery,
  useMyUnlockedContactsQuery,
  unlockedContactsApi,
  useTimelineOverviewQuery,
} from './unlocked-contacts-api';

const AreaChart = lazy(async () => ({ default: (await import('./charts')).AreaChart }));
/** As `CHART_HEIGHT` in ./charts (not imported from there, which would load the charts with this screen). */
const CHART_HEIGHT = 260;

/**
 * Whether the element has come near the screen (sticky: once seen, kept), told once the browser is idle:
 * what waits on this (the charts) then comes after the screen's text and lists, not in their way.
 * Without IntersectionObserver, at once.
 */
function useSeen<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    let cancel = (): void => undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancel = whenIdle(() => setSeen(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [seen]);
  return [ref, seen];
}

/**
 * A chart's place, its height kept from the start (nothing moves when it arrives): the charts' script
 * (ECharts, the heaviest of the app) loads only when the place nears the screen, and the browser is idle. (The charts stay on top:
 * placed below the lists on a phone, they were pushed down as the lists filled, a layout shift of 0.38.)
 */
function ChartPlace({ children }: { children: ReactNode }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  return (
    <Box h={CHART_HEIGHT} ref={ref}>
      {seen ? <Suspense fallback={null}>{children}</Suspense> : null}
    </Box>
  );
}

/**
 * The company's contacts over all time (at least six months, the current one marked as running), asked for when its place nears the screen (with the charts' script:
 * nothing of it shows before); `onDone` once drawn, or once it cannot be.
 */
function AllTimeChart({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useAllTimeChartQuery();
  const months = useMemo(() => data && allTimeMonths(data, (month) => t('employer.runningMonth', { month })), [data, t]);
  useEffect(() => {
    if (isError) onDone();
  }, [isError, onDone]);
  return months ? <AreaChart data={months} label={t('employer.allTime')} onReady={onDone} running={t('employer.running')} /> : null;
}

/** This month's contacts against the previous month's, asked for as the chart above; drawn once `draw` says. */
function CompareRecentChart({ cumulative, draw }: { cumulative: boolean; draw: boolean }) {
  const { t } = useTranslation();
  const { data } = useCompareRecentChartQuery({ cumulative: cumulative ? '1' : '0' });
  return data && draw ? <AreaChart data={data} label={t('employer.compareRecent')} /> : null;
}

/** The open to-dos the dashboard lists. */
const OPEN_TODOS = { page: 1, type: 'open_todos' } as const;

/**
 * The dashboard's requests: its figures and to-dos when the company gave the user the unlocked contacts,
 * the company's recent activity (and the call outcomes' names it shows) when it gave them the timeline.
 * (The charts' data comes with the charts' script, see `AllTimeChart`: on a phone, two requests fewer in
 * the way of the screen's first scripts and data.)
 */
export function prefetchDashboard(dispatch: AppDispatch, user: CurrentUser | undefined): void {
  const { util } = unlockedContactsApi;
  if (can(user, 'unlocked-contacts')) {
    void dispatch(util.prefetch('employerDashboard', undefined, {}));
    void dispatch(util.prefetch('myUnlockedContacts', OPEN_TODOS, {}));
  }
  if (can(user, 'timeline') && user?.company_id) {
    void dispatch(util.prefetch('timelineOverview', { model: 'company', id: user.company_id, page: 1 }, {}));
    void dispatch(util.prefetch('outcomeOptions', undefined, {}));
  }
}

/** The two charts: the second is drawn once the first is and the browser is idle again (two tasks, not one long one). */
function ChartCards() {
  const { t } = useTranslation();
  const [cumulative, setCumulative] = useState(true);
  const [firstDrawn, setFirstDrawn] = useState(false);
  const firstReady = useCallback(() => whenIdle(() => setFirstDrawn(true)), []);
  return (
    <>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder>
          <Title order={2} size="h5">
            {t('employer.allTime')}
          </Title>
          <ChartPlace>
            <AllTimeChart onDone={firstReady} />
          </ChartPlace>
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
          <ChartPlace>
            <CompareRecentChart cumulative={cumulative} draw={firstDrawn} />
          </ChartPlace>
        </Card>
      </Grid.Col>
    </>
  );
}

/** The open to-dos: how many, on how many contacts, and the first contacts with some. */
function TodosCard() {
  const { t } = useTranslation();
  const figures = useEmployerDashboardQuery();
  const todos = useMyUnlockedContactsQuery(OPEN_TODOS);
  return (
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
  );
}

/** The company's approved campaigns with what remains of their budget. */
function CampaignsCard() {
  const { t } = useTranslation();
  const campaigns = useEmployerDashboardQuery().data?.campaigns ?? [];
  return (
    <Grid.Col span={{ base: 12, md: 4 }}>
      <Card withBorder>
        <Title order={2} size="h5" mb="xs">
          {t('employer.campaigns')}
        </Title>
        {campaigns.length === 0 ? <Text c="dimmed">{t('employer.noCampaigns')}</Text> : null}
        <Stack gap="xs">
          {campaigns.map((campaign) => (
            <Stack key={campaign.id} gap={2}>
              <Text size="sm" fw={600}>
                {campaign.name}
              </Text>
              <Progress value={campaign.budget > 0 ? (100 * campaign.remaining_budget) / campaign.budget : 0} aria-label={campaign.name} />
              <Text size="xs" c="dimmed">
                {t('employer.remaining', {
                  remaining: formatEuros(campaign.remaining_budget),
                  budget: formatEuros(campaign.budget),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Grid.Col>
  );
}

/** The company's latest activity. */
function ActivityCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const activity = useTimelineOverviewQuery({ model: 'company', id: companyId, page: 1 });
  return (
    <Grid.Col span={{ base: 12, md: 4 }}>
      <Card withBorder data-testid="dashboard-activity">
        <Title order={2} size="h5" mb="xs">
          {t('employer.recent')}
        </Title>
        <EntryList entries={(activity.data?.data ?? []).slice(0, 6)} showSubject />
      </Card>
    </Grid.Col>
  );
}

/**
 * The employer's home: charts, open to-dos, campaigns with their remaining budget, recent activity; live by the
 * change feeds. Each card asks for its own data, so that an answer (or a push that renews it) renders that card
 * alone: on a phone, rendering the whole screen for each answer made a long task of each.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const companyId = viewer?.company_id;
  // Each part shows what the company gave the user: the contacts' figures, the timeline's activity.
  const contacts = can(viewer, 'unlocked-contacts');
  const timeline = can(viewer, 'timeline');
  return (
    <Page title={t('employer.dashboard')}>
      <Grid>
        {contacts ? (
          <>
            <ChartCards />
            <TodosCard />
            <CampaignsCard />
          </>
        ) : null}
        {timeline && companyId ? <ActivityCard companyId={companyId} /> : null}
      </Grid>
    </Page>
  );
}
