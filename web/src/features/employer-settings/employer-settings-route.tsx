import { Badge, Button, Card, Checkbox, Group, Modal, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { CurrentUser, Definition } from '@rm/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { can } from '../../lib/feature';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { ContactSalesModal } from './contact-sales-modal';
import { ImageUpload } from './image-upload';
import {
  useCreateDefinitionMutation,
  useDefinitionsQuery,
  useDeleteDefinitionMutation,
  useSaveSepaMutation,
  useSepaSettingsQuery,
  useUpdateDefinitionMutation,
} from './employer-settings-api';
import { TableBody } from '../../components/table-body';

/** The delete-with-reason modal's minimum, after trimming (spec §5). */
const REASON_MIN_LENGTH = 5;

/** An employer's settings: SEPA direct debit, definitions, and contacting sales. */
export function EmployerSettingsRoute() {
  const { t } = useTranslation();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const [salesOpen, setSalesOpen] = useState(false);
  /** The SEPA mandate and contacting sales are the plan's: for users the company gave the billing. */
  const billing = can(user, 'billing');
  return (
    <Page
      title={t('employerSettings.title')}
      actions={
        billing ? (
          <Button variant="light" onClick={() => setSalesOpen(true)} data-testid="open-contact-sales">
            {t('employerSettings.sales.open')}
          </Button>
        ) : null
      }
    >
      {billing ? <SepaForm /> : null}
      <Definitions />
      <Card withBorder component="section" aria-labelledby="image-title">
        <Title order={2} size="h5" id="image-title" mb="xs">
          {t('employerSettings.image.title')}
        </Title>
        <ImageUpload />
      </Card>
      <ContactSalesModal
        opened={salesOpen}
        onClose={() => setSalesOpen(false)}
        initial={{ first_name: user.first_name, last_name: user.last_name, email: user.email }}
      />
    </Page>
  );
}

function SepaForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useSepaSettingsQuery();
  const [save, { isLoading, error }] = useSaveSepaMutation();
  const [values, setValues] = useState({ bank_account_owner: '', iban: '', swift_bic: '', signer_name: '' });
  const [accept, setAccept] = useState(false);
  const account = data?.data ?? null;
  useEffect(() => {
    if (account)
      setValues({
        bank_account_owner: account.bank_account_owner,
        iban: account.iban,
        swift_bic: account.swift_bic,
        signer_name: account.signer_name,
      });
  }, [account]);
  const errors = fieldErrors(error) ?? {};
  const filled = Object.values(values).every((value) => value.trim() !== '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ ...values, accept_terms: accept });
    if ('data' in result && result.data) dispatch(flashShown(serverText(result.data.message)));
  };
  const field = (name: keyof typeof values, label: string) => (
    <TextInput
      name={name}
      label={t(label)}
      required
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
    />
  );
  return (
    <Card withBorder component="section" aria-labelledby="sepa-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h5" id="sepa-title">
              {t('employerSettings.sepa.title')}
            </Title>
            {account ? (
              account.approved_at ? (
                <Badge color="green" data-testid="sepa-status">
                  {t('employerSettings.sepa.approved', { date: formatDate(account.approved_at) })}
                </Badge>
              ) : (
                <Badge color="yellow" data-testid="sepa-status">
                  {t('employerSettings.sepa.pending')}
                </Badge>
              )
            ) : (
              <Text size="sm">{t('employerSettings.sepa.none')}</Text>
            )}
          </Group>
          {field('bank_account_owner', 'employerSettings.sepa.owner')}
          {field('iban', 'employerSettings.sepa.iban')}
          {field('swift_bic', 'employerSettings.sepa.bic')}
          {field('signer_name', 'employerSettings.sepa.signer')}
          <Checkbox
            label={t('employerSettings.sepa.acceptTerms')}
            checked={accept}
            onChange={(event) => setAccept(event.currentTarget.checked)}
            error={errors['accept_terms']}
            data-testid="sepa-accept"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading} disabled={!filled} data-testid="sepa-save">
              {t('employerSettings.sepa.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Definitions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useDefinitionsQuery();
  const [create, creating] = useCreateDefinitionMutation();
  const [update, updating] = useUpdateDefinitionMutation();
  const [editing, setEditing] = useState<Definition | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [deleting, setDeleting] = useState<Definition | null>(null);
  const errors = fieldErrors(editing ? updating.error : creating.error) ?? {};
  const reset = () => {
    setEditing(null);
    setName('');
    setDescription('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = editing ? await update({ id: editing.id, name, description }) : await create({ name, description });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      reset();
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="definitions-title">
      <Stack>
        <Title order={2} size="h5" id="definitions-title">
          {t('employerSettings.definitions.title')}
        </Title>
        {data && data.data.length === 0 ? <Text size="sm">{t('employerSettings.definitions.none')}</Text> : null}
        {data && data.data.length > 0 ? (
          <Table data-testid="definitions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employerSettings.definitions.name')}</Table.Th>
                <Table.Th>{t('employerSettings.definitions.description')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <TableBody>
              {data.data.map((definition) => (
                <Table.Tr key={definition.id}>
                  <Table.Td>{definition.name}</Table.Td>
                  <Table.Td>{definition.description}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          setEditing(definition);
                          setName(definition.name);
                          setDescription(definition.description);
                        }}
                      >
                        {t('employerSettings.definitions.edit')}
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => setDeleting(definition)} data-testid="definition-delete">
                        {t('employerSettings.definitions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <TextInput
              name="definition_name"
              label={t('employerSettings.definitions.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors['name']}
            />
            <Textarea
              name="definition_description"
              label={t('employerSettings.definitions.description')}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={errors['description']}
            />
            <Group justify="flex-end">
              {editing ? (
                <Button variant="default" onClick={reset}>
                  {t('employerSettings.definitions.cancel')}
                </Button>
              ) : null}
              <Button type="submit" loading={creating.isLoading || updating.isLoading} data-testid="definition-save">
                {editing ? t('employerSettings.definitions.save') : t('employerSettings.definitions.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <DeleteWithReasonModal definition={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

/** The generic delete-with-reason modal, for a definition: a reason of at least 5 characters first. */
function DeleteWithReasonModal({ definition, onClose }: { definition: Definition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [remove, { isLoading, error }] = useDeleteDefinitionMutation();
  const errors = fieldErrors(error) ?? {};
  const close = () => {
    setReason('');
    setTooShort(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!definition) return;
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    const result = await remove({ id: definition.id, reason });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      close();
    }
  };
  return (
    <Modal
      opened={definition !== null}
      onClose={close}
      title={t('employerSettings.definitions.deleteTitle', { name: definition?.name ?? '' })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            name="reason"
            label={t('employerSettings.definitions.reason')}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooShort ? t('employerSettings.definitions.reasonTooShort') : errors['reason']}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={isLoading} data-testid="definition-delete-confirm">
              {t('employerSettings.definitions.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
