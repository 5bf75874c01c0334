import { Avatar, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { JobCard as Job } from '@rm/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, PinIcon } from '../../components/icons';
import { EmployerBadge, useSalaryText } from '../../components/job-offer-card';

export { EmployerBadge, JobMeta, useSalaryText } from '../../components/job-offer-card';

/**
 * What a candidate scans for on a phone, in this order and large enough to read at a glance: the pay, the
 * hours (full or part time), the place (with the distance when they searched around a place); holidays and
 * benefits after them, smaller.
 */
export function JobFacts({ job }: { job: Job }) {
  const { t } = useTranslation();
  const salaryText = useSalaryText();
  return (
    <Stack gap={6}>
      <Text fw={800} fz="lg" c="petrol.9" data-testid="job-salary" lh={1.25}>
        {salaryText(job.meta.salary)}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Badge variant="filled" size="lg" tt="none" leftSection={<ClockIcon />} data-testid="job-hours">
          {t(`jobOffer.employment.${job.meta.employment}`)}
        </Badge>
        <Text fw={600} data-testid="job-place">
          <PinIcon /> {job.zip_code} {job.city}
          {job.distance_km !== null ? (
            <Text span c="dimmed" fw={400}>
              {` · ${t('publicSite.card.distance', { km: job.distance_km.toLocaleString() })}`}
            </Text>
          ) : null}
        </Text>
      </Group>
      {job.meta.holidays_count !== null && (
        <Text size="sm" c="dimmed">
          {t('jobOffer.card.holidays', { count: job.meta.holidays_count })}
        </Text>
      )}
      {job.meta.benefits.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('jobOffer.card.benefits')}: {job.meta.benefits.map((benefit) => t(`jobOffer.benefits.${benefit}`)).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/** The employer's uploaded logo, large beside the title (nothing while it has none: the badge below shows its initials). */
function EmployerLogo({ job }: { job: Job }) {
  if (!job.employer.logo_url) return null;
  return <Avatar src={job.employer.logo_url} alt={job.employer.name} size={48} radius="md" data-testid="job-employer-logo" />;
}

/** A job card of the list: pay, hours and place first, then holidays, benefits, the employer with rating, and its actions. */
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
  return (
    <Card
      withBorder
      padding="md"
      radius="lg"
      shadow="xs"
      id={`job-${job.id}`}
      onClick={() => onOpen(job)}
      style={{ cursor: 'pointer', ...(active ? { borderColor: 'var(--mantine-color-petrol-6)' } : {}) }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <EmployerLogo job={job} />
          <Text fw={700} component="h3" size="lg" m={0} lh={1.3}>
            <UnstyledButton
              onClick={(event) => {
                event.stopPropagation();
                onOpen(job);
              }}
              fw={700}
              fz="lg"
              lh={1.3}
              c="petrol.9"
            >
              {job.title}
            </UnstyledButton>
          </Text>
        </Group>
        <JobFacts job={job} />
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
