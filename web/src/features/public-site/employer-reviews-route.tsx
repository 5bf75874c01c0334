import { Anchor, Badge, Button, Card, Group, Loader, Rating, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PagePicker } from '../../components/page-picker';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { EmployerBadge } from './job-card';
import { PublicLayout } from './public-layout';
import { useEmployerReviewsQuery } from './public-site-api';
import { ReviewFlow } from './review-flow';
import { isCandidate, useSession } from './session';

/** /{employerSlug}/reviews: the employer with its average rating and its public reviews; a candidate may review it here. */
export function EmployerReviewsRoute() {
  const { t } = useTranslation();
  const { employerSlug = '' } = useParams();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useEmployerReviewsQuery({ slug: employerSlug, page });
  const session = useSession();
  const [reviewing, setReviewing] = useState(false);
  return (
    <PublicLayout>
      <Stack gap="md">
        {isLoading && <Loader size="sm" aria-label={t('publicSite.loading')} />}
        {error && <ErrorState title={t('publicSite.errorTitle')} description={errorMessage(error)} testId="reviews-error" />}
        {data && (
          <>
            <Title order={1}>{t('publicSite.reviews.title', { name: data.employer.name })}</Title>
            <EmployerBadge employer={data.employer} />
            {!session.loading &&
              (isCandidate(session.user) ? (
                reviewing ? (
                  <ReviewFlow employerId={data.employer.id} />
                ) : (
                  <Button onClick={() => setReviewing(true)} w="fit-content">
                    {t('publicSite.reviews.write')}
                  </Button>
                )
              ) : (
                !session.user && (
                  <Anchor component={Link} to="/login">
                    {t('publicSite.reviews.signInToWrite')}
                  </Anchor>
                )
              ))}
            {data.data.length === 0 && (
              <EmptyState
                title={t('publicSite.reviews.none')}
                description={t('publicSite.reviews.noneHint')}
                illustration="inbox"
                testId="reviews-none"
              />
            )}
            {data.data.map((review) => (
              <Card key={review.id} withBorder padding="md" radius="md" component="article">
                <Stack gap="xs">
                  <Group gap="xs">
                    <Rating value={review.rating} readOnly aria-label={t('publicSite.reviews.stars', { rating: review.rating })} />
                    <Badge variant="light" tt="none">
                      {t(`publicSite.reviewerTypes.${review.reviewer_type}`, { defaultValue: review.reviewer_type })}
                    </Badge>
                    {review.work_area && (
                      <Badge variant="outline" tt="none">
                        {review.work_area}
                      </Badge>
                    )}
                  </Group>
                  <Text>{review.review}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(review.created_at)}
                  </Text>
                </Stack>
              </Card>
            ))}
            {data.meta.last_page > 1 && <PagePicker total={data.meta.last_page} value={page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
