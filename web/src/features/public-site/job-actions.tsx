import { Badge, Button } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffersForJobCardsQuery } from './public-site-api';
import { isCandidate, useSession } from './session';

/**
 * The job offer card's actions, by who looks at it:
 * - a signed-in candidate with an open offer for the posting: accept and reject. Both lead to the offer's
 *   own page, which accepts at once (after the phone's one-time code when it is not verified yet) or asks
 *   the reason of the rejection: the card shows what the offer is, the offer page records the answer.
 * - a candidate who answered the offer: where the answer stands;
 * - a visitor who is not signed in: sign in and apply, or register (either way back to this posting after);
 * - anyone else signed in (a candidate without an offer for it, staff): no action, the card informs.
 */
export function useJobActions(): (job: Job, size?: 'xs' | 'sm') => ReactNode {
  const { t } = useTranslation();
  const session = useSession();
  const candidate = isCandidate(session.user);
  const offers = useOffersForJobCardsQuery(undefined, { skip: !candidate });
  return (job, size = 'sm') => {
    if (session.loading) return null;
    if (!session.user) {
      const next = encodeURIComponent(`/stellenangebote/${job.id}`);
      return (
        <>
          <Button component="a" href={`/login?next=${next}`} size={size} data-testid="job-sign-in-apply">
            {t('publicSite.detail.apply')}
          </Button>
          <Button component={Link} to={`/register?next=${next}`} variant="light" size={size} data-testid="job-register-apply">
            {t('publicSite.detail.registerApply')}
          </Button>
        </>
      );
    }
    const offer = offers.data?.data.find((item) => item.campaign.id === job.id);
    if (!offer) return null;
    if (offer.status === 'open' && offer.token) {
      return (
        <>
          <Button
            component={Link}
            to={`/angebote/${offer.token}?antwort=annehmen`}
            color="green"
            size={size}
            data-testid="job-offer-accept"
          >
            {t('publicSite.offer.accept')}
          </Button>
          <Button
            component={Link}
            to={`/angebote/${offer.token}?antwort=ablehnen`}
            variant="default"
            size={size}
            data-testid="job-offer-reject"
          >
            {t('publicSite.offer.reject')}
          </Button>
        </>
      );
    }
    return (
      <Badge color={offer.status === 'accepted' ? 'green' : 'gray'} data-testid="job-offer-answered">
        {t(offer.status === 'accepted' ? 'publicSite.offer.accepted' : 'publicSite.offer.rejected')}
      </Badge>
    );
  };
}
