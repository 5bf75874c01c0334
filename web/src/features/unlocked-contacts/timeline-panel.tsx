import { Stack, Tabs, Title } from '@mantine/core';
import { TIMELINE_TYPES, type TimelineEntry, type TimelineModel, type TimelineType } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryForm } from './entry-form';
import { EntryList } from './entry-list';
import { TasksPanel } from './tasks-panel';
import { useTimelineOfTypeQuery, useTimelineOverviewQuery } from './unlocked-contacts-api';

function TypeTab({ type, model, id }: { type: TimelineType; model: TimelineModel; id: string }) {
  const { data } = useTimelineOfTypeQuery({ type, model, id, page: 1 });
  const [editing, setEditing] = useState<TimelineEntry | null>(null);
  return (
    <Stack>
      <EntryForm key={editing?.id ?? 'new'} type={type} model={model} id={id} editing={editing} onDone={() => setEditing(null)} />
      <EntryList entries={data?.data ?? []} onEdit={setEditing} showSubject={model === 'company'} />
    </Stack>
  );
}

/** The timeline of an unlocked contact or the company: overview, one tab per type with its form, and tasks; counts per type. */
export function TimelinePanel({
  model,
  id,
  companyId,
  showTasks = true,
}: {
  model: TimelineModel;
  id: string;
  companyId: string;
  /** The tasks tab (for users the company gave the tasks). */
  showTasks?: boolean;
}) {
  const { t } = useTranslation();
  const overview = useTimelineOverviewQuery({ model, id, page: 1 });
  const stats = overview.data?.overview.stats;
  const [tab, setTab] = useState<string>('overview');
  const count = (key: TimelineType | 'task') => (stats ? ` (${stats[key]})` : '');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('timeline.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'overview')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('timeline.tabs.overview')}</Tabs.Tab>
          {TIMELINE_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type} data-testid={`timeline-tab-${type}`}>
              {t(`timeline.tabs.${type}`)}
              {count(type)}
            </Tabs.Tab>
          ))}
          {showTasks ? (
            <Tabs.Tab value="task" data-testid="timeline-tab-task">
              {t('timeline.tabs.task')}
              {count('task')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="sm">
          <EntryList entries={overview.data?.data ?? []} showSubject={model === 'company'} />
        </Tabs.Panel>
        {TIMELINE_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="sm">
            <TypeTab type={type} model={model} id={id} />
          </Tabs.Panel>
        ))}
        {showTasks ? (
          <Tabs.Panel value="task" pt="sm">
            <TasksPanel model={model} id={id} companyId={companyId} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
