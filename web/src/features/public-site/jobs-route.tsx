import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { PagePicker } from '../../components/page-picker';
import { errorMessage } from '../../lib/errors';
import { JobCard } from './job-card';
import { useJobActions } from './job-actions';
import { JobDetail } from './job-detail';
import { JobSearchBar, type JobSearchInput } from './job-search-bar';
import { PublicLayout } from './public-layout';
import { useSearchJobsQuery } from './public-site-api';
import { CAROUSEL_BELOW_PX, smoothScrollTo, useWindowWidth } from './scrolling';

/** Below 1024 px the opened offer shows in a carousel of the page's offers with "i / N", starting at it. */
function OfferCarousel({ jobs, start, actionsFor }: { jobs: readonly Job[]; start: number; actionsFor: (job: Job) => ReactNode }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const job = jobs[index];
  if (!job) return null;
  return (
    <Stack gap="sm" aria-roledescription="carousel" aria-label={t('publicSite.carousel.offers')}>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => setIndex((index - 1 + jobs.length) % jobs.length)}
          aria-label={t('publicSite.carousel.previous')}
        >
          ‹
        </Button>
        <Text aria-live="polite" data-testid="carousel-counter">
          {index + 1} / {jobs.length}
        </Text>
        <Button variant="default" onClick={() => setIndex((index + 1) % jobs.length)} aria-label={t('publicSite.carousel.next')}>
          ›
        </Button>
      </Group>
      <JobDetail key={job.id} job={job} actions={actionsFor(job)} />
    </Stack>
  );
}

/** /stellenangebote: the job search with its results; a card opens the offer in place of the list. */
export function JobsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const input: JobSearchInput = {
    keyword: params.get('keyword') ?? '',
    location: params.get('location') ?? '',
    radius: params.get('radius') ?? '',
  };
  const page = Number(params.get('page') ?? '1') || 1;
  const searching = Boolean(input.keyword || input.location);
  const { data, error, isFetching } = useSearchJobsQuery(
    {
      ...(input.keyword ? { keyword: input.keyword } : {}),
      ...(input.location ? { location: input.location } : {}),
      ...(input.radius ? { radius: Number(input.radius) } : {}),
      page,
    },
    { skip: !searching },
  );
  const [active, setActive] = useState<Job | null>(null);
  const actionsFor = useJobActions();
  const width = useWindowWidth();

  useEffect(() => setActive(null), [params]);

  const search = (next: JobSearchInput) => {
    const query = new URLSearchParams();
    if (next.keyword) query.set('keyword', next.keyword);
    if (next.location) query.set('location', next.location);
    if (next.radius && next.location) query.set('radius', next.radius);
    setParams(query);
  };
  const back = () => {
    const id = active?.id;
    setActive(null);
    window.requestAnimationFrame(() => {
      const target = (id && document.getElementById(`job-${id}`)) || document.getElementById('job-list');
      if (target) smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - 8);
    });
  };
  const jobs = data?.data ?? [];
  const around =
    data?.meta.place && data.meta.radius ? ` ${t('publicSite.jobs.around', { place: data.meta.place.place, km: data.meta.radius })}` : '';

  return (
    <PublicLayout>
      <Stack gap="md">
        <Title order={1}>{t('publicSite.jobs.title')}</Title>
        <JobSearchBar key={params.toString()} initial={input} onSearch={search} />
        {!searching && <Text c="dimmed">{t('publicSite.jobs.hint')}</Text>}
        {error && <ErrorState title={t('publicSite.errorTitle')} description={errorMessage(error)} testId="jobs-error" />}
        {isFetching && <Loader size="sm" aria-label={t('publicSite.loading')} />}
        {active ? (
          <Stack gap="sm">
            <Button variant="subtle" onClick={back} w="fit-content">
              ← {t('publicSite.jobs.back')}
            </Button>
            {width < CAROUSEL_BELOW_PX ? (
              <OfferCarousel
                jobs={jobs}
                actionsFor={actionsFor}
                start={Math.max(
                  0,
                  jobs.findIndex((job) => job.id === active.id),
                )}
              />
            ) : (
              <JobDetail job={active} actions={actionsFor(active)} />
            )}
          </Stack>
        ) : (
          data && (
            <Stack gap="sm" id="job-list">
              {data.meta.total === 0 ? (
                <EmptyState
                  title={t('publicSite.jobs.none')}
                  description={t('publicSite.jobs.noneHint')}
                  illustration="search"
                  testId="jobs-none"
                />
              ) : (
                <Text aria-live="polite" fw={600}>
                  {t(data.meta.more ? 'publicSite.jobs.countMore' : 'publicSite.jobs.count', { count: data.meta.total })}
                  {around}
                </Text>
              )}
              {data.meta.fuzzy && <Alert color="yellow">{t('publicSite.jobs.fuzzy')}</Alert>}
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} onOpen={setActive} actions={actionsFor(job, 'xs')} />
              ))}
              {data.meta.last_page > 1 && (
                <PagePicker
                  total={data.meta.last_page}
                  value={page}
                  onChange={(next) => {
                    const query = new URLSearchParams(params);
                    query.set('page', String(next));
                    setParams(query);
                    window.scrollTo(0, 0);
                  }}
                />
              )}
            </Stack>
          )
        )}
      </Stack>
    </PublicLayout>
  );
}
