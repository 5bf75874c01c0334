import { Anchor, Button, Card, FileInput, Group, Select, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../components/page';
import { can } from '../../lib/feature';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useActiveSourcingQuotaQuery,
  useContactDocumentsQuery,
  useContactInformationQuery,
  useCreateMessageTemplateMutation,
  useDeleteContactDocumentMutation,
  useDeleteMessageTemplateMutation,
  useMessageTemplatesQuery,
  useSendSourcingMessageMutation,
  useSourcingUnlockedContactsQuery,
  useUploadContactDocumentsMutation,
} from './employer-settings-api';
import { TableBody } from '../../components/table-body';

/** Active sourcing: the quota, message templates, and the contact panel (details, a message from a template, documents). */
export function ActiveSourcingRoute() {
  const { t } = useTranslation();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const { data: quota } = useActiveSourcingQuotaQuery();
  return (
    <Page title={t('employerActiveSourcing.title')}>
      <Card withBorder component="section" aria-labelledby="quota-title">
        <Title order={2} size="h5" id="quota-title">
          {t('employerActiveSourcing.quota')}
        </Title>
        {quota ? (
          <Stack gap={2}>
            <Text data-testid="quota">
              {quota.has_unlimited_access
                ? t('employerActiveSourcing.unlimited')
                : t('employerActiveSourcing.remaining', { remaining: quota.remaining_messages ?? 0, total: quota.total_messages })}
            </Text>
            <Text size="sm">{t('employerActiveSourcing.recontact', { days: quota.contact_same_user_after_days })}</Text>
          </Stack>
        ) : null}
      </Card>
      <Templates customizable={quota?.can_customize_message ?? false} />
      {can(user, 'unlocked-contacts') ? (
        <ContactPanel
          companyId={user.company_id ?? ''}
          standardMessage={quota?.can_customize_message === false ? quota.standard_message : null}
        />
      ) : null}
    </Page>
  );
}

