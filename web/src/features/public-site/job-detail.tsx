import { Anchor } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobOfferCard } from '../../components/job-offer-card';
import { useJobPostingQuery } from './public-site-api';

/** A posting in full: the job offer card with its text, the employer's reviews and the card's actions (see `useJobActions`). */
export function JobDetail({ job, headingLevel = 2, actions }: { job: Job; headingLevel?: 1 | 2; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useJobPostingQuery({ id: job.id });
  return (
    <JobOfferCard
      job={job}
      headingLevel={headingLevel}
      description={data?.description ?? ''}
      links={
        <Anchor component={Link} to={`/${job.employer.slug}/reviews`}>
          {t('publicSite.detail.reviews', { name: job.employer.name })}
        </Anchor>
      }
      actions={actions}
    />
  );
}
