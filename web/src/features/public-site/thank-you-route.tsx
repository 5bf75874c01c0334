import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { REVIEW_THANKS } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { serverText } from '../../lib/server-text';
import { PublicLayout } from './public-layout';
import { useEmployerReviewsQuery, useIsAlreadyRatedQuery } from './public-site-api';
import { isCandidate, useSession } from './session';

/** The employer's page name, asked as the candidate's own review state (which names the employer). */
function BackToEmployer({ employerId }: { employerId: string }) {
  const { t } = useTranslation();
  const { data } = useIsAlreadyRatedQuery({ model: 'employer', id: employerId });
  const { data: reviews } = useEmployerReviewsQuery({ slug: data?.employer?.slug ?? '' }, { skip: !data?.employer });
  if (!data?.employer) return null;
  return (
    <Anchor component={Link} to={`/${data.employer.slug}/reviews`}>
      {t('publicSite.thankYou.back', { name: reviews?.employer.name ?? data.employer.name })}
    </Anchor>
  );
}

/** /review/thank-you?arbeitgeber={employerId}: 'Thank you for your review.' */
export function ThankYouRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const employerId = params.get('arbeitgeber') ?? '';
  const session = useSession();
  return (
    <PublicLayout>
      <Card withBorder padding="xl" radius="md" maw={560} mx="auto">
        <Stack gap="sm">
          <Title order={1}>{serverText(REVIEW_THANKS)}</Title>
          <Text>{t('publicSite.thankYou.text')}</Text>
          {isCandidate(session.user) && /^[0-9a-f-]{36}$/.test(employerId) && <BackToEmployer employerId={employerId} />}
          <Anchor component={Link} to="/stellenangebote">
            {t('publicSite.thankYou.jobs')}
          </Anchor>
        </Stack>
      </Card>
    </PublicLayout>
  );
}
