import { Avatar, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { JobCard as Job, PublicEmployer } from '@rm/domain';
import { useTranslation } from 'react-i18next';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-zÄÖÜäöü]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** The salary as its type states it: a tariff's name, an amount (range) per month or hour, or "negotiable". */
export function useSalaryText() {
  const { t, i18n } = useTranslation();
  const money = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(value);
  return (salary: Job['meta']['salary']): string => {
    const range =
      salary.amount_from === null
        ? ''
        : salary.amount_till === null
          ? money(salary.amount_from)
          : `${money(salary.amount_from)} – ${money(salary.amount_till)}`;
    switch (salary.salary_type) {
      case 'TARIFF':
        return t('publicSite.salary.tariff', { tariff: salary.salary_by_tariff ?? '' });
      case 'FIX_SALARY':
        return t('publicSite.salary.fix', { amount: range });
      case 'HOURLY':
        return t('publicSite.salary.hourly', { amount: range });
      case 'NEGOTIABLE':
        return t('publicSite.salary.negotiable');
    }
  };
}

/** The employer's logo (its initials while it has none) and average rating. */
export function EmployerBadge({ employer }: { employer: PublicEmployer }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {employer.logo_url ? (
        <Avatar src={employer.logo_url} alt={employer.name} radius="sm" />
      ) : (
        <Avatar radius="sm" color="blue" aria-hidden>
          {initialsOf(employer.name)}
        </Avatar>
      )}
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {employer.name}
        </Text>
        <Text size="xs" c="dimmed">
          {employer.average_ratings === null
            ? t('publicSite.rating.none')
            : t('publicSite.rating.average', { rating: employer.average_ratings.toLocaleString(), count: employer.reviews_count })}
        </Text>
      </Stack>
    </Group>
  );
}

/** A job card: title, place, employment, holidays, benefits, salary, employer with logo and rating. */
/** Employment, holidays, salary and benefits of a job. */
export function JobMeta({ job }: { job: Job }) {
  const { t } = useTranslation();
  const salaryText = useSalaryText();
  return (
    <>
      <Group gap="xs">
        <Badge variant="light">{t(`publicSite.employment.${job.meta.employment}`)}</Badge>
        {job.meta.holidays_count !== null && (
          <Badge variant="outline" color="dark" tt="none">
            {t('publicSite.card.holidays', { count: job.meta.holidays_count })}
          </Badge>
        )}
        <Badge variant="light" color="grape" tt="none">
          {salaryText(job.meta.salary)}
        </Badge>
      </Group>
      {job.meta.benefits.length > 0 && (
        <Text size="sm">
          {t('publicSite.card.benefits')}: {job.meta.benefits.map((benefit) => t(`publicSite.benefits.${benefit}`)).join(', ')}
        </Text>
      )}
    </>
  );
}

export function JobCard({ job, onOpen, active = false }: { job: Job; onOpen: (job: Job) => void; active?: boolean }) {
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
      </Stack>
    </Card>
  );
}