function Templates({ customizable }: { customizable: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useMessageTemplatesQuery();
  const [create, { isLoading, error }] = useCreateMessageTemplateMutation();
  const [remove] = useDeleteMessageTemplateMutation();
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const errors = fieldErrors(error) ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ name, body });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setName('');
      setBody('');
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="templates-title">
      <Stack>
        <Title order={2} size="h5" id="templates-title">
          {t('employerActiveSourcing.templates')}
        </Title>
        {data && data.data.length === 0 ? <Text size="sm">{t('employerActiveSourcing.noTemplates')}</Text> : null}
        {data?.data.map((template) => (
          <Group key={template.id} justify="space-between" wrap="nowrap" data-testid="template">
            <Stack gap={0}>
              <Text fw={600}>{template.name}</Text>
              <Text size="sm">{template.body}</Text>
            </Stack>
            <Button size="xs" color="red" variant="light" onClick={() => void remove({ id: template.id })}>
              {t('employerActiveSourcing.deleteTemplate')}
            </Button>
          </Group>
        ))}
        {!customizable ? <Text size="sm">{t('employerActiveSourcing.standardOnly')}</Text> : null}
        <form onSubmit={(event) => void submit(event)} noValidate hidden={!customizable}>
          <Stack gap="xs">
            <TextInput
              name="template_name"
              label={t('employerActiveSourcing.templateName')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors['name']}
            />
            <Textarea
              name="template_body"
              label={t('employerActiveSourcing.templateBody')}
              required
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              error={errors['body']}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isLoading} data-testid="template-save">
                {t('employerActiveSourcing.addTemplate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function ContactPanel({ companyId, standardMessage }: { companyId: string; standardMessage: string | null }) {
  const { t } = useTranslation();
  const contacts = useSourcingUnlockedContactsQuery({ id: companyId, page: 1 }, { skip: !companyId });
  const [contactId, setContactId] = useState<string | null>(null);
  return (
    <Card withBorder component="section" aria-labelledby="contact-panel-title">
      <Stack>
        <Title order={2} size="h5" id="contact-panel-title">
          {t('employerActiveSourcing.contact')}
        </Title>
        <Select
          label={t('employerActiveSourcing.chooseContact')}
          data={(contacts.data?.data ?? []).map((row) => ({ value: row.driver.id, label: row.driver.full_name }))}
          value={contactId}
          onChange={setContactId}
          searchable
          data-testid="sourcing-contact"
        />
        {contactId ? <ContactDetails contactId={contactId} standardMessage={standardMessage} /> : null}
      </Stack>
    </Card>
  );
}

/** `standardMessage`: what a package that cannot customise messages sends (the text cannot be changed then). */
function ContactDetails({ contactId, standardMessage }: { contactId: string; standardMessage: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: information } = useContactInformationQuery({ userId: contactId });
  const { data: templates } = useMessageTemplatesQuery();
  const [send, sending] = useSendSourcingMessageMutation();
  const [message, setMessage] = useState(standardMessage ?? '');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const errors = fieldErrors(sending.error) ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send({
      user_id: contactId,
      template_id: standardMessage === null ? templateId : null,
      message: standardMessage ?? message,
    });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setMessage(standardMessage ?? '');
    } else if ('error' in result && !fieldErrors(result.error)) dispatch(flashShown(errorMessage(result.error), 'danger'));
  };
  return (
    <Stack>
      {information ? (
        <Stack gap={0} data-testid="contact-information">
          <Text fw={600}>{information.full_name}</Text>
          <Text size="sm">{information.email}</Text>
          <Text size="sm">{information.phone}</Text>
        </Stack>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          {standardMessage !== null ? <Text size="sm">{t('employerActiveSourcing.standardOnly')}</Text> : null}
          <Select
            hidden={standardMessage !== null}
            label={t('employerActiveSourcing.template')}
            data={(templates?.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={templateId}
            clearable
            onChange={(value) => {
              setTemplateId(value);
              const chosen = templates?.data.find((template) => template.id === value);
              if (chosen) setMessage(chosen.body);
            }}
            data-testid="sourcing-template"
          />
          <Textarea
            name="message"
            label={t('employerActiveSourcing.message')}
            required
            readOnly={standardMessage !== null}
            value={standardMessage ?? message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors['message']}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending.isLoading} data-testid="sourcing-send">
              {t('employerActiveSourcing.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Documents contactId={contactId} />
    </Stack>
  );
}

function Documents({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useContactDocumentsQuery({ userId: contactId });
  const [upload, uploading] = useUploadContactDocumentsMutation();
  const [remove, removing] = useDeleteContactDocumentMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const submit = async () => {
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await upload({ userId: contactId, files });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setFiles([]);
    } else dispatch(flashShown(t('employerActiveSourcing.uploadFailed'), 'danger'));
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('employerActiveSourcing.documents')}
      </Title>
      {data && data.documents.length === 0 ? <Text size="sm">{t('employerActiveSourcing.noDocuments')}</Text> : null}
      {data && data.documents.length > 0 ? (
        <Table data-testid="documents">
          <TableBody>
            {data.documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <Anchor href={`/contacts/${contactId}/documents/${document.id}`}>{document.name}</Anchor>
                </Table.Td>
                <Table.Td>{formatDate(document.created_at)}</Table.Td>
                <Table.Td>
                  <Button size="xs" color="red" variant="light" onClick={() => setDeleting(document.id)}>
                    {t('employerActiveSourcing.deleteDocument')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <FileInput
        label={t('employerActiveSourcing.upload')}
        multiple
        value={files}
        onChange={setFiles}
        accept="application/pdf,image/*,.doc,.docx"
        error={missing ? t('employerActiveSourcing.selectDocuments') : undefined}
        data-testid="document-files"
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={uploading.isLoading} data-testid="document-upload">
          {t('employerActiveSourcing.upload')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('employerActiveSourcing.confirmDeleteDocument')}
        loading={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove({ userId: contactId, docId: deleting }).then((result) => {
            if ('data' in result && result.data) dispatch(flashShown(serverText(result.data.message)));
            setDeleting(null);
          });
        }}
      />
    </Stack>
  );
}
