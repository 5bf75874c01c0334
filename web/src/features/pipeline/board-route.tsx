import { Drawer, Group, ScrollArea, Select, Stack } from '@mantine/core';
import { OFFER_STAGES, type OfferCard, type OfferStage } from '@rm/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/store';
import { AuditTrail } from '../../components/audit-trail';
import { UnlockDialog } from '../../components/unlock-dialog';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAccountManagerOptionsQuery, useCampaignOptionsQuery } from '../../lib/shared-api';
import { BoardColumn } from './board-column';
import { useChangeOfferStageMutation, useOfferCompaniesQuery, type BoardFilters } from './pipeline-api';

/** The offer pipeline: seven columns, filters, drag and drop; dropping on `unlocked` opens the unlock dialog. */
export function BoardRoute({ isAdmin = true }: { isAdmin?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<BoardFilters>({});
  const [unlocking, setUnlocking] = useState<OfferCard | null>(null);
  const [history, setHistory] = useState<OfferCard | null>(null);
  const companies = useOfferCompaniesQuery();
  const campaigns = useCampaignOptionsQuery(filters.companyId, { skip: !filters.companyId });
  const managers = useAccountManagerOptionsQuery(undefined, { skip: !isAdmin });
  const [changeStage] = useChangeOfferStageMutation();

  const onDropOffer = useCallback(
    (offer: OfferCard, stage: OfferStage) => {
      if (stage === 'unlocked') {
        setUnlocking(offer);
        return;
      }
      void changeStage({ id: offer.id, stage, from: offer.stage }).then((result) => {
        if ('data' in result) dispatch(flashShown(t('board.stageChanged')));
        else if (result.error && (result.error as { status?: unknown }).status !== 401 && (result.error as { status?: unknown }).status !== 403) {
          dispatch(flashShown(errorMessage(result.error), 'danger'));
        }
      });
    },
    [changeStage, dispatch, t],
  );

  return (
    <Stack>
      <Group>
        <Select
          label={t('board.company')}
          placeholder={t('board.all')}
          data-testid="filter-company"
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.companyId ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, companyId: value ?? undefined, campaignId: undefined }))}
          clearable
          searchable
        />
        <Select
          label={t('board.campaign')}
          placeholder={t('board.all')}
          data-testid="filter-campaign"
          data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.campaignId ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, campaignId: value ?? undefined }))}
          disabled={!filters.companyId}
          clearable
        />
        {isAdmin ? (
          <Select
            label={t('board.responsible')}
            placeholder={t('board.all')}
            data-testid="filter-user"
            data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
            value={filters.userId ?? null}
            onChange={(value) => setFilters((f) => ({ ...f, userId: value ?? undefined }))}
            clearable
          />
        ) : null}
      </Group>
      <ScrollArea type="auto">
        <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="board">
          {OFFER_STAGES.map((stage) => (
            <BoardColumn key={stage} stage={stage} filters={filters} onDropOffer={onDropOffer} onShowHistory={setHistory} />
          ))}
        </Group>
      </ScrollArea>
      <UnlockDialog
        key={unlocking?.id ?? 'none'}
        opened={unlocking !== null}
        contact={unlocking?.driver ?? null}
        presetCompanyId={unlocking?.company.id}
        presetCampaignId={unlocking?.campaign.id}
        onClose={() => setUnlocking(null)}
      />
      <Drawer opened={history !== null} onClose={() => setHistory(null)} position="right" size="lg" title={history ? `${t('board.audit')}: ${history.driver.full_name}` : ''}>
        {history ? <AuditTrail entity="offer" id={history.id} /> : null}
      </Drawer>
    </Stack>
  );
}
