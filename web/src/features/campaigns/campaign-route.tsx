import { Alert, Badge, Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate, formatEuros } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import {
  useCampaignQuery,
  useDeblockCampaignMutation,
  useDeleteCampaignMutation,
  useSendCampaignRemindersMutation,
  useSubmitCampaignMutation,
  useToggleCriticalMutation,
  useToggleSendOffersInBatchMutation,
} from './campaigns-api';
import { CampaignChannels } from './campaign-channels';
import { serverText } from '../../lib/server-text';

type Result = { data?: unknown; error?: unknown };

/** One campaign: budget, switches, de-block, reminders, marketing channels, deletion, history. */
export function CampaignRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: campaign, isLoading, error } = useCampaignQuery({ id });
  const [toggleCritical] = useToggleCriticalMutation();
  const [toggleBatch] = useToggleSendOffersInBatchMutation();
  const [submit, submitting] = useSubmitCampaignMutation();
  const [deblock, deblocking] = useDeblockCampaignMutation();
  const [sendReminders, sending] = useSendCampaignRemindersMutation();
  const [remove, removing] = useDeleteCampaignMutation();
  const [addBudget, setAddBudget] = useState<number | string>(0);
  const [askReminders, setAskReminders] = useState(false);
  const [askDelete, setAskDelete] = useState(false);

  if (isLoading) return <Loader />;
  if (!campaign) return <Text c="red">{error ? t('campaign.notFound') : null}</Text>;

  const done = (result: Result): void => {
    if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
    else dispatch(flashShown(t('flash.saved')));
  };
  const version = { id: campaign.id, expected_version: campaign.version };
  const remind = async (): Promise<void> => {
    setAskReminders(false);
    const result = await sendReminders({ id: campaign.id });
    if ('data' in result && result.data) dispatch(flashShown(`${serverText(result.data.message)} (${result.data.sent})`));
  };
  const deblockFields = fieldErrors(deblocking.error);

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h3" data-testid="campaign-name">
            {campaign.name}
          </Title>
          <Text size="sm" c="dimmed">
            <Link to={`/companies/${campaign.company.id}#campaigns`}>{campaign.company.name}</Link> · {campaign.audience?.name} ·{' '}
            {t('campaign.created', { date: formatDate(campaign.created_at) })}
          </Text>
          <Group gap={4} mt={4}>
            <Badge variant="outline" data-testid="campaign-status">
              {t(`campaign.statuses.${campaign.status}`)}
            </Badge>
            {campaign.is_blocked ? <Badge color="orange">{t('campaign.blocked')}</Badge> : null}
            {campaign.is_critical ? <Badge color="red">{t('campaign.critical')}</Badge> : null}
          </Group>
        </div>
        <Group>
          {campaign.status === 'draft' || campaign.status === 'rejected' ? (
            <Button onClick={() => void submit(version).then(done)} loading={submitting.isLoading} data-testid="campaign-submit-approval">
              {t('campaign.submit')}
            </Button>
          ) : null}
          {campaign.audience ? (
            <Button component={Link} to={`/campaigns/${campaign.id}/map`} variant="light" data-testid="campaign-map">
              {t('campaign.map')}
            </Button>
          ) : null}
          <Button color="red" variant="light" onClick={() => setAskDelete(true)} data-testid="campaign-delete">
            {t('campaign.delete')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Title order={2} size="h5" mb="xs">
            {t('campaign.budget')}
          </Title>
          <Text size="sm">
            {t('campaign.costPerUnlock')}: <b>{formatEuros(campaign.cost_per_unlock)}</b>
          </Text>
          <Text size="sm" data-testid="campaign-remaining">
            {t('campaign.remaining')}: <b>{formatEuros(campaign.remaining_budget)}</b> / {formatEuros(campaign.budget)}
          </Text>
          <Text size="sm">{t('campaign.unlocks', { unlocked: campaign.unlocked_drivers_count, hired: campaign.hires_count })}</Text>
          {campaign.is_blocked ? (
            <Group align="end" mt="sm">
              <NumberInput
                label={t('campaign.addBudget')}
                value={addBudget}
                onChange={setAddBudget}
                min={0}
                decimalScale={2}
                decimalSeparator=","
                suffix=" €"
                error={deblockFields?.add_budget}
                w={160}
              />
              <Button
                onClick={() => void deblock({ ...version, add_budget: Number(addBudget) }).then(done)}
                loading={deblocking.isLoading}
                data-testid="campaign-deblock"
              >
                {t('campaign.deblock')}
              </Button>
            </Group>
          ) : null}
        </Card>
        <Card withBorder>
          <Title order={2} size="h5" mb="xs">
            {t('campaign.switches')}
          </Title>
          <Stack gap="xs">
            <Switch
              label={t('campaign.critical')}
              checked={campaign.is_critical}
              onChange={() => void toggleCritical(version).then(done)}
              data-testid="campaign-critical"
            />
            <Switch
              label={t('campaign.sendInBatch')}
              checked={campaign.send_offers_in_batch}
              onChange={() => void toggleBatch(version).then(done)}
              data-testid="campaign-batch"
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h5" mb="xs">
            {t('campaign.reminders')}
          </Title>
          <Text size="sm" data-testid="reminder-stats">
            {t('campaign.openOffers', {
              open: campaign.reminder_stats.open_offers,
              without: campaign.reminder_stats.open_offers_without_reminders,
            })}
          </Text>
          <Button
            mt="sm"
            variant="light"
            loading={sending.isLoading}
            onClick={() => (campaign.reminder_stats.open_offers_without_reminders > 0 ? setAskReminders(true) : void remind())}
            data-testid="campaign-send-reminders"
          >
            {t('campaign.sendReminders')}
          </Button>
        </Card>
      </SimpleGrid>
      {campaign.rejected_reason ? <Alert color="orange">{campaign.rejected_reason}</Alert> : null}
      <CampaignChannels campaign={campaign} />
      <Card withBorder>
        <Title order={2} size="h5" mb="xs">
          {t('campaign.history')}
        </Title>
        <AuditTrail entity="campaign" id={campaign.id} />
      </Card>
      <ConfirmDialog
        opened={askReminders}
        message={t('campaign.confirmReminders', { count: campaign.reminder_stats.open_offers_without_reminders })}
        onClose={() => setAskReminders(false)}
        onConfirm={() => void remind()}
      />
      <ConfirmDialog
        opened={askDelete}
        message={t('campaign.confirmDelete')}
        loading={removing.isLoading}
        onClose={() => setAskDelete(false)}
        onConfirm={() =>
          void remove(version).then((result) => {
            setAskDelete(false);
            done(result);
            if (!('error' in result && result.error)) void navigate(`/companies/${campaign.company.id}#campaigns`);
          })
        }
      />
    </Stack>
  );
}
