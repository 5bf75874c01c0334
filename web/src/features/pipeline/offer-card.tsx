import { Anchor, Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { OfferCard as Offer } from '@rm/domain';
import { useDrag } from 'react-dnd';
import { Link } from 'react-router';
import { formatDate, formatEuros } from '../../lib/format';

export const OFFER_CARD = 'offer-card';
export interface DraggedOffer {
  offer: Offer;
}

export function OfferCardView({ offer, onShowHistory }: { offer: Offer; onShowHistory: (offer: Offer) => void }) {
  const [{ isDragging }, drag] = useDrag(() => ({ type: OFFER_CARD, item: { offer } satisfies DraggedOffer, collect: (m) => ({ isDragging: m.isDragging() }) }), [offer]);
  return (
    <Card
      ref={(node) => {
        drag(node);
      }}
      withBorder
      padding="xs"
      radius="sm"
      style={{ opacity: isDragging ? 0.4 : 1, cursor: 'grab' }}
      data-testid="offer-card"
      data-offer-id={offer.id}
      data-stage={offer.stage}
    >
      <Anchor component={Link} to={`/contacts/${offer.driver.id}`} fw={600} size="sm" data-testid="offer-contact">
        {offer.driver.full_name}
      </Anchor>
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
      <UnstyledButton onClick={() => onShowHistory(offer)} data-testid="offer-history">
        <Text size="xs" c="blue">
          ⟲
        </Text>
      </UnstyledButton>
    </Card>
  );
}
