import { specialCategoryHint } from '../../components/special-category-hint';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type { TimelineEntry, TimelineModel, TimelineType } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateEntryMutation, useOutcomeOptionsQuery, useUpdateEntryMutation } from './unlocked-contacts-api';
import { localPartsOf, nowParts, performedAtOf } from './timeline-time';

type Fields = { description: string; subject: string; body: string; text: string; outcome: string | null; date: string; time: string };

const emptyFields = (): Fields => ({ description: '', subject: '', body: '', text: '', outcome: null, date: '', time: '' });
const fieldsOf = (entry: TimelineEntry): Fields => ({
  ...emptyFields(),
  description: entry.properties.description ?? '',
  subject: entry.properties.subject ?? '',
  body: entry.properties.body ?? '',
  text: entry.properties.text ?? '',
  outcome: entry.properties.outcome ?? null,
  date: entry.properties.date ?? '',
  time: entry.properties.time ?? '',
});

/** The properties a type's form sends (employer spec §3). */
function propertiesOf(type: TimelineType, f: Fields) {
  switch (type) {
    case 'note':
      return { description: f.description };
    case 'email':
      return { subject: f.subject, body: f.body };
    case 'call':
      return { description: f.description, outcome: f.outcome };
    case 'sms':
      return { text: f.text, outcome: f.outcome };
    case 'meeting':
      return { description: f.description, date: f.date, time: f.time, outcome: f.outcome };
  }
}

/** The create/edit form of one timeline type; saving resets it (employer spec §4). */
export function EntryForm({
  type,
  model,
  id,
  editing,
  onDone,
}: {
  type: TimelineType;
  model: TimelineModel;
  id: string;
  editing: TimelineEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const outcomes = useOutcomeOptionsQuery();
  const [create, creating] = useCreateEntryMutation();
  const [update, updating] = useUpdateEntryMutation();
  const [fields, setFields] = useState<Fields>(() => (editing ? fieldsOf(editing) : emptyFields()));
  const [when, setWhen] = useState(() => (editing ? localPartsOf(editing.performed_at) : nowParts()));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (name: keyof Fields) => (value: string | null) => setFields((current) => ({ ...current, [name]: value ?? '' }));
  const error = (name: string) => errors[`properties.${name}`]?.[0] ?? errors[name]?.[0];
  const label = t(`timeline.types.${type}`);

  const submit = async () => {
    const body = { type, model, id, properties: propertiesOf(type, fields), performed_at: performedAtOf(when.date, when.time) };
    const result = editing ? await update({ ...body, entry_id: editing.id }) : await create(body);
    if ('error' in result) {
      const failure = result.error as { data?: { errors?: Record<string, string[]> } };
      setErrors(failure.data?.errors ?? {});
      return;
    }
    setErrors({});
    setFields(emptyFields());
    setWhen(nowParts());
    onDone();
  };
  const outcomeSelect = (
    <Select
      label={t('timeline.outcome')}
      data={(outcomes.data ?? []).map((o) => ({ value: o.id, label: t(`timeline.outcomes.${o.id}`, { defaultValue: o.name }) }))}
      value={fields.outcome}
      onChange={(value) => setFields((current) => ({ ...current, outcome: value }))}
      clearable={type !== 'call'}
      error={error('outcome')}
      data-testid="entry-outcome"
    />
  );
  return (
    <Stack gap="xs" data-testid={`entry-form-${type}`}>
      {type === 'email' ? (
        <>
          <TextInput
            label={t('timeline.subject')}
            value={fields.subject}
            onChange={(e) => set('subject')(e.currentTarget.value)}
            error={error('subject')}
          />
          <Textarea
            {...specialCategoryHint(t)}
            label={t('timeline.body')}
            value={fields.body}
            onChange={(e) => set('body')(e.currentTarget.value)}
            error={error('body')}
            autosize
            minRows={3}
          />
        </>
      ) : type === 'sms' ? (
        <Textarea
          {...specialCategoryHint(t)}
          label={t('timeline.text')}
          value={fields.text}
          onChange={(e) => set('text')(e.currentTarget.value)}
          error={error('text')}
          autosize
          minRows={2}
        />
      ) : (
        <Textarea
          {...specialCategoryHint(t)}
          label={t('timeline.description')}
          value={fields.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
          error={error('description')}
          autosize
          minRows={2}
          data-testid="entry-description"
        />
      )}
      {type === 'meeting' ? (
        <Group grow>
          <TextInput
            type="date"
            label={t('timeline.date')}
            value={fields.date}
            onChange={(e) => set('date')(e.currentTarget.value)}
            error={error('date')}
          />
          <TextInput
            type="time"
            label={t('timeline.time')}
            value={fields.time}
            onChange={(e) => set('time')(e.currentTarget.value)}
            error={error('time')}
          />
        </Group>
      ) : null}
      {type === 'call' || type === 'sms' || type === 'meeting' ? outcomeSelect : null}
      <Group grow>
        <TextInput
          type="date"
          label={t('timeline.performedDate')}
          value={when.date}
          onChange={(e) => setWhen({ ...when, date: e.currentTarget.value })}
          error={error('performed_at')}
        />
        <TextInput
          type="time"
          label={t('timeline.performedTime')}
          value={when.time}
          onChange={(e) => setWhen({ ...when, time: e.currentTarget.value })}
        />
      </Group>
      <Group justify="flex-end">
        {editing ? (
          <Button variant="default" onClick={onDone}>
            {t('timeline.cancelEdit')}
          </Button>
        ) : null}
        <Button onClick={() => void submit()} loading={creating.isLoading || updating.isLoading} data-testid={`entry-save-${type}`}>
          {editing ? t('timeline.save') : t('timeline.add', { type: label })}
        </Button>
      </Group>
    </Stack>
  );
}
