import { Button, Card, Group, MultiSelect, Progress, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PUSH_KINDS, type PushKind } from '@rm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useNotificationJobsQuery,
  usePushContactsQuery,
  useSendPushMutation,
  useSendVerifyEmailMutation,
  useSendVerifyPhoneMutation,
  useVerifyEmailContactsQuery,
  useVerifyPhoneContactsQuery,
} from './notifications-api';
import { TableBody } from '../../components/table-body';

/** What the sender sends: a push of a kind, the verify-email mail or the verify-phone SMS. */
type Choice = `push:${PushKind}` | 'mail:verify-email' | 'sms:verify-phone';
const CHOICES: readonly Choice[] = [...PUSH_KINDS.map((kind) => `push:${kind}` as const), 'mail:verify-email', 'sms:verify-phone'];
const SEARCH_DEBOUNCE_MS = 300;

function useRecipients(choice: Choice, search: string) {
  const query = { search: search || undefined, page: 1 };
  const kind = choice.startsWith('push:') ? (choice.slice(5) as PushKind) : 'fill-profile';
  const push = usePushContactsQuery({ kind, ...query }, { skip: !choice.startsWith('push:') });
  const mail = useVerifyEmailContactsQuery(query, { skip: choice !== 'mail:verify-email' });
  const sms = useVerifyPhoneContactsQuery(query, { skip: choice !== 'sms:verify-phone' });
  return choice.startsWith('push:') ? push.data : choice === 'mail:verify-email' ? mail.data : sms.data;
}

/** The back office's notifications sender: whom, what, and the sending jobs' progress. */
export function SenderRoute() {
  const { t } = useTranslation();
  // The choices are keyed `channel:kind`: the colon is no namespace here.
  const choiceLabel = (choice: string): string => t(`notificationSender.choices.${choice}`, { nsSeparator: false });
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<Choice>('push:fill-profile');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Array<{ id: string; full_name: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const options = useRecipients(choice, search);
  const jobs = useNotificationJobsQuery();
  const running = jobs.data?.data.some((job) => job.status !== 'done') ?? false;
  // The worker's progress also arrives as pushes; polling covers a lost connection while a job runs.
  const polled = useNotificationJobsQuery(undefined, { pollingInterval: running ? 2000 : 0, skip: !running });
  const jobList = polled.data ?? jobs.data;
  const [sendPush, pushing] = useSendPushMutation();
  const [sendMail, mailing] = useSendVerifyEmailMutation();
  const [sendSms, texting] = useSendVerifyPhoneMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const known = new Map([...selected, ...(options?.data ?? [])].map((c) => [c.id, c]));
  const send = async (): Promise<void> => {
    const driver_ids = selected.map((c) => c.id);
    const call =
      choice === 'mail:verify-email'
        ? sendMail({ driver_ids })
        : choice === 'sms:verify-phone'
          ? sendSms({ driver_ids })
          : sendPush({ kind: choice.slice(5) as PushKind, driver_ids });
    try {
      const answer = await call.unwrap();
      dispatch(flashShown(serverText(answer.message)));
      setSelected([]);
      setError(null);
    } catch (failure) {
      setError(fieldErrors(failure)?.driver_ids ?? null);
      dispatch(flashShown(errorMessage(failure), 'danger'));
    }
  };

  return (
    <Page title={t('notificationSender.title')}>
      <Card withBorder>
        <Stack>
          <Select
            label={t('notificationSender.what')}
            data={CHOICES.map((value) => ({ value, label: choiceLabel(value) }))}
            value={choice}
            onChange={(value) => {
              if (!value) return;
              setChoice(value as Choice);
              setSelected([]);
            }}
            allowDeselect={false}
            data-testid="sender-choice"
          />
          <TextInput label={t('notificationSender.search')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          <MultiSelect
            label={t('notificationSender.recipients', { total: options?.total ?? 0 })}
            data={[...known.values()].map((c) => ({ value: c.id, label: c.full_name }))}
            value={selected.map((c) => c.id)}
            onChange={(ids) => setSelected(ids.flatMap((id) => known.get(id) ?? []))}
            error={error}
            searchable
            data-testid="sender-recipients"
          />
          <Group>
            <Button
              variant="default"
              onClick={() => setSelected([...new Map([...selected, ...(options?.data ?? [])].map((c) => [c.id, c])).values()])}
              data-testid="sender-select-shown"
            >
              {t('notificationSender.selectShown')}
            </Button>
            <Button
              onClick={() => void send()}
              disabled={selected.length === 0}
              loading={pushing.isLoading || mailing.isLoading || texting.isLoading}
              data-testid="sender-send"
            >
              {t('notificationSender.send', { count: selected.length })}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('notificationSender.jobs')}
        </Title>
        {jobList && jobList.data.length === 0 && <Text c="dimmed">{t('notificationSender.noJobs')}</Text>}
        {jobList && jobList.data.length > 0 && (
          <Table data-testid="sender-jobs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notificationSender.when')}</Table.Th>
                <Table.Th>{t('notificationSender.what')}</Table.Th>
                <Table.Th>{t('notificationSender.progress')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <TableBody>
              {jobList.data.map((job) => (
                <Table.Tr key={job.id} data-testid="sender-job">
                  <Table.Td>{formatDateTime(job.created_at)}</Table.Td>
                  <Table.Td>{choiceLabel(`${job.channel}:${job.kind}`)}</Table.Td>
                  <Table.Td>
                    <Progress value={job.total === 0 ? 100 : (job.sent / job.total) * 100} aria-label={t('notificationSender.progress')} />
                    <Text size="xs" data-testid="sender-job-progress">
                      {t('notificationSender.sentOf', { sent: job.sent, total: job.total })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Page>
  );
}
