import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useContactSalesMutation } from './employer-settings-api';

const FIELDS = ['first_name', 'last_name', 'company_name', 'email', 'mobile'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  first_name: 'employerSettings.sales.firstName',
  last_name: 'employerSettings.sales.lastName',
  company_name: 'employerSettings.sales.companyName',
  email: 'employerSettings.sales.email',
  mobile: 'employerSettings.sales.mobile',
};

/** The contact-sales modal: the inquiry fields, sent to sales with the package the company looked at. */
export function ContactSalesModal({
  opened,
  onClose,
  selectedPackage = null,
  initial = {},
}: {
  opened: boolean;
  onClose: () => void;
  selectedPackage?: string | null;
  initial?: Partial<Record<(typeof FIELDS)[number], string>>;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<string, string>>({ message: '', reachability: '', ...initial });
  const [send, { isLoading, error }] = useContactSalesMutation();
  const errors = fieldErrors(error) ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send({
      first_name: values['first_name'] ?? '',
      last_name: values['last_name'] ?? '',
      company_name: values['company_name'] ?? '',
      email: values['email'] ?? '',
      mobile: values['mobile'] || null,
      message: values['message'] || null,
      reachability: values['reachability'] || null,
      selected_package: selectedPackage,
      registered_from_page: window.location.pathname,
    });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onClose();
    }
  };
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('employerSettings.sales.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {FIELDS.map((name) => (
            <TextInput
              key={name}
              name={name}
              label={t(LABELS[name])}
              required={name !== 'mobile'}
              value={values[name] ?? ''}
              onChange={set(name)}
              error={errors[name]}
            />
          ))}
          <TextInput
            name="reachability"
            label={t('employerSettings.sales.reachability')}
            value={values['reachability'] ?? ''}
            onChange={set('reachability')}
          />
          <Textarea name="message" label={t('employerSettings.sales.message')} value={values['message'] ?? ''} onChange={set('message')} />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading} data-testid="sales-send">
              {t('employerSettings.sales.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
