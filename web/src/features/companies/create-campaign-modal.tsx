import { Alert, Button, Checkbox, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PROFESSIONS } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useCompanyAudiencesQuery, useCreateCampaignMutation } from './companies-api';
import { serverText } from '../../lib/server-text';

/** A new campaign of the company: for one of its audiences or a new one around a postal code, with cost per unlock and budget. */
export function CreateCampaignModal({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const audiences = useCompanyAudiencesQuery({ id: companyId }, { skip: !opened });
  const hasAudiences = (audiences.data?.data.length ?? 0) > 0;
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const useNew = mode === 'new' || !hasAudiences;
  const [name, setName] = useState('');
  const [audienceId, setAudienceId] = useState<string | null>(null);
  const [audienceName, setAudienceName] = useState('');
  const [profession, setProfession] = useState<string>('driver');
  const [zipCode, setZipCode] = useState('');
  const [range, setRange] = useState<number | string>(30);
  const [cost, setCost] = useState<number | string>(25);
  const [budget, setBudget] = useState<number | string>(1000);
  const [submit, setSubmit] = useState(true);
  const [create, state] = useCreateCampaignMutation();
  const fields = fieldErrors(state.error);

  const save = async (): Promise<void> => {
    const result = await create({
      company_id: companyId,
      name,
      ...(useNew
        ? {
            audience: {
              name: audienceName || name,
              profession: profession as (typeof PROFESSIONS)[number],
              zip_code: zipCode,
              range_km: Number(range),
            },
          }
        : audienceId
          ? { audience_id: audienceId }
          : {}),
      cost_per_unlock: Number(cost),
      budget: Number(budget),
      submit,
    });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onClose();
      void navigate(`/campaigns/${result.data.id}`);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('company.newCampaign')} size="lg">
      <Stack>
        <TextInput
          label={t('company.campaignName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fields?.name}
          data-testid="campaign-name"
          required
        />
        {hasAudiences ? (
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'existing' | 'new')}
            data={[
              { value: 'existing', label: t('company.existingAudience') },
              { value: 'new', label: t('company.newAudience') },
            ]}
          />
        ) : null}
        {useNew ? (
          <SimpleGrid cols={2}>
            <TextInput label={t('company.audienceName')} value={audienceName} onChange={(e) => setAudienceName(e.currentTarget.value)} />
            <Select
              label={t('company.profession')}
              data={PROFESSIONS.map((value) => ({ value, label: t(`company.professions.${value}`) }))}
              value={profession}
              onChange={(value) => setProfession(value ?? 'driver')}
              allowDeselect={false}
            />
            <TextInput
              label={t('company.zipCode')}
              value={zipCode}
              onChange={(e) => setZipCode(e.currentTarget.value)}
              error={fields?.['audience.zip_code'] ?? fields?.audience_id}
              data-testid="campaign-zip"
              required
            />
            <NumberInput label={t('company.rangeKm')} value={range} onChange={setRange} min={1} max={500} />
          </SimpleGrid>
        ) : (
          <Select
            label={t('company.audience')}
            data={(audiences.data?.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.candidates_count})` }))}
            value={audienceId}
            onChange={setAudienceId}
            error={fields?.audience_id}
            data-testid="campaign-audience"
          />
        )}
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('company.costPerUnlock')}
            value={cost}
            onChange={setCost}
            min={0.01}
            decimalScale={2}
            decimalSeparator=","
            suffix=" €"
            error={fields?.cost_per_unlock}
            data-testid="campaign-cost"
          />
          <NumberInput
            label={t('company.budget')}
            value={budget}
            onChange={setBudget}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            suffix=" €"
            error={fields?.budget}
            data-testid="campaign-budget"
          />
        </SimpleGrid>
        <Checkbox
          label={t('company.submitForApproval')}
          checked={submit}
          onChange={(e) => setSubmit(e.currentTarget.checked)}
          data-testid="campaign-submit"
        />
        {state.error && !fields ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
        <Button onClick={() => void save()} loading={state.isLoading} data-testid="campaign-create">
          {t('company.createCampaign')}
        </Button>
      </Stack>
    </Modal>
  );
}
