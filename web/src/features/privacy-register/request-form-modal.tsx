import { Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  DATA_SUBJECT_REQUEST_KINDS,
  type DataSubjectRequest,
  type DataSubjectRequestFields,
  type DataSubjectRequestKind,
} from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useFormValues } from '../../lib/form-values';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { DateTimeField, instantOf, localInputOf, nowInput } from './date-time-field';
import { FormModalFooter } from './form-modal-footer';
import { useChangeDataSubjectRequestMutation, useRecordDataSubjectRequestMutation } from './privacy-register-api';

type RequestValues = {
  kind: DataSubjectRequestKind;
  receivedAt: string;
  reference: string;
  extended: boolean;
  doneAt: string;
};

const valuesOf = (request: DataSubjectRequest | null): RequestValues =>
  request
    ? {
        kind: request.kind,
        receivedAt: localInputOf(request.receivedAt),
        reference: request.reference,
        extended: request.extended,
        doneAt: localInputOf(request.doneAt),
      }
    : { kind: 'access', receivedAt: nowInput(), reference: '', extended: false, doneAt: '' };

/** Records a data-subject request or changes one (extended, done), in a modal; the server's field messages show under each field. */
export function RequestFormModal({ request, onClose }: { request: DataSubjectRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const record = useRecordDataSubjectRequestMutation();
  const change = useChangeDataSubjectRequestMutation();
  const [, state] = request ? change : record;
  const errors = fieldErrors(state.error) ?? {};
  const { form, setForm, bind } = useFormValues<RequestValues>(() => valuesOf(request), errors);

  const submit = async (): Promise<void> => {
    const fields: DataSubjectRequestFields = {
      kind: form.kind,
      receivedAt: instantOf(form.receivedAt) ?? '',
      reference: form.reference.trim(),
      // The candidate it concerns stays as recorded (this form does not choose one).
      contactId: request?.contactId ?? null,
      extended: form.extended,
      doneAt: instantOf(form.doneAt),
    };
    const result = request ? await change[0]({ id: request.id, ...fields }) : await record[0](fields);
    if (result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onClose();
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(request ? 'privacyRegister.request.edit' : 'privacyRegister.request.create')} size="lg">
      <form
        data-testid="request-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            name="kind"
            label={t('privacyRegister.request.kind')}
            data={DATA_SUBJECT_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`privacyRegister.request.kinds.${kind}`) }))}
            value={form.kind}
            onChange={(value) => value && setForm((before) => ({ ...before, kind: value as DataSubjectRequestKind }))}
            allowDeselect={false}
            error={errors['kind']}
            data-testid="field-kind"
          />
          <Group grow align="flex-start">
            <DateTimeField {...bind('receivedAt')} label={t('privacyRegister.request.receivedAt')} required />
            <TextInput
              {...bind('reference')}
              label={t('privacyRegister.request.reference')}
              description={t('privacyRegister.request.referenceHint')}
              required
              data-testid="field-reference"
            />
          </Group>
          <Checkbox
            name="extended"
            label={t('privacyRegister.request.extended')}
            checked={form.extended}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setForm((before) => ({ ...before, extended: checked }));
            }}
            error={errors['extended']}
            data-testid="field-extended"
          />
          <DateTimeField
            {...bind('doneAt')}
            label={t('privacyRegister.request.doneAt')}
            onClear={() => setForm((before) => ({ ...before, doneAt: '' }))}
          />
          <FormModalFooter error={state.error} errors={errors} saving={state.isLoading} saveTestId="request-save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
