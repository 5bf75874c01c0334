import { ActionIcon, Anchor, Card, Group, NativeSelect, Text } from '@mantine/core';
import { OFFER_STAGES, type OfferCard as Offer, type OfferStage } from '@rm/domain';
import { useDrag } from 'react-dnd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatEuros } from '../../lib/format';

export const OFFER_CARD = 'offer-card';
export interface DraggedOffer {
  offer: Offer;
}

export interface CardMoves {
  /** Whether the signed-in user may move this card to that stage (the stage rules). */
  allowed: (offer: Offer, stage: OfferStage) => boolean;
  /** The move a drop makes: a stage change, the reason dialog or the unlock dialog. */
  move: (offer: Offer, stage: OfferStage) => void;
}

/**
 * One offer on the board. It is dragged to another column, or, by keyboard and for screen readers, moved
 * with its "move to …" menu, which offers the stages the rules allow and does what a drop there does.
 */
export function OfferCardView({
  offer,
  moves,
  linkToContact,
  onShowHistory,
}: {
  offer: Offer;
  moves: CardMoves;
  /** Whether the contact's page is the signed-in user's to open (admins). */
  linkToContact: boolean;
  onShowHistory: (offer: Offer) => void;
}) {
  const { t } = useTranslation();
  const [{ isDragging }, drag] = useDrag(
    () => ({ type: OFFER_CARD, item: { offer } satisfies DraggedOffer, collect: (m) => ({ isDragging: m.isDragging() }) }),
    [offer],
  );
  const targets = OFFER_STAGES.filter((stage) => moves.allowed(offer, stage));
  const name = offer.driver.full_name;
  return (
    <Card
      ref={(node) => {
        drag(node);
      }}
      component="article"
      aria-label={t('board.cardLabel', { name, stage: t(`stages.${offer.stage}`) })}
      withBorder
      padding="xs"
      radius="sm"
      style={{ opacity: isDragging ? 0.4 : 1, cursor: 'grab' }}
      data-testid="offer-card"
      data-offer-id={offer.id}
      data-stage={offer.stage}
    >
      {linkToContact ? (
        <Anchor component={Link} to={`/contacts/${offer.driver.id}`} fw={600} size="sm" data-testid="offer-contact">
          {name}
        </Anchor>
      ) : (
        <Text fw={600} size="sm" data-testid="offer-contact">
          {name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {offer.campaign.name}
      </Text>
      <Text size="xs">{offer.company.name}</Text>
      <Group justify="space-between" mt={4}>
        <Text size="xs">{formatDate(offer.created_at)}</Text>
        <Text size="xs" fw={600}>
          {formatEuros(offer.price)}
        </Text>
      </Group>
      <Group justify="space-between" mt={4} gap={4}>
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => onShowHistory(offer)}
          aria-label={t('board.historyOf', { name })}
          data-testid="offer-history"
        >
          <span aria-hidden>⟲</span>
        </ActionIcon>
        {targets.length > 0 ? (
          <NativeSelect
            size="xs"
            aria-label={t('board.moveOf', { name })}
            data-testid="offer-move"
            value=""
            data={[{ value: '', label: t('board.moveTo') }, ...targets.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))]}
            onChange={(event) => {
              const stage = OFFER_STAGES.find((candidate) => candidate === event.currentTarget.value);
              if (stage) moves.move(offer, stage);
            }}
          />
        ) : null}
      </Group>
    </Card>
  );
}
