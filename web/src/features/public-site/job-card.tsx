import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployerBadge, JobMeta } from '../../components/job-offer-card';

export { EmployerBadge, JobMeta, useSalaryText } from '../../components/job-offer-card';

/** A job card of the list: title, place, employment, holidays, benefits, salary, employer with rating, and its actions. */
export function JobCard({
  job,
  onOpen,
  active = false,
  actions,
}: {
  job: Job;
  onOpen: (job: Job) => void;
  active?: boolean;
  /** The card's actions (accept and reject an offer, or apply); clicking them does not open the card. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      id={`job-${job.id}`}
      onClick={() => onOpen(job)}
      style={{ cursor: 'pointer', ...(active ? { borderColor: 'var(--mantine-color-blue-6)' } : {}) }}
    >
      <Stack gap="xs">
        <Text fw={700} component="h3" size="lg" m={0}>
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              onOpen(job);
            }}
            fw={700}
            fz="lg"
          >
            {job.title}
          </UnstyledButton>
        </Text>
        <Text size="sm" c="dimmed">
          {job.zip_code} {job.city}
          {job.distance_km !== null ? ` · ${t('publicSite.card.distance', { km: job.distance_km.toLocaleString() })}` : ''}
        </Text>
        <JobMeta job={job} />
        <EmployerBadge employer={job.employer} />
        {actions ? (
          <Group gap="sm" onClick={(event) => event.stopPropagation()}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
