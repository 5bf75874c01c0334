import { Badge, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { OfferCard, OfferStage } from '@rm/domain';
import { useEffect, useRef, useState } from 'react';
import { useDrop } from 'react-dnd';
import { useTranslation } from 'react-i18next';
import { OFFER_CARD, OfferCardView, type CardMoves, type DraggedOffer } from './offer-card';
import { useOffersQuery, type BoardFilters } from './offers-api';

interface ColumnProps {
  stage: OfferStage;
  filters: BoardFilters;
  /** The stage rules for the signed-in user (a drop where they refuse is not taken) and what a move does. */
  moves: CardMoves;
  linkToContact: boolean;
  onShowHistory: (offer: OfferCard) => void;
}

function OfferPage({
  stage,
  filters,
  page,
  onLoaded,
  moves,
  linkToContact,
  onShowHistory,
}: ColumnProps & { page: number; onLoaded: (lastPage: number, total: number) => void }) {
  const { t } = useTranslation();
  const { data, isFetching } = useOffersQuery({ stage, page, ...filters });
  useEffect(() => {
    if (data) onLoaded(data.meta.last_page, data.meta.total);
  }, [data, onLoaded]);
  return (
    <>
      {data?.data.map((offer) => (
        <OfferCardView key={offer.id} offer={offer} moves={moves} linkToContact={linkToContact} onShowHistory={onShowHistory} />
      ))}
      {isFetching && !data ? <Loader size="xs" aria-label={t('app.loading')} /> : null}
    </>
  );
}

/** One stage: cards newest first, more pages as the list end scrolls into view, and a drop target. */
export function BoardColumn({ stage, filters, moves, linkToContact, onShowHistory }: ColumnProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    setPages(1);
  }, [filterKey]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setPages((current) => (current < lastPage ? current + 1 : current));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [lastPage]);

  const [{ isOver, canDrop }, drop] = useDrop(
    () => ({
      accept: OFFER_CARD,
      canDrop: (item: DraggedOffer) => moves.allowed(item.offer, stage),
      drop: (item: DraggedOffer) => {
        if (item.offer.stage !== stage) moves.move(item.offer, stage);
      },
      collect: (monitor) => ({ isOver: monitor.isOver(), canDrop: monitor.canDrop() }),
    }),
    [stage, moves],
  );

  const onLoaded = (last: number, count: number): void => {
    setLastPage(last);
    setTotal(count);
  };

  return (
    <Paper
      ref={(node) => {
        drop(node);
      }}
      component="section"
      aria-labelledby={`column-title-${stage}`}
      withBorder
      p="xs"
      w={250}
      miw={250}
      bg={isOver ? (canDrop ? 'blue.0' : 'red.0') : 'gray.0'}
      data-testid={`column-${stage}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h6" id={`column-title-${stage}`}>
          {t(`stages.${stage}`)}
        </Title>
        <Badge data-testid={`count-${stage}`} aria-label={t('board.count', { count: total ?? 0 })}>
          {total ?? '…'}
        </Badge>
      </Group>
      {/* The window less what stands above the cards (header, title, filters, the column's heading) and below
          them (the board's scroll bar): a column taller than the window scrolls the page under a dragged card. */}
      <ScrollArea h="calc(100vh - 270px)">
        <Stack gap="xs">
          {Array.from({ length: pages }, (_, index) => (
            <OfferPage
              key={`${filterKey}-${index + 1}`}
              stage={stage}
              filters={filters}
              page={index + 1}
              onLoaded={onLoaded}
              moves={moves}
              linkToContact={linkToContact}
              onShowHistory={onShowHistory}
            />
          ))}
          {total === 0 ? (
            <Text size="xs" c="dimmed">
              {t('board.empty')}
            </Text>
          ) : null}
          <div ref={sentinel} style={{ height: 1 }} data-testid={`end-${stage}`} />
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
