import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../lib/store';
import { errorMessage } from '../lib/errors';
import { flashShown } from '../lib/flash';
import { formatEuros } from '../lib/format';
import { serverText } from '../lib/server-text';
import { useCampaignOptionsQuery, useCompanyOptionsQuery, useEmployerOptionsQuery, useUnlockContactMutation } from '../lib/shared-api';

export interface UnlockDialogProps {
  opened: boolean;
  contact: { id: string; full_name: string } | null;
  presetCompanyId?: string;
  presetCampaignId?: string;
  onClose: (unlocked: boolean) => void;
}

/** Company first, then employer, then campaign; a confirmation before the unlock call. */
export function UnlockDialog({ opened, contact, presetCompanyId, presetCampaignId, onClose }: UnlockDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [companyId, setCompanyId] = useState<string | null>(presetCompanyId ?? null);
  const [employerId, setEmployerId] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(presetCampaignId ?? null);
  const [confirming, setConfirming] = useState(false);
  const companies = useCompanyOptionsQuery(undefined, { skip: !opened });
  const employers = useEmployerOptionsQuery({ company_id: companyId ?? '' }, { skip: !opened || !companyId });
  const campaigns = useCampaignOptionsQuery({ company_id: companyId ?? undefined }, { skip: !opened || !companyId });
  const [unlock, { isLoading, error, reset }] = useUnlockContactMutation();

  const close = (unlocked: boolean): void => {
    setConfirming(false);
    reset();
    onClose(unlocked);
  };
  const campaign = campaigns.data?.find((c) => c.id === campaignId);

  const submit = async (): Promise<void> => {
    if (!contact || !companyId || !campaignId) return;
    const result = await unlock({ driver_id: contact.id, company_id: companyId, employer_id: employerId, campaign_id: campaignId });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      close(true);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title={`${t('unlock.title')}: ${contact?.full_name ?? ''}`}
      data-testid="unlock-dialog"
    >
      {!confirming ? (
        <Stack>
          <Select
            label={t('unlock.company')}
            data-testid="unlock-company"
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={(value) => {
              setCompanyId(value);
              setEmployerId(null);
              setCampaignId(null);
            }}
            searchable
          />
          <Select
            label={t('unlock.employer')}
            data-testid="unlock-employer"
            data={(employers.data ?? []).map((e) => ({ value: e.id, label: e.full_name }))}
            value={employerId}
            onChange={setEmployerId}
            disabled={!companyId}
          />
          <Select
            label={t('unlock.campaign')}
            data-testid="unlock-campaign"
            data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${formatEuros(c.cost_per_unlock)})` }))}
            value={campaignId}
            onChange={setCampaignId}
            disabled={!companyId}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              {t('unlock.cancel')}
            </Button>
            <Button data-testid="unlock-next" disabled={!companyId || !campaignId} onClick={() => setConfirming(true)}>
              {t('unlock.next')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text data-testid="unlock-confirm-text">{t('unlock.confirm')}</Text>
          {campaign ? <Text size="sm">{`${campaign.name}: ${formatEuros(campaign.cost_per_unlock)}`}</Text> : null}
          {error ? (
            <Alert color="red" data-testid="unlock-error">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('unlock.back')}
            </Button>
            <Button color="green" data-testid="unlock-submit" loading={isLoading} onClick={() => void submit()}>
              {t('unlock.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
