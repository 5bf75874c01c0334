import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TimelineEntry } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatPerformedAt } from './timeline-time';
import { useDeleteEntryMutation, useOutcomeOptionsQuery, useStarEntryMutation, useUnstarEntryMutation } from './unlocked-contacts-api';

/** What an entry says, in one or two lines. */
function summaryOf(entry: TimelineEntry): string {
  const p = entry.properties;
  if (entry.type === 'email') return `${p.subject ?? ''}: ${p.body ?? ''}`;
  if (entry.type === 'sms') return p.text ?? '';
  if (entry.type === 'meeting') return `${p.description ?? ''} (${p.date ?? ''} ${p.time ?? ''})`;
  return p.description ?? '';
}

/** Timeline entries with star/unstar, edit and delete (after a confirmation). */
export function EntryList({
  entries,
  onEdit,
  showSubject = false,
}: {
  entries: TimelineEntry[];
  onEdit?: (entry: TimelineEntry) => void;
  showSubject?: boolean;
}) {
  const { t } = useTranslation();
  const [star] = useStarEntryMutation();
  const [unstar] = useUnstarEntryMutation();
  const [remove, removing] = useDeleteEntryMutation();
  const [deleting, setDeleting] = useState<TimelineEntry | null>(null);
  const outcomes = useOutcomeOptionsQuery();
  const outcomeName = (id: string) =>
    t(`timeline.outcomes.${id}`, { defaultValue: outcomes.data?.find((outcome) => outcome.id === id)?.name ?? id });
  if (entries.length === 0) return <Text c="dimmed">{t('timeline.empty')}</Text>;
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm" data-testid="timeline-entry">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge variant="light">{t(`timeline.types.${entry.type}`)}</Badge>
                {entry.properties.outcome ? <Badge color="gray">{outcomeName(entry.properties.outcome)}</Badge> : null}
                <Text size="sm" c="dimmed">
                  {formatPerformedAt(entry.performed_at)}
                  {entry.author ? ` · ${t('timeline.by', { name: entry.author.full_name })}` : ''}
                  {showSubject && entry.contact ? ` · ${t('timeline.about', { name: entry.contact.full_name })}` : ''}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {summaryOf(entry)}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant={entry.starred ? 'filled' : 'subtle'}
                color="yellow"
                aria-label={entry.starred ? t('timeline.unstar') : t('timeline.star')}
                aria-pressed={entry.starred}
                onClick={() => void (entry.starred ? unstar({ id: entry.id }) : star({ id: entry.id }))}
                data-testid="entry-star"
              >
                ★
              </ActionIcon>
              {onEdit ? (
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(entry)}>
                  {t('timeline.edit')}
                </Button>
              ) : null}
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(entry)}>
                {t('timeline.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        message={deleting ? t('timeline.deleteQuestion', { type: t(`timeline.types.${deleting.type}`) }) : ''}
        loading={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove({ id: deleting.id }).then(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}
