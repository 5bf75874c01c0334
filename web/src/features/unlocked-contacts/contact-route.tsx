import { Anchor, Button, Checkbox, Grid, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../lib/i18n';
import { Link, useOutletContext, useParams } from 'react-router';
import { FeatureSlot } from '../../components/feature-slots';
import { Page } from '../../components/page';
import { Checklist } from './checklist';
import { can } from '../../lib/feature';
import { TasksPanel } from './tasks-panel';
import { TimelinePanel } from './timeline-panel';
import {
  useChangeOwnerMutation,
  useChangeStatusMutation,
  useCompanyUserOptionsQuery,
  useContactStatusOptionsQuery,
  useMyUnlockedContactQuery,
  useSetReasonsMutation,
  useUnqualifiedReasonOptionsQuery,
} from './unlocked-contacts-api';

/** Status ids with a meaning of their own (employer spec §4). */
const HIRING = 4;
const UNQUALIFIED = 5;
/** The base status 'Neu' (1), not a company's own status mapped onto it. */
const isInitialStatus = (option: { id: number | string; status_id?: number | null }): boolean =>
  typeof option.id === 'number' && option.id === 1 && (option.status_id ?? null) === null;
/** The spec reloads the contact this long after the unqualified reasons and status were saved. */
export const RELOAD_AFTER_UNQUALIFIED_MS = 500;

/** One unlocked contact: checklist, status (hire confirmation, unqualified reasons first), owner, timeline and tasks. */
export function UnlockedContactRoute() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const { data, refetch } = useMyUnlockedContactQuery({ id });
  const contact = data?.data;
  const lang = languageOf(i18n.language);
  const statuses = useContactStatusOptionsQuery({ lang });
  const reasons = useUnqualifiedReasonOptionsQuery();
  const users = useCompanyUserOptionsQuery({ company_id: viewer?.company_id ?? '' }, { skip: !viewer?.company_id });
  const [changeStatus, statusState] = useChangeStatusMutation();
  const [setReasons, reasonsState] = useSetReasonsMutation();
  const [changeOwner] = useChangeOwnerMutation();
  const [pending, setPending] = useState<{ statusId: number; customId: string | null } | null>(null);
  const [firstWorkDay, setFirstWorkDay] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (reload.current && clearTimeout(reload.current)), []);
  useEffect(() => setChecked(contact?.unqualified_status_reason_ids ?? []), [contact?.unqualified_status_reason_ids]);

  if (!contact) return <Page title={t('employer.contact')}>{null}</Page>;
  const current = String(contact.custom_status_id ?? contact.status_id);
  const ownerChangeable = contact.can_change_owner !== false;
  const save = async (statusId: number, customId: string | null) => {
    const result = await changeStatus({
      id,
      status_id: statusId,
      custom_status_id: customId,
      ...(statusId === HIRING && firstWorkDay ? { first_work_day_at: firstWorkDay } : {}),
    });
    setPending(null);
    if ('error' in result) setError((result.error as { data?: { message?: string } }).data?.message ?? null);
  };
  const choose = (value: string | null) => {
    const option = statuses.data?.find((s) => String(s.id) === value);
    if (!option || isInitialStatus(option)) return;
    const statusId = option.status_id ?? Number(option.id);
    const customId = typeof option.id === 'string' ? option.id : null;
    setError(null);
    if (statusId === HIRING || statusId === UNQUALIFIED) setPending({ statusId, customId });
    else void save(statusId, customId);
  };
  const saveUnqualified = async () => {
    if (!pending) return;
    const saved = await setReasons({ id, reasons: checked });
    if ('error' in saved) return;
    await save(pending.statusId, pending.customId);
    reload.current = setTimeout(() => void refetch(), RELOAD_AFTER_UNQUALIFIED_MS);
  };

  return (
    <Page title={contact.driver.full_name} titleTestId="contact-name">
      <Anchor component={Link} to="/unlocked-contacts" size="sm">
        {t('employer.back')}
      </Anchor>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Stack gap={2}>
              <Text size="sm">
                {t('employer.phone')}:{' '}
                {contact.driver.phone ? <Anchor href={`tel:${contact.driver.phone}`}>{contact.driver.phone}</Anchor> : '–'}
              </Text>
              <Text size="sm">
                {t('employer.email')}:{' '}
                {contact.driver.email ? <Anchor href={`mailto:${contact.driver.email}`}>{contact.driver.email}</Anchor> : '–'}
              </Text>
              {contact.driver.phone ? (
                <Anchor href={`sms:${contact.driver.phone}`} size="sm">
                  {t('employer.sms')}
                </Anchor>
              ) : null}
            </Stack>
            <FeatureSlot name="unlockedContactDetail" contactId={contact.driver.id} />
            <Checklist contact={contact} />
            <Select
              label={t('employer.status')}
              // 'Neu' (1) is the state before any change: shown while it is the status, never offered (the server refuses it).
              data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name, disabled: isInitialStatus(s) }))}
              value={current}
              onChange={choose}
              error={error}
              data-testid="contact-status"
            />
            <Select
              label={t('employer.owner')}
              placeholder={t('employer.chooseOwner')}
              data={(users.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
              value={contact.owner_id}
              onChange={(value) => void changeOwner({ id, owner_id: value })}
              clearable={ownerChangeable}
              // The server refuses an owner change outside its rule (employer spec §6): not offered then, with why.
              disabled={!ownerChangeable}
              description={ownerChangeable ? undefined : t('employer.ownerLocked')}
              data-testid="contact-owner"
            />
            {contact.first_work_day_at ? (
              <Text size="sm">
                {t('employer.firstWorkDay')}: {contact.first_work_day_at.split('-').reverse().join('.')}
              </Text>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {viewer?.company_id && can(viewer, 'timeline') ? (
            <TimelinePanel model="unlocked-contact" id={id} companyId={viewer.company_id} showTasks={can(viewer, 'tasks')} />
          ) : viewer?.company_id && can(viewer, 'tasks') ? (
            <TasksPanel model="unlocked-contact" id={id} companyId={viewer.company_id} />
          ) : null}
        </Grid.Col>
      </Grid>
      <Modal opened={pending?.statusId === HIRING} onClose={() => setPending(null)} title={t('employer.hireTitle')}>
        <Stack>
          <Text>{t('employer.hireQuestion')}</Text>
          <TextInput
            type="date"
            label={t('employer.firstWorkDay')}
            value={firstWorkDay}
            onChange={(e) => setFirstWorkDay(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('employer.cancel')}
            </Button>
            <Button
              onClick={() => pending && void save(pending.statusId, pending.customId)}
              loading={statusState.isLoading}
              data-testid="hire-confirm"
            >
              {t('employer.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={pending?.statusId === UNQUALIFIED} onClose={() => setPending(null)} title={t('employer.unqualifiedTitle')}>
        <Stack>
          <Checkbox.Group value={checked} onChange={setChecked}>
            <Stack gap="xs">
              {(reasons.data ?? []).map((reason) => (
                <Checkbox key={reason.id} value={reason.id} label={reason.name} data-testid="unqualified-reason" />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('employer.cancel')}
            </Button>
            <Button
              onClick={() => void saveUnqualified()}
              disabled={checked.length === 0}
              loading={reasonsState.isLoading || statusState.isLoading}
              data-testid="unqualified-save"
            >
              {t('employer.saveReasons')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
