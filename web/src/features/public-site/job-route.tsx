import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { useJobActions } from './job-actions';
import { JobDetail } from './job-detail';
import { PublicLayout } from './public-layout';
import { useJobPostingQuery } from './public-site-api';

/** /stellenangebote/{id}: the offer page. */
export function JobRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, isLoading } = useJobPostingQuery({ id });
  const actionsFor = useJobActions();
  return (
    <PublicLayout>
      <Stack gap="md">
        <Anchor component={Link} to="/stellenangebote">
          ← {t('publicSite.jobs.toSearch')}
        </Anchor>
        {isLoading && <Loader size="sm" aria-label={t('publicSite.loading')} />}
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {data && <JobDetail job={data} headingLevel={1} actions={actionsFor(data)} />}
      </Stack>
    </PublicLayout>
  );
}
