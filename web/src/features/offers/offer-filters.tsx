import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountManagerOptionsQuery, useCampaignOptionsQuery } from '../../lib/shared-api';
import { useOfferCompaniesQuery, type BoardFilters } from './offers-api';

/**
 * The offers' filters (board and rejected offers): company, then one of its campaigns, and for admins
 * the responsible account manager. A change of company clears the campaign.
 */
export function OfferFilters({
  filters,
  onChange,
  admin,
  companyFilter = true,
  testIdPrefix = 'filter',
}: {
  filters: BoardFilters;
  onChange: (change: BoardFilters) => void;
  admin: boolean;
  /** Whether the company can be chosen (the rejected offers offer it to admins only). */
  companyFilter?: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const companies = useOfferCompaniesQuery(undefined, { skip: !companyFilter });
  const campaigns = useCampaignOptionsQuery({ company_id: filters.company_id }, { skip: !filters.company_id });
  const managers = useAccountManagerOptionsQuery(undefined, { skip: !admin });
  return (
    <Group>
      {companyFilter ? (
        <Select
          label={t('board.company')}
          placeholder={t('board.all')}
          data-testid={`${testIdPrefix}-company`}
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.company_id ?? null}
          onChange={(value) => onChange({ company_id: value ?? undefined, campaign_id: undefined })}
          clearable
          searchable
        />
      ) : null}
      <Select
        label={t('board.campaign')}
        placeholder={t('board.all')}
        data-testid={`${testIdPrefix}-campaign`}
        data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={filters.campaign_id ?? null}
        onChange={(value) => onChange({ campaign_id: value ?? undefined })}
        disabled={!filters.company_id}
        clearable
      />
      {admin ? (
        <Select
          label={t('board.responsible')}
          placeholder={t('board.all')}
          data-testid={`${testIdPrefix}-user`}
          data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
          value={filters.user_id ?? null}
          onChange={(value) => onChange({ user_id: value ?? undefined })}
          clearable
        />
      ) : null}
    </Group>
  );
}
