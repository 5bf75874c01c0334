import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { FIRST_ACCEPT_SCREEN } from '@rm/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { JobOfferCard } from '../../components/job-offer-card';
import { Page } from '../../components/page';
import { ErrorState } from '../../components/empty-state';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useAcceptOfferMutation,
  useOfferByTokenQuery,
  usePhoneVerifiedQuery,
  useRejectOfferByLinkMutation,
  useStoreQueuedEventMutation,
} from './candidate-offers-api';
import { OtpModal } from './otp-modal';

const REJECTION_REASONS = ['salary_too_low', 'too_far', 'shift_model', 'found_other_job', 'not_looking', 'other'] as const;

/** Spec §8: an accept that failed shows the first error of the token array (or of the phone, or the message). */
function acceptFailure(error: unknown): string {
  const fields = fieldErrors(error);
  return fields?.token ?? fields?.phone ?? errorMessage(error);
}

/**
 * The page an offer's link opens: the offer, Accept (with a verified phone: otherwise the one-time-code
 * modal first, then the accept goes on) and Reject with a reason; after the first accept, the
 * first-accept popup (spec §9, candidates since 2023-01-12).
 */
export function OfferLinkRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useParams().token ?? '';
  const offer = useOfferByTokenQuery({ token });
  const phone = usePhoneVerifiedQuery();
  const [accept, accepting] = useAcceptOfferMutation();
  const [reject, rejecting] = useRejectOfferByLinkMutation();
  const [storeQueuedEvent] = useStoreQueuedEventMutation();
  const [otpOpen, setOtpOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<'accepted' | 'rejected' | null>(null);
  const [firstAcceptOpen, setFirstAcceptOpen] = useState(false);
  // A job offer card's "accept" or "reject" (`?antwort=annehmen|ablehnen`) goes on here, once the offer and the phone are known.
  const [params] = useSearchParams();
  const intent = params.get('antwort');
  const intentDone = useRef(false);

  const doAccept = async (): Promise<void> => {
    setFailure(null);
    const result = await accept({ token });
    if ('error' in result && result.error) {
      if (fieldErrors(result.error)?.phone) {
        setOtpOpen(true);
        return;
      }
      setFailure(acceptFailure(result.error));
      return;
    }
    if ('data' in result && result.data) {
      setAnswered('accepted');
      dispatch(flashShown(serverText(result.data.message)));
      if (result.data.show_first_accept_popup) setFirstAcceptOpen(true);
    }
  };

  const onAccept = (): void => {
    if (phone.data?.status === false) setOtpOpen(true);
    else void doAccept();
  };

  const doReject = async (): Promise<void> => {
    if (!reason) return;
    setFailure(null);
    const result = await reject({ token, reason, text: text.trim() || null });
    setRejectOpen(false);
    if ('error' in result && result.error) {
      setFailure(acceptFailure(result.error));
      return;
    }
    setAnswered('rejected');
    if ('data' in result && result.data) dispatch(flashShown(serverText(result.data.message)));
  };

  const ready = offer.data?.data.status === 'open' && !phone.isLoading;
  useEffect(() => {
    if (!ready || intentDone.current || (intent !== 'annehmen' && intent !== 'ablehnen')) return;
    intentDone.current = true;
    if (intent === 'ablehnen') setRejectOpen(true);
    else onAccept();
  });

  const closeFirstAccept = (): void => {
    setFirstAcceptOpen(false);
    if (offer.data)
      void storeQueuedEvent({ identifier: FIRST_ACCEPT_SCREEN, variant: 'new_offer_popup_dismissed', id: offer.data.data.id });
  };

  if (offer.isLoading) return <Loader aria-label={t('candidateOffers.offerTitle')} />;
  if (offer.isError || !offer.data) {
    return (
      <Page title={t('candidateOffers.offerTitle')}>
        <ErrorState
          title={t('candidateOffers.offerUnavailable')}
          description={errorMessage(offer.error)}
          action={
            <Anchor component={Link} to="/meine-angebote">
              {t('candidateOffers.back')}
            </Anchor>
          }
          testId="offer-error"
        />
      </Page>
    );
  }
  const data = offer.data.data;
  const status = answered ?? data.status;
  const answer =
    status === 'open' ? (
      <Group wrap="wrap">
        <Button color="green" onClick={onAccept} loading={accepting.isLoading} data-testid="offer-accept">
          {t('candidateOffers.accept')}
        </Button>
        <Button variant="default" onClick={() => setRejectOpen(true)} loading={rejecting.isLoading} data-testid="offer-reject">
          {t('candidateOffers.reject')}
        </Button>
      </Group>
    ) : null;
  return (
    <Page title={t('candidateOffers.offerTitle')}>
      <Paper withBorder p="md" data-testid="offer-details">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={700} size="lg" data-testid="offer-campaign">
              {data.campaign.name}
            </Text>
            <Badge color={status === 'accepted' ? 'green' : status === 'rejected' ? 'gray' : 'blue'} data-testid="offer-status">
              {t(`candidateOffers.status.${status}`)}
            </Badge>
          </Group>
          <Text>
            {t('candidateOffers.company')}: <strong>{data.company.name}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            {t('candidateOffers.receivedAt', { date: formatDateTime(data.created_at) })}
          </Text>
        </Stack>
      </Paper>
      {data.job ? (
        <JobOfferCard job={data.job} description={data.job.description} actions={answer} testId="offer-job" />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="offer-no-job">
            {t('candidateOffers.noJob')}
          </Text>
          {answer}
        </>
      )}
      {failure && (
        <Alert color="red" data-testid="offer-failure" role="alert">
          {failure}
        </Alert>
      )}
      {status === 'open' && phone.data?.status === false && <Text size="sm">{t('candidateOffers.phoneFirst')}</Text>}
      {status !== 'open' && (
        <Alert color={status === 'accepted' ? 'green' : 'gray'} data-testid="offer-answered">
          {t(status === 'accepted' ? 'candidateOffers.accepted' : 'candidateOffers.rejected')}
        </Alert>
      )}
      <Anchor component={Link} to="/meine-angebote">
        {t('candidateOffers.back')}
      </Anchor>

      <OtpModal
        opened={otpOpen}
        onClose={() => setOtpOpen(false)}
        onVerified={() => {
          setOtpOpen(false);
          void doAccept();
        }}
      />
      <Modal opened={rejectOpen} onClose={() => setRejectOpen(false)} title={t('candidateOffers.rejectTitle')} data-testid="reject-modal">
        <Stack>
          <Select
            label={t('candidateOffers.rejectReason')}
            data={REJECTION_REASONS.map((value) => ({ value, label: t(`candidateOffers.reasons.${value}`) }))}
            value={reason}
            onChange={setReason}
            required
            data-testid="reject-reason"
          />
          <Textarea
            label={t('candidateOffers.rejectText')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejectOpen(false)}>
              {t('candidateOffers.cancel')}
            </Button>
            <Button color="red" disabled={!reason} onClick={() => void doReject()} data-testid="reject-submit">
              {t('candidateOffers.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={firstAcceptOpen}
        onClose={closeFirstAccept}
        title={t('candidateOffers.firstAcceptTitle')}
        data-testid="first-accept-popup"
      >
        <Stack>
          <Text>{t('candidateOffers.firstAcceptText')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeFirstAccept} data-testid="first-accept-close">
              {t('candidateOffers.firstAcceptClose')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
