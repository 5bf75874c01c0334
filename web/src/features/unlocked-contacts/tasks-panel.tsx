import { specialCategoryHint } from '../../components/special-category-hint';
import { Badge, Button, Card, Checkbox, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { CurrentUser, Task, TimelineModel } from '@rm/domain';
import { taskStatusColor } from '../../lib/task-status-colors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fieldErrors } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import {
  useCompanyUserOptionsQuery,
  useCreateTaskMutation,
  useDeleteTaskMutation,
  useTaskStatusOptionsQuery,
  useTasksOfQuery,
  useUpdateTaskMutation,
  useChangeTaskStatusMutation,
} from './unlocked-contacts-api';

/** Tomorrow, YYYY-MM-DD in local time: a new task's due date (employer spec §9). */
const tomorrow = (): string => {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

interface TaskFields {
  title: string;
  task: string;
  status_id: string | null;
  due_at: string;
  remind_on_due_at: boolean;
  assigner_id: string | null;
}

function TaskForm({
  initial,
  companyId,
  onSubmit,
  busy,
  errors,
}: {
  initial: TaskFields;
  companyId: string;
  onSubmit: (fields: TaskFields) => void;
  busy: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const statuses = useTaskStatusOptionsQuery();
  const users = useCompanyUserOptionsQuery({ company_id: companyId });
  const [fields, setFields] = useState(initial);
  return (
    <Stack gap="xs" data-testid="task-form">
      <TextInput
        label={t('tasks.title')}
        value={fields.title}
        onChange={(e) => setFields({ ...fields, title: e.currentTarget.value })}
        error={errors.title}
        required
        data-testid="task-title"
      />
      <Textarea
        {...specialCategoryHint(t)}
        label={t('tasks.task')}
        value={fields.task}
        onChange={(e) => setFields({ ...fields, task: e.currentTarget.value })}
        autosize
        minRows={2}
      />
      <Group grow>
        <Select
          label={t('tasks.status')}
          data={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={fields.status_id ?? statuses.data?.find((s) => s.identifier === 'not_started')?.id ?? null}
          onChange={(value) => setFields({ ...fields, status_id: value })}
          error={errors.status_id}
        />
        <TextInput
          type="date"
          label={t('tasks.dueAt')}
          value={fields.due_at}
          onChange={(e) => setFields({ ...fields, due_at: e.currentTarget.value })}
          error={errors.due_at}
        />
        <Select
          label={t('tasks.assignee')}
          data={(users.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
          value={fields.assigner_id}
          onChange={(value) => setFields({ ...fields, assigner_id: value })}
          error={errors.assigner_id}
        />
      </Group>
      <Checkbox
        label={t('tasks.remind')}
        checked={fields.remind_on_due_at}
        onChange={(e) => setFields({ ...fields, remind_on_due_at: e.currentTarget.checked })}
      />
      <Group justify="flex-end">
        <Button onClick={() => onSubmit(fields)} loading={busy} data-testid="task-save">
          {t('tasks.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The first message per field of a refused save, in the user's language. */
const errorsOf = (result: { error?: unknown }): Record<string, string> => fieldErrors(result.error) ?? {};

/** The tasks of a subject: create (defaults: not_started, tomorrow, reminder on, oneself), edit in a modal, change the status, delete after a confirmation. */
export function TasksPanel({ model, id, companyId }: { model: TimelineModel; id: string; companyId: string }) {
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const { data } = useTasksOfQuery({ model, id });
  const statuses = useTaskStatusOptionsQuery();
  const [create, creating] = useCreateTaskMutation();
  const [update, updating] = useUpdateTaskMutation();
  const [remove, removing] = useDeleteTaskMutation();
  const [changeStatus] = useChangeTaskStatusMutation();
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const fresh: TaskFields = {
    title: '',
    task: '',
    status_id: null,
    due_at: tomorrow(),
    remind_on_due_at: true,
    assigner_id: viewer?.id ?? null,
  };
  const bodyOf = (fields: TaskFields) => ({
    title: fields.title,
    task: fields.task || null,
    ...(fields.status_id ? { status_id: fields.status_id } : {}),
    due_at: fields.due_at || null,
    remind_on_due_at: fields.remind_on_due_at,
    ...(fields.assigner_id ? { assigner_id: fields.assigner_id } : {}),
  });
  return (
    <Stack gap="sm">
      <TaskForm
        key={formKey}
        initial={fresh}
        companyId={companyId}
        busy={creating.isLoading}
        errors={errors}
        onSubmit={(fields) =>
          void create({ model, id, ...bodyOf(fields) }).then((result) => {
            setErrors(errorsOf(result));
            if (!('error' in result)) setFormKey((k) => k + 1);
          })
        }
      />
      {(data?.data ?? []).length === 0 ? <Text c="dimmed">{t('tasks.empty')}</Text> : null}
      {(data?.data ?? []).map((task) => (
        <Card key={task.id} withBorder padding="sm" data-testid="task-item">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{task.title}</Text>
              {task.task ? <Text size="sm">{task.task}</Text> : null}
              <Text size="sm" c="dimmed">
                {t('tasks.dueAt')}: {formatDate(task.due_at)} · {task.assigner?.full_name}
                {task.remind_on_due_at ? ' · 🔔' : ''}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Select
                aria-label={t('tasks.status')}
                w={160}
                size="xs"
                data={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                value={task.status_id}
                onChange={(value) => value && void changeStatus({ id: task.id, status_id: value })}
              />
              {task.status ? (
                <Badge color={taskStatusColor(task.status.status_color)} data-testid="task-status">
                  {task.status.name}
                </Badge>
              ) : null}
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  setEditErrors({});
                  setEditing(task);
                }}
              >
                {t('timeline.edit')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(task)}>
                {t('tasks.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('tasks.edit')}>
        {editing ? (
          <TaskForm
            initial={{
              title: editing.title,
              task: editing.task ?? '',
              status_id: editing.status_id,
              due_at: editing.due_at,
              remind_on_due_at: editing.remind_on_due_at,
              assigner_id: editing.assigner_id,
            }}
            companyId={companyId}
            busy={updating.isLoading}
            errors={editErrors}
            onSubmit={(fields) =>
              void update({ id: editing.id, ...bodyOf(fields) }).then((result) => {
                setEditErrors(errorsOf(result));
                if (!('error' in result)) setEditing(null);
              })
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('tasks.deleteQuestion')}
        loading={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove({ id: deleting.id }).then(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}
