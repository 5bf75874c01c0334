import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { CandidateOffer, PopupVariant } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { AppDispatch } from '../../lib/store';
import { candidateOffersApi, useMyOffersQuery, useStoreQueuedEventMutation } from './candidate-offers-api';

/** The screen's list, asked for while the signed-in layout loads. */
export function prefetchMyOffers(dispatch: AppDispatch): void {
  void dispatch(candidateOffersApi.util.prefetch('myOffers', undefined, {}));
}

/** The popup's identifier as the queued events record it. */
const NEW_OFFER_POPUP = 'new_offer_popup';

/**
 * The offers the popup was answered for in this browser session: it stays answered for them even when the
 * page is loaded again before the server has recorded the answer (or the answer's request was cut off).
 */
const ANSWERED_KEY = 'new-offer-popup-answered';
function answeredHere(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}
function rememberAnswered(ids: readonly string[]): void {
  sessionStorage.setItem(ANSWERED_KEY, JSON.stringify([...new Set([...answeredHere(), ...ids])]));
}

const offerPath = (offer: CandidateOffer): string | null => (offer.token ? `/angebote/${offer.token}` : null);

function OfferRow({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const path = offerPath(offer);
  return (
    <Paper withBorder p="md" data-testid="my-offer">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{offer.job?.title ?? offer.campaign.name}</Text>
          <Text size="sm">{offer.company.name}</Text>
          <Text size="xs" c="dimmed">
            {t('candidateOffers.receivedAt', { date: formatDateTime(offer.created_at) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={offer.status === 'accepted' ? 'green' : offer.status === 'rejected' ? 'gray' : 'blue'}>
            {t(`candidateOffers.status.${offer.status}`)}
          </Badge>
          {path && (
            <Button component={Link} to={path} size="xs" data-testid="my-offer-open">
              {t('candidateOffers.open')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The candidate's home: their offers, newest first, open ones leading to the offer's page; the new-offers
 * popup for open offers the candidate has not answered it for (dismissed or clicked, recorded once).
 */
export function MyOffersRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offers = useMyOffersQuery();
  const [storeQueuedEvent] = useStoreQueuedEventMutation();
  const [popupClosed, setPopupClosed] = useState(false);
  const answered = answeredHere();
  const unseen = (offers.data?.data ?? []).filter(
    (offer) => offer.status === 'open' && offer.token && !offer.popup_answered && !answered.has(offer.id),
  );

  const answerPopup = (variant: PopupVariant): void => {
    setPopupClosed(true);
    rememberAnswered(unseen.map((offer) => offer.id));
    for (const offer of unseen) void storeQueuedEvent({ identifier: NEW_OFFER_POPUP, variant, id: offer.id });
    const first = unseen[0];
    const path = first ? offerPath(first) : null;
    if (variant === 'new_offer_popup_clicked' && path) void navigate(path);
  };

  return (
    <Page title={t('candidateOffers.title')} titleTestId="my-offers-title">
      {offers.isLoading && <Loader aria-label={t('candidateOffers.title')} />}
      {offers.error && (
        <ErrorState
          title={t('candidateOffers.loadError')}
          description={errorMessage(offers.error)}
          onRetry={() => void offers.refetch()}
          retryLabel={t('candidateOffers.retry')}
          testId="my-offers-error"
        />
      )}
      {offers.data && offers.data.data.length === 0 && (
        <EmptyState
          title={t('candidateOffers.empty')}
          description={t('candidateOffers.emptyHint')}
          illustration="inbox"
          action={
            <Button component={Link} to="/stellenangebote" variant="light">
              {t('candidateOffers.toJobs')}
            </Button>
          }
          testId="my-offers-empty"
        />
      )}
      <Stack gap="sm">
        {offers.data?.data.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </Stack>
      <Modal
        opened={!popupClosed && unseen.length > 0}
        onClose={() => answerPopup('new_offer_popup_dismissed')}
        title={t('candidateOffers.newOffersTitle')}
        data-testid="new-offers-popup"
      >
        <Stack>
          <Text>{t('candidateOffers.newOffersText', { count: unseen.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answerPopup('new_offer_popup_dismissed')} data-testid="new-offers-later">
              {t('candidateOffers.newOffersLater')}
            </Button>
            <Button onClick={() => answerPopup('new_offer_popup_clicked')} data-testid="new-offers-show">
              {t('candidateOffers.newOffersShow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
