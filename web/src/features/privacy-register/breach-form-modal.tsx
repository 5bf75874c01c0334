import { Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { BREACH_RISKS, type Breach, type BreachFields, type BreachRisk } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useFormValues } from '../../lib/form-values';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { DateTimeField, instantOf, localInputOf, nowInput } from './date-time-field';
import { FormModalFooter } from './form-modal-footer';
import { useChangeBreachMutation, useRecordBreachMutation } from './privacy-register-api';

type BreachValues = {
  detectedAt: string;
  description: string;
  dataCategories: string;
  personsAffected: number | string;
  risk: BreachRisk;
  authorityNotifiedAt: string;
  personsNotifiedAt: string;
};

const valuesOf = (breach: Breach | null): BreachValues =>
  breach
    ? {
        detectedAt: localInputOf(breach.detectedAt),
        description: breach.description,
        dataCategories: breach.dataCategories,
        personsAffected: breach.personsAffected,
        risk: breach.risk,
        authorityNotifiedAt: localInputOf(breach.authorityNotifiedAt),
        personsNotifiedAt: localInputOf(breach.personsNotifiedAt),
      }
    : {
        detectedAt: nowInput(),
        description: '',
        dataCategories: '',
        personsAffected: 0,
        risk: 'risk',
        authorityNotifiedAt: '',
        personsNotifiedAt: '',
      };

const fieldsOf = (values: BreachValues): BreachFields => ({
  detectedAt: instantOf(values.detectedAt) ?? '',
  description: values.description.trim(),
  dataCategories: values.dataCategories.trim(),
  personsAffected: typeof values.personsAffected === 'number' ? values.personsAffected : Number(values.personsAffected || 0),
  risk: values.risk,
  authorityNotifiedAt: instantOf(values.authorityNotifiedAt),
  personsNotifiedAt: instantOf(values.personsNotifiedAt),
});

/** Records a breach or changes one, in a modal; the server's field messages show under each field. */
export function BreachFormModal({ breach, onClose }: { breach: Breach | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const record = useRecordBreachMutation();
  const change = useChangeBreachMutation();
  const [, state] = breach ? change : record;
  const errors = fieldErrors(state.error) ?? {};
  const { form, setForm, bind } = useFormValues<BreachValues>(() => valuesOf(breach), errors);
  const clear = (name: 'authorityNotifiedAt' | 'personsNotifiedAt') => () => setForm((before) => ({ ...before, [name]: '' }));

  const submit = async (): Promise<void> => {
    const fields = fieldsOf(form);
    const result = breach ? await change[0]({ id: breach.id, ...fields }) : await record[0](fields);
    if (result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onClose();
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(breach ? 'privacyRegister.breach.edit' : 'privacyRegister.breach.create')} size="lg">
      <form
        data-testid="breach-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <DateTimeField {...bind('detectedAt')} label={t('privacyRegister.breach.detectedAt')} required />
          <Textarea
            {...bind('description')}
            label={t('privacyRegister.breach.description')}
            description={t('privacyRegister.noNames')}
            autosize
            minRows={3}
            required
            data-testid="field-description"
          />
          <TextInput
            {...bind('dataCategories')}
            label={t('privacyRegister.breach.dataCategories')}
            required
            data-testid="field-dataCategories"
          />
          <Group grow align="flex-start">
            <NumberInput
              name="personsAffected"
              label={t('privacyRegister.breach.personsAffected')}
              value={form.personsAffected}
              onChange={(value) => setForm((before) => ({ ...before, personsAffected: value }))}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              error={errors['personsAffected']}
              data-testid="field-personsAffected"
            />
            <Select
              name="risk"
              label={t('privacyRegister.breach.risk')}
              data={BREACH_RISKS.map((risk) => ({ value: risk, label: t(`privacyRegister.breach.risks.${risk}`) }))}
              value={form.risk}
              onChange={(value) => value && setForm((before) => ({ ...before, risk: value as BreachRisk }))}
              allowDeselect={false}
              error={errors['risk']}
              data-testid="field-risk"
            />
          </Group>
          <Group grow align="flex-start">
            <DateTimeField
              {...bind('authorityNotifiedAt')}
              label={t('privacyRegister.breach.authorityNotifiedAt')}
              onClear={clear('authorityNotifiedAt')}
            />
            <DateTimeField
              {...bind('personsNotifiedAt')}
              label={t('privacyRegister.breach.personsNotifiedAt')}
              onClear={clear('personsNotifiedAt')}
            />
          </Group>
          <FormModalFooter error={state.error} errors={errors} saving={state.isLoading} saveTestId="breach-save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
