import { Anchor, Box, Button, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorState } from '../../components/empty-state';
import { Illustration } from '../../components/illustrations';
import { EmployerBadge, JobFacts } from './job-card';
import { JobSearchBar } from './job-search-bar';
import { PublicLayout } from './public-layout';
import { useJobHighlightsQuery, useLandingZipCheckMutation } from './public-site-api';
import { ONE_STORY_BELOW_PX, scrollToAnchor, useWindowWidth } from './scrolling';
import { useSession } from './session';

/** The map loads with echarts only once a postal code was found: the landing page itself stays light on a phone. */
const PlaceMap = lazy(async () => ({ default: (await import('../../components/place-map')).PlaceMap }));
/** The radius the zip check's link searches within, drawn on its map. */
const ZIP_RADIUS_KM = 30;
/** A zip code is complete at exactly 5 characters (employer spec §5). */
const ZIP_LENGTH = 5;
const STORIES = ['one', 'two', 'three', 'four'] as const;

/** A row of items that scrolls sideways, with previous and next buttons. */
function Carousel({ label, perView, items }: { label: string; perView: number; items: ReactNode[] }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(0);
  const pages = Math.max(1, items.length - perView + 1);
  const shown = items.slice(start, start + perView);
  return (
    <Stack gap="xs" role="region" aria-roledescription="carousel" aria-label={label}>
      <SimpleGrid cols={perView}>{shown}</SimpleGrid>
      {pages > 1 && (
        <Group justify="center" gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setStart((start - 1 + pages) % pages)}
            aria-label={t('publicSite.carousel.previous')}
          >
            ‹
          </Button>
          <Text size="sm">
            {start + 1} / {pages}
          </Text>
          <Button variant="default" size="xs" onClick={() => setStart((start + 1) % pages)} aria-label={t('publicSite.carousel.next')}>
            ›
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function LatestJob({ job }: { job: Job }) {
  return (
    <Card withBorder padding="sm" radius="lg" shadow="xs" h="100%">
      <Stack gap="xs">
        <Anchor component={Link} to={`/stellenangebote/${job.id}`} fw={700} fz="lg" lh={1.3}>
          {job.title}
        </Anchor>
        <JobFacts job={job} />
        <EmployerBadge employer={job.employer} />
      </Stack>
    </Card>
  );
}

/** The zip check: once 5 digits are typed, the place and a link to the jobs around it. */
function ZipCheck() {
  const { t } = useTranslation();
  const [zip, setZip] = useState('');
  const [check, { data, isLoading }] = useLandingZipCheckMutation();
  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
    setZip(digits);
    if (digits.length === ZIP_LENGTH) void check({ zip_code: digits });
  };
  const place = zip.length === ZIP_LENGTH ? data?.locations.find((location) => location.zip_code === zip) : undefined;
  return (
    <Card withBorder padding="md" radius="md" id="plz-check" tabIndex={-1}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('publicSite.landing.zipTitle')}
        </Title>
        <TextInput
          label={t('publicSite.landing.zipLabel')}
          inputMode="numeric"
          value={zip}
          onChange={(event) => change(event.currentTarget.value)}
          maw={220}
        />
        {isLoading && <Loader size="xs" aria-label={t('publicSite.loading')} />}
        {zip.length === ZIP_LENGTH && data && !isLoading && (
          <Text aria-live="polite">
            {place ? (
              <Anchor component={Link} to={`/stellenangebote?location=${zip}&radius=${ZIP_RADIUS_KM}`}>
                {t('publicSite.landing.zipFound', { place: place.place })}
              </Anchor>
            ) : (
              t('publicSite.landing.zipUnknown')
            )}
          </Text>
        )}
        {place && data && !isLoading && (
          <Suspense fallback={<Loader size="xs" aria-label={t('publicSite.loading')} />}>
            <PlaceMap
              center={data.center ?? place}
              places={data.locations.map((location) => ({
                lat: location.lat,
                lng: location.lng,
                label: `${location.zip_code} ${location.place}`,
              }))}
              radiusKm={ZIP_RADIUS_KM}
              label={t('publicSite.landing.mapLabel', { place: `${place.zip_code} ${place.place}`, km: ZIP_RADIUS_KM })}
            />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

/** `/`: the landing page for visitors (job search, zip check, newest jobs, employers, stories); the signed-in go to their home. */
export function LandingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const width = useWindowWidth();
  const { data, error } = useJobHighlightsQuery(undefined, { skip: session.loading || session.user !== null });
  if (session.loading) return <Loader m="xl" aria-label={t('publicSite.loading')} />;
  if (session.user) return <Navigate to="/home" replace />;
  const perView = width < 600 ? 1 : width < 1024 ? 2 : 4;
  return (
    <PublicLayout>
      <Stack gap="xl">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="petrol.0">
          <Group justify="space-between" wrap="nowrap" gap="lg" align="center">
            <Stack gap="sm">
              <Title order={1} c="petrol.9">
                {t('publicSite.landing.title')}
              </Title>
              <Text size="lg">{t('publicSite.landing.lead', { count: data?.open_jobs ?? 0 })}</Text>
              <Group gap="md">
                <Button component={Link} to="/register" data-testid="landing-register">
                  {t('publicSite.landing.register')}
                </Button>
                <Anchor
                  href="#plz-check"
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToAnchor('plz-check');
                  }}
                >
                  {t('publicSite.landing.toZipCheck')}
                </Anchor>
                <Anchor
                  href="#geschichten"
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToAnchor('geschichten');
                  }}
                >
                  {t('publicSite.landing.toStories')}
                </Anchor>
              </Group>
            </Stack>
            <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
              <Illustration name="welcome" width={220} />
            </Box>
          </Group>
        </Paper>
        <JobSearchBar
          initial={{ keyword: '', location: '', radius: '' }}
          onSearch={(input) => {
            const query = new URLSearchParams();
            if (input.keyword) query.set('keyword', input.keyword);
            if (input.location) query.set('location', input.location);
            if (input.radius && input.location) query.set('radius', input.radius);
            void navigate(`/stellenangebote?${query.toString()}`);
          }}
        />
        <ZipCheck />
        {error && (
          <ErrorState
            title={t('publicSite.landing.unavailable')}
            description={t('publicSite.errorHint')}
            action={
              <Button component={Link} to="/stellenangebote" variant="light">
                {t('publicSite.landing.toSearch')}
              </Button>
            }
            testId="landing-unavailable"
          />
        )}
        {data && data.latest.length > 0 && (
          <Stack gap="sm">
            <Title order={2}>{t('publicSite.landing.latest')}</Title>
            <Carousel
              label={t('publicSite.landing.latest')}
              perView={perView}
              items={data.latest.map((job) => (
                <LatestJob key={job.id} job={job} />
              ))}
            />
          </Stack>
        )}
        {data && data.employers.length > 0 && (
          <Stack gap="sm">
            <Title order={2}>{t('publicSite.landing.employers')}</Title>
            <Carousel
              label={t('publicSite.landing.employers')}
              perView={perView}
              items={data.employers.map((employer) => (
                <Card key={employer.id} withBorder padding="sm" radius="lg" h="100%">
                  <Stack gap="xs">
                    <EmployerBadge employer={employer} />
                    <Anchor component={Link} to={`/${employer.slug}/reviews`} size="sm">
                      {t('publicSite.landing.toReviews')}
                    </Anchor>
                  </Stack>
                </Card>
              ))}
            />
          </Stack>
        )}
        <Stack gap="sm" id="geschichten" tabIndex={-1}>
          <Title order={2}>{t('publicSite.landing.stories')}</Title>
          <Carousel
            label={t('publicSite.landing.stories')}
            perView={width < ONE_STORY_BELOW_PX ? 1 : 2}
            items={STORIES.map((story) => (
              <Card key={story} withBorder padding="md" radius="lg" bg="petrol.0" style={{ borderColor: 'var(--mantine-color-petrol-1)' }}>
                <Text component="blockquote" m={0} fs="italic">
                  {t(`publicSite.stories.${story}.text`)}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  {t(`publicSite.stories.${story}.author`)}
                </Text>
              </Card>
            ))}
          />
        </Stack>
      </Stack>
    </PublicLayout>
  );
}
