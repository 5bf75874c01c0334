import { Drawer, Group, ScrollArea, SegmentedControl } from '@mantine/core';
import { OFFER_STAGES, type OfferActor, type OfferCard, type OfferStage } from '@rm/domain';
import { useCallback, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { useAppDispatch } from '../../lib/store';
import { AuditTrail } from '../../components/audit-trail';
import { UnlockDialog } from '../../components/unlock-dialog';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { BoardColumn } from './board-column';
import { boardMove } from './board-moves';
import type { CardMoves } from './offer-card';
import { MoveReasonDialog, type PendingMove } from './move-reason-dialog';
import { OfferFilters } from './offer-filters';
import { useBoardActorQuery, useChangeOfferStageMutation, type BoardFilters } from './offers-api';

/**
 * The offer pipeline: seven columns (six in the variant without gets_hired), filters, drag and drop under the stage rules (a card is dropped
 * only where the signed-in user may move it; a move that needs a reason asks for one), and the same moves
 * by keyboard from each card's "move to …" menu. A move to `unlocked` of an offer never unlocked opens the
 * unlock dialog. Drag and drop is loaded with this screen only.
 */
/** The board's two variants (spec: a second one has no gets_hired column), remembered in this browser. */
export type BoardVariant = 'all' | 'without_gets_hired';
const VARIANT_KEY = 'board-variant';

function storedVariant(): BoardVariant {
  try {
    return window.localStorage.getItem(VARIANT_KEY) === 'without_gets_hired' ? 'without_gets_hired' : 'all';
  } catch {
    return 'all';
  }
}

export function BoardRoute({ isAdmin }: { isAdmin?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<BoardFilters>({});
  const [unlocking, setUnlocking] = useState<OfferCard | null>(null);
  const [asking, setAsking] = useState<PendingMove | null>(null);
  const [history, setHistory] = useState<OfferCard | null>(null);
  const [variant, setVariant] = useState<BoardVariant>(storedVariant);
  const chooseVariant = (next: BoardVariant) => {
    setVariant(next);
    try {
      window.localStorage.setItem(VARIANT_KEY, next);
    } catch {
      // A browser that keeps nothing shows the choice until the next visit.
    }
  };
  const stages = useMemo<readonly OfferStage[]>(
    () => (variant === 'all' ? OFFER_STAGES : OFFER_STAGES.filter((stage) => stage !== 'gets_hired')),
    [variant],
  );
  const viewer = useBoardActorQuery(undefined, { skip: isAdmin !== undefined });
  const actor: OfferActor | undefined = isAdmin === undefined ? viewer.data : isAdmin ? 'admin' : 'company';
  const admin = actor === 'admin';
  const [changeStage] = useChangeOfferStageMutation();

  const move = useCallback(
    (offer: OfferCard, stage: OfferStage, reason?: string) => {
      void changeStage({ id: offer.id, stage, from: offer.stage, ...(reason === undefined ? {} : { reason }) }).then((result) => {
        if ('data' in result) dispatch(flashShown(t('board.stageChanged')));
        else if (
          result.error &&
          (result.error as { status?: unknown }).status !== 401 &&
          (result.error as { status?: unknown }).status !== 403
        ) {
          dispatch(flashShown(errorMessage(result.error), 'danger'));
        }
      });
    },
    [changeStage, dispatch, t],
  );

  const moves = useMemo<CardMoves>(
    () => ({
      // Only to a column the board shows: the keyboard's menu offers what a drop could do, no stage out of sight.
      allowed: (offer, stage) => actor !== undefined && stages.includes(stage) && boardMove(actor, offer, stage).kind !== 'refused',
      move: (offer, stage) => {
        if (!actor) return;
        const next = boardMove(actor, offer, stage);
        if (next.kind === 'unlock') setUnlocking(offer);
        else if (next.kind === 'move' && next.reasonRequired) setAsking({ offer, stage });
        else if (next.kind === 'move') move(offer, stage);
      },
    }),
    [actor, move, stages],
  );

  return (
    <DndProvider backend={HTML5Backend}>
      <Page title={t('board.title')}>
        {/* The variant's choice shares the filters' row: a row of its own pushed the columns below the window's
            edge, and the page then scrolled under a card being dragged. */}
        <Group justify="space-between" align="flex-end" gap="sm">
          <OfferFilters filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} admin={admin} />
          <SegmentedControl
            value={variant}
            onChange={(value) => chooseVariant(value === 'without_gets_hired' ? 'without_gets_hired' : 'all')}
            aria-label={t('board.variant')}
            data-testid="board-variant"
            data={[
              { value: 'all', label: t('board.variantAll') },
              { value: 'without_gets_hired', label: t('board.variantWithoutGetsHired') },
            ]}
          />
        </Group>
        <ScrollArea type="auto">
          <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="board" data-actor={actor}>
            {stages.map((stage) => (
              <BoardColumn key={stage} stage={stage} filters={filters} moves={moves} linkToContact={admin} onShowHistory={setHistory} />
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
        <Drawer
          opened={history !== null}
          onClose={() => setHistory(null)}
          position="right"
          size="lg"
          title={history ? `${t('board.audit')}: ${history.driver.full_name}` : ''}
          closeButtonProps={{ 'aria-label': t('app.close') }}
        >
          {history ? <AuditTrail entity="offer" id={history.id} /> : null}
        </Drawer>
      </Page>
    </DndProvider>
  );
}
