import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { checklistOf } from '@rm/domain';
import { useTranslation } from 'react-i18next';

/** The to-do checklist of an unlocked contact (employer spec §4): owner chosen, contacted, status updated; the open count. */
export function Checklist({ contact }: { contact: { owner_id: string | null; last_contacted_at: string | null; status_id: number } }) {
  const { t } = useTranslation();
  const list = checklistOf(contact);
  const item = (done: boolean, text: string, hint?: string, testId?: string) => (
    <List.Item icon={<span aria-hidden>{done ? '✔' : '○'}</span>} data-testid={testId} data-done={done}>
      <Text size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
        {text}
      </Text>
      {hint && !done ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </List.Item>
  );
  return (
    <Card withBorder padding="sm" data-testid="checklist">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {t('employer.checklist')}
        </Title>
        <Badge color={list.open_count === 0 ? 'green' : 'orange'} data-testid="checklist-open">
          {list.open_count === 0 ? t('employer.checklistDone') : t('employer.openCount', { count: list.open_count })}
        </Badge>
      </Group>
      <List spacing={4}>
        {item(list.owner_chosen, t('employer.todoOwner'), undefined, 'todo-owner')}
        {item(list.contacted, t('employer.todoContacted'), t('employer.todoContactedHint'), 'todo-contacted')}
        {item(list.status_updated, t('employer.todoStatus'), undefined, 'todo-status')}
      </List>
    </Card>
  );
}
