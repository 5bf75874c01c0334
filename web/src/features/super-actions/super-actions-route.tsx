import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { maskedOutboxData, type ReminderTarget } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useChargeForHireMutation,
  useFireOfferRemindersMutation,
  useNotificationOutboxQuery,
  useOfferRemindersPreviewQuery,
} from './super-actions-api';

/** Offer reminders: the preview's counts and firing them, after 'Confirm what you are doing!'. */
function OfferReminders() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reminders, setReminders] = useState<number | string>(1);
  const [hours, setHours] = useState<number | string>(24);
  const filter = { reminders: Number(reminders) || 1, hours: Number(hours) || 0 };
  const { data } = useOfferRemindersPreviewQuery(filter);
  const [fire, firing] = useFireOfferRemindersMutation();
  const [target, setTarget] = useState<ReminderTarget | null>(null);
  const run = async (): Promise<void> => {
    if (!target) return;
    setTarget(null);
    const result = await fire({ type: target, ...filter });
    if ('data' in result && result.data) dispatch(flashShown(`${serverText(result.data.message)} (${result.data.sent})`));
    else if ('error' in result) dispatch(flashShown(errorMessage(result.error), 'danger'));
  };
  const counts: Array<[ReminderTarget, string, number | undefined]> = [
    ['all', t('superActions.openOffers'), data?.open_offers],
    ['without_reminders', t('superActions.withoutReminders'), data?.open_offers_without_reminders],
    ['filtered', t('superActions.filtered'), data?.open_offers_filtered],
  ];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('superActions.offerReminders')}
      </Title>
      <Group align="end" mb="md">
        <NumberInput
          label={t('superActions.reminders')}
          min={1}
          max={100}
          value={reminders}
          onChange={setReminders}
          w={200}
          data-testid="reminders-count"
        />
        <NumberInput
          label={t('superActions.hours')}
          min={0}
          max={8760}
          value={hours}
          onChange={setHours}
          w={200}
          data-testid="reminders-hours"
        />
      </Group>
      <SimpleGrid cols={3}>
        {counts.map(([type, label, count]) => (
          <Card withBorder key={type}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl" data-testid={`count-${type}`}>
              {count ?? '…'}
            </Text>
            <Button
              mt="xs"
              size="xs"
              variant="light"
              disabled={!count}
              loading={firing.isLoading}
              onClick={() => setTarget(type)}
              data-testid={`fire-${type}`}
            >
              {t('superActions.fire')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={target !== null}
        message={t('superActions.confirmFire')}
        onClose={() => setTarget(null)}
        onConfirm={() => void run()}
      />
    </Card>
  );
}

/** Charging a company for a hire, after 'Are you sure?'. */
function ChargeForHire() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [type, setType] = useState<'unlocked_contact' | 'offer'>('unlocked_contact');
  const [id, setId] = useState('');
  const [price, setPrice] = useState<number | string>(900);
  const [asking, setAsking] = useState(false);
  const [charge, state] = useChargeForHireMutation();
  const fields = fieldErrors(state.error);
  const run = async (): Promise<void> => {
    setAsking(false);
    const result = await charge({ type, id: id.trim(), price: Number(price) });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setId('');
    }
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('superActions.chargeForHire')}
      </Title>
      <Stack>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as 'unlocked_contact' | 'offer')}
          data={[
            { value: 'unlocked_contact', label: t('superActions.byUnlock') },
            { value: 'offer', label: t('superActions.byOffer') },
          ]}
        />
        <TextInput
          label={t('superActions.id')}
          value={id}
          onChange={(e) => setId(e.currentTarget.value)}
          error={fields?.id}
          data-testid="charge-id"
        />
        <NumberInput
          label={t('superActions.price')}
          value={price}
          onChange={setPrice}
          min={0.01}
          decimalScale={2}
          decimalSeparator=","
          suffix=" €"
          error={fields?.price}
          w={200}
        />
        {state.error && !fields ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
        <Group>
          <Button
            color="orange"
            disabled={!id.trim()}
            loading={state.isLoading}
            onClick={() => setAsking(true)}
            data-testid="charge-submit"
          >
            {t('superActions.charge')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        message={t('superActions.confirmCharge')}
        onClose={() => setAsking(false)}
        onConfirm={() => void run()}
      />
    </Card>
  );
}

/** What a message carried, as far as an admin may see it: a code or a link masked, never usable. */
function OutboxContent({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  // The API masks them already; masked here too, so that the screen never shows a usable one.
  const masked = maskedOutboxData(data);
  if (typeof masked['code'] === 'string') return <>{t('superActions.maskedCode', { code: masked['code'] })}</>;
  if (typeof masked['path'] === 'string') return <>{t('superActions.maskedLink', { path: masked['path'] })}</>;
  return null;
}

/** What the notification port was handed (the local adapter's outbox). */
function Outbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useNotificationOutboxQuery({ page });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('superActions.outbox')}
      </Title>
      {data && data.data.length === 0 ? <Text c="dimmed">{t('superActions.outboxEmpty')}</Text> : null}
      <Table data-testid="outbox-table">
        <Table.Tbody>
          {data?.data.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>{formatDateTime(message.created_at)}</Table.Td>
              <Table.Td>{t(`superActions.channels.${message.channel}`, { defaultValue: message.channel })}</Table.Td>
              <Table.Td>{t(`superActions.templates.${message.template}`, { defaultValue: message.template })}</Table.Td>
              <Table.Td>{message.recipient.id}</Table.Td>
              <Table.Td data-testid="outbox-content">
                <OutboxContent data={message.data} />
              </Table.Td>
              <Table.Td>{message.sent_at ? formatDateTime(message.sent_at) : t('superActions.waiting')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.meta.last_page > 1 ? <Pagination mt="sm" total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Card>
  );
}

export function SuperActionsRoute() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('superActions.title')}
      </Title>
      <OfferReminders />
      <ChargeForHire />
      <Outbox />
    </Stack>
  );
}
