import { Alert, Badge, Button, Card, Code, Group, Loader, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../lib/store';
import { AuditTrail } from '../../components/audit-trail';
import { CommentsPanel } from '../../components/comments-panel';
import { Page } from '../../components/page';
import { ConsentSummary } from '../../components/consent-summary';
import { UnlockDialog } from '../../components/unlock-dialog';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { CallStatusToggle } from './call-status-toggle';
import { ContactCalls } from './contact-calls';
import { ContactEditForm } from './contact-edit-form';
import { ContactIncentives } from './contact-incentives';
import { ContactPipeModal } from './contact-pipe-modal';
import { PotentialCompanies } from './potential-companies';
import { RecruitmentInterest } from './recruitment-interest';
import {
  useContactQuery,
  useToggleContactActiveMutation,
  useToggleDisableForUnlockMutation,
  useVerifyWithoutCodeMutation,
} from './contacts-api';

export function ContactRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = useContactQuery({ id });
  const [reasonOpen, setReasonOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [pipeOpen, setPipeOpen] = useState(false);
  const editing = useLocation().pathname.endsWith('/edit');
  const navigate = useNavigate();
  const [toggleActive, toggleActiveState] = useToggleContactActiveMutation();
  const [toggleDisable] = useToggleDisableForUnlockMutation();
  const [verify, verifyState] = useVerifyWithoutCodeMutation();

  if (isLoading) return <Loader aria-label={t('app.loading')} />;
  if (error || !data)
    return (
      <Page title={t('contact.title')}>
        <Alert color="red">{errorMessage(error)}</Alert>
      </Page>
    );
  const contact = data.data;
  const reasonError = fieldErrors(toggleActiveState.error)?.reason;

  const saveReason = async (): Promise<void> => {
    const result = await toggleActive({ driver_id: contact.id, reason });
    if ('data' in result) {
      setReasonOpen(false);
      setReason('');
      dispatch(flashShown(t('flash.saved')));
    }
  };

  return (
    <Page
      title={contact.full_name}
      titleTestId="contact-name"
      actions={
        <Badge color={contact.is_active ? 'green' : 'gray'}>{contact.is_active ? t('contact.active') : t('contact.inactive')}</Badge>
      }
    >
      <Card withBorder>
        <Stack gap="xs">
          <Text size="sm">
            {contact.email ?? '–'} · {contact.phone ?? '–'} · {contact.meta.zip_code} {contact.meta.city} ·{' '}
            {t(`contact.professions.${contact.meta.profession}`, { defaultValue: contact.meta.profession })}
          </Text>
          <Text size="sm">
            {t('contact.utm')}: {contact.meta.utm ? <Code data-testid="contact-utm">{contact.meta.utm}</Code> : t('contact.unknown')}
          </Text>
          <RecruitmentInterest contactId={contact.id} value={contact.recruitment_interest} />
          <ConsentSummary contactId={contact.id} />
          <CallStatusToggle contactId={contact.id} initial={contact.call_made} />
          <Switch
            checked={contact.is_active}
            onChange={() => setReasonOpen(true)}
            label={contact.is_active ? t('contact.active') : t('contact.inactive')}
            data-testid="active-toggle"
          />
          <Switch
            checked={!contact.disabled_for_unlock}
            onChange={() => void toggleDisable({ driver_id: contact.id })}
            label={contact.disabled_for_unlock ? t('contact.disabled') : t('contact.enabled')}
            data-testid="unlock-toggle"
          />
          <Group>
            {contact.phone_confirmed_at ? (
              <Badge color="green" data-testid="phone-verified">
                {t('contact.verified')} {formatDateTime(contact.phone_confirmed_at)}
              </Badge>
            ) : (
              <Button
                variant="light"
                loading={verifyState.isLoading}
                data-testid="verify-phone"
                onClick={() =>
                  void verify({ id: contact.id }).then((result) => {
                    if ('data' in result && result.data) dispatch(flashShown(serverText(result.data.message)));
                  })
                }
              >
                {t('contact.verify')}
              </Button>
            )}
            {editing ? null : (
              <Button variant="light" onClick={() => void navigate(`/contacts/${contact.id}/edit`)} data-testid="contact-edit-open">
                {t('contact.edit.open')}
              </Button>
            )}
            <Button variant="light" onClick={() => setPipeOpen(true)} data-testid="contact-pipe-open">
              {t('contact.pipe.open')}
            </Button>
            <PotentialCompanies contactId={contact.id} />
            <Button
              onClick={() => setUnlockOpen(true)}
              data-testid="contact-unlock"
              disabled={contact.disabled_for_unlock || !contact.is_active}
            >
              {t('contact.unlock')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {editing ? (
        <Card withBorder component="section" aria-labelledby="contact-edit">
          <Text component="h2" fw={600} mb="xs" id="contact-edit">
            {t('contact.edit.title')}
          </Text>
          <ContactEditForm contact={contact} onDone={() => void navigate(`/contacts/${contact.id}`)} />
        </Card>
      ) : null}
      <Card withBorder component="section" aria-labelledby="contact-incentives">
        <Text component="h2" fw={600} mb="xs" id="contact-incentives">
          {t('contact.incentives.title')}
        </Text>
        <ContactIncentives contactId={contact.id} incentives={contact.incentives} />
      </Card>
      <Card withBorder component="section" aria-labelledby="contact-calls">
        <Text component="h2" fw={600} mb="xs" id="contact-calls">
          {t('contact.calls.title')}
        </Text>
        <ContactCalls contactId={contact.id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="contact-history">
        <Text component="h2" fw={600} mb="xs" id="contact-history">
          {t('contact.history')}
        </Text>
        <AuditTrail entity="contact" id={contact.id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="contact-comments">
        <Text component="h2" fw={600} mb="xs" id="contact-comments">
          {t('comments.title')}
        </Text>
        <CommentsPanel model="contact" id={contact.id} canWrite />
      </Card>
      <Modal opened={reasonOpen} onClose={() => setReasonOpen(false)} title={t('contact.reason')}>
        <Stack>
          <Textarea
            label={t('contact.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            data-testid="reason-input"
          />
          <Button onClick={() => void saveReason()} loading={toggleActiveState.isLoading} data-testid="reason-save">
            {t('contact.save')}
          </Button>
        </Stack>
      </Modal>
      <ContactPipeModal contactId={contact.id} opened={pipeOpen} onClose={() => setPipeOpen(false)} />
      <UnlockDialog
        key={String(unlockOpen)}
        opened={unlockOpen}
        contact={{ id: contact.id, full_name: contact.full_name }}
        onClose={() => setUnlockOpen(false)}
      />
    </Page>
  );
}
