import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmployerBadge, JobMeta } from './job-card';
import { useJobPostingQuery } from './public-site-api';

/** A posting in full: its card, its text, the employer's reviews and the way to apply (sign-in or registration). */
export function JobDetail({ job, headingLevel = 2 }: { job: Job; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const { data } = useJobPostingQuery({ id: job.id });
  /** Where the visitor wanted to go: back to this posting once signed in. */
  const jobPath = `/stellenangebote/${job.id}`;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={headingLevel}>{job.title}</Title>
        <Text c="dimmed">
          {job.zip_code} {job.city}
        </Text>
        <JobMeta job={job} />
        <EmployerBadge employer={job.employer} />
        <Anchor component={Link} to={`/${job.employer.slug}/reviews`}>
          {t('publicSite.detail.reviews', { name: job.employer.name })}
        </Anchor>
        <Text style={{ whiteSpace: 'pre-line' }}>{data?.description ?? ''}</Text>
        <Group gap="sm">
          <Button component="a" href={`/login?next=${encodeURIComponent(jobPath)}`} data-testid="job-sign-in-apply">
            {t('publicSite.detail.apply')}
          </Button>
          <Button component={Link} to="/register" variant="light" data-testid="job-register-apply">
            {t('publicSite.detail.registerApply')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
