import { Drawer, Group, ScrollArea, Select, Stack } from '@mantine/core';
import { OFFER_STAGES, type OfferActor, type OfferCard, type OfferStage } from '@rm/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { AuditTrail } from '../../components/audit-trail';
import { UnlockDialog } from '../../components/unlock-dialog';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAccountManagerOptionsQuery, useCampaignOptionsQuery } from '../../lib/shared-api';
import { BoardColumn } from './board-column';
import { boardMove } from './board-moves';
import { MoveReasonDialog, type PendingMove } from './move-reason-dialog';
import { useBoardActorQuery, useChangeOfferStageMutation, useOfferCompaniesQuery, type BoardFilters } from './pipeline-api';

/**
 * The offer pipeline: seven columns, filters, drag and drop under the stage rules (a card is dropped
 * only where the signed-in user may move it; a move that needs a reason asks for one). A drop on
 * `unlocked` of an offer never unlocked opens the unlock dialog.
 */
export function BoardRoute({ isAdmin }: { isAdmin?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<BoardFilters>({});
  const [unlocking, setUnlocking] = useState<OfferCard | null>(null);
  const [asking, setAsking] = useState<PendingMove | null>(null);
  const [history, setHistory] = useState<OfferCard | null>(null);
  const viewer = useBoardActorQuery(undefined, { skip: isAdmin !== undefined });
  const actor: OfferActor | undefined = isAdmin === undefined ? viewer.data : isAdmin ? 'admin' : 'company';
  const admin = actor === 'admin';
  const companies = useOfferCompaniesQuery();
  const campaigns = useCampaignOptionsQuery({ company_id: filters.company_id }, { skip: !filters.company_id });
  const managers = useAccountManagerOptionsQuery(undefined, { skip: !admin });
  const [changeStage] = useChangeOfferStageMutation();

  const canDropOffer = useCallback((offer: OfferCard, stage: OfferStage) => actor !== undefined && boardMove(actor, offer, stage).kind !== 'refused', [actor]);

  const move = useCallback(
    (offer: OfferCard, stage: OfferStage, reason?: string) => {
      void changeStage({ id: offer.id, stage, from: offer.stage, ...(reason === undefined ? {} : { reason }) }).then((result) => {
        if ('data' in result) dispatch(flashShown(t('board.stageChanged')));
        else if (result.error && (result.error as { status?: unknown }).status !== 401 && (result.error as { status?: unknown }).status !== 403) {
          dispatch(flashShown(errorMessage(result.error), 'danger'));
        }
      });
    },
    [changeStage, dispatch, t],
  );

  const onDropOffer = useCallback(
    (offer: OfferCard, stage: OfferStage) => {
      if (!actor) return;
      const next = boardMove(actor, offer, stage);
      if (next.kind === 'unlock') setUnlocking(offer);
      else if (next.kind === 'move' && next.reasonRequired) setAsking({ offer, stage });
      else if (next.kind === 'move') move(offer, stage);
    },
    [actor, move],
  );

  return (
    <Stack>
      <Group>
        <Select
          label={t('board.company')}
          placeholder={t('board.all')}
          data-testid="filter-company"
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.company_id ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, company_id: value ?? undefined, campaign_id: undefined }))}
          clearable
          searchable
        />
        <Select
          label={t('board.campaign')}
          placeholder={t('board.all')}
          data-testid="filter-campaign"
          data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.campaign_id ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, campaign_id: value ?? undefined }))}
          disabled={!filters.company_id}
          clearable
        />
        {admin ? (
          <Select
            label={t('board.responsible')}
            placeholder={t('board.all')}
            data-testid="filter-user"
            data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
            value={filters.user_id ?? null}
            onChange={(value) => setFilters((f) => ({ ...f, user_id: value ?? undefined }))}
            clearable
          />
        ) : null}
      </Group>
      <ScrollArea type="auto">
        <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="board" data-actor={actor}>
          {OFFER_STAGES.map((stage) => (
            <BoardColumn key={stage} stage={stage} filters={filters} onDropOffer={onDropOffer} canDropOffer={canDropOffer} onShowHistory={setHistory} />
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
      <MoveReasonDialog
        key={asking ? `${asking.offer.id}-${asking.stage}` : 'no-move'}
        move={asking}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          if (asking) move(asking.offer, asking.stage, reason);
          setAsking(null);
        }}
      />
      <Drawer opened={history !== null} onClose={() => setHistory(null)} position="right" size="lg" title={history ? `${t('board.audit')}: ${history.driver.full_name}` : ''}>
        {history ? <AuditTrail entity="offer" id={history.id} /> : null}
      </Drawer>
    </Stack>
  );
}
