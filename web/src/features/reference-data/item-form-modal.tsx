import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { OPTION_LANGUAGES, TASK_STATUS_COLORS } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import type { FieldConfig, KindConfig } from './reference-kinds';
import { mutationHook, type Item } from './reference-endpoints';
import { serverText } from '../../lib/server-text';

type Values = Record<string, unknown>;

const initialValues = (config: KindConfig, item: Item | null): Values =>
  Object.fromEntries(config.fields.map((field) => [field.name, item ? item[field.name] : field.initial]));

/** Leaves out what the user left empty where the server has a default (it keeps the value on an edit). */
function bodyOf(config: KindConfig, values: Values): Values {
  const body: Values = {};
  for (const field of config.fields) {
    const value = values[field.name];
    if (value === '' && !field.required && field.type !== 'text' && field.type !== 'textarea') continue;
    body[field.name] = field.type === 'date' && value === '' ? null : value;
  }
  return body;
}

/** The create or edit form of an item of a kind, in a modal; the server's field errors show under each field. */
export function ItemFormModal({ config, item, onClose }: { config: KindConfig; item: Item | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => initialValues(config, item));
  const create = mutationHook(config.endpoints.create).useMutation();
  const update = mutationHook(config.endpoints.update).useMutation();
  const [send, state] = item ? update : create;
  const errors = fieldErrors(state.error) ?? {};
  const set = (name: string, value: unknown): void => setValues((current) => ({ ...current, [name]: value }));
  const label = (name: string): string => t(`referenceData.fields.${name}`);

  const submit = async (): Promise<void> => {
    const result = await send({ ...(item ? { id: item.id } : {}), ...bodyOf(config, values) });
    if (result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onClose();
    }
  };

  const input = (field: FieldConfig) => {
    const common = { label: label(field.name), required: field.required, error: errors[field.name], 'data-testid': `field-${field.name}` };
    const value = values[field.name];
    switch (field.type) {
      case 'text':
        return (
          <TextInput {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => set(field.name, e.currentTarget.value)} />
        );
      case 'textarea':
        return (
          <Textarea
            {...common}
            autosize
            minRows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => set(field.name, e.currentTarget.value)}
          />
        );
      case 'euros':
      case 'integer':
        return (
          <NumberInput
            {...common}
            value={typeof value === 'number' ? value : ''}
            onChange={(next) => set(field.name, typeof next === 'number' ? next : next === '' ? '' : Number(next))}
            decimalScale={field.type === 'euros' ? 2 : 0}
            decimalSeparator={field.type === 'euros' ? ',' : undefined}
            thousandSeparator={field.type === 'euros' ? '.' : undefined}
            suffix={field.type === 'euros' ? ' €' : undefined}
            allowDecimal={field.type === 'euros'}
          />
        );
      case 'date':
        return (
          <TextInput
            {...common}
            type="date"
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => set(field.name, e.currentTarget.value)}
          />
        );
      case 'boolean':
        return (
          <Checkbox
            label={common.label}
            error={common.error}
            data-testid={common['data-testid']}
            checked={value === true}
            onChange={(e) => set(field.name, e.currentTarget.checked)}
          />
        );
      case 'color':
        return (
          <Select
            {...common}
            data={TASK_STATUS_COLORS.map((color) => ({ value: color, label: t(`referenceData.colors.${color}`) }))}
            value={typeof value === 'string' ? value : null}
            onChange={(next) => set(field.name, next ?? 'default')}
            allowDeselect={false}
          />
        );
      case 'labels': {
        const labels = (value ?? {}) as Record<string, string>;
        return (
          <Group grow align="flex-start">
            {OPTION_LANGUAGES.map((language) => (
              <TextInput
                key={language}
                label={t(`referenceData.fields.label_${language}`)}
                required={language === 'de'}
                value={labels[language] ?? ''}
                error={errors[`label.${language}`]}
                onChange={(e) => set(field.name, { ...labels, [language]: e.currentTarget.value })}
                data-testid={`field-label-${language}`}
              />
            ))}
          </Group>
        );
      }
      default:
        return null;
    }
  };

  const unexplained = state.error && Object.keys(errors).length === 0 ? errorMessage(state.error) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(item ? 'referenceData.edit' : 'referenceData.create', { kind: t(`referenceData.item.${config.kind}`) })}
      size="lg"
      data-testid="item-form"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {config.fields.map((field) => (
            <div key={field.name}>{input(field)}</div>
          ))}
          {unexplained ? <Alert color="red">{unexplained}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('referenceData.cancel')}
            </Button>
            <Button type="submit" loading={state.isLoading} data-testid="item-save">
              {t('referenceData.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
