import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobCard as Job, PublicEmployer } from '@rm/domain';
import type { ReactNode } from 'react';
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
        return t('jobOffer.salary.tariff', { tariff: salary.salary_by_tariff ?? '' });
      case 'FIX_SALARY':
        return t('jobOffer.salary.fix', { amount: range });
      case 'HOURLY':
        return t('jobOffer.salary.hourly', { amount: range });
      case 'NEGOTIABLE':
        return t('jobOffer.salary.negotiable');
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
        <Text size="xs" c="dimmed" data-testid="employer-rating">
          {employer.average_ratings === null
            ? t('jobOffer.rating.none')
            : t('jobOffer.rating.average', { rating: employer.average_ratings.toLocaleString(), count: employer.reviews_count })}
        </Text>
      </Stack>
    </Group>
  );
}

/** Employment, holidays, salary and benefits of a job. */
export function JobMeta({ job }: { job: Job }) {
  const { t } = useTranslation();
  const salaryText = useSalaryText();
  return (
    <>
      <Group gap="xs">
        <Badge variant="light">{t(`jobOffer.employment.${job.meta.employment}`)}</Badge>
        {job.meta.holidays_count !== null && (
          <Badge variant="outline" color="dark" tt="none">
            {t('jobOffer.card.holidays', { count: job.meta.holidays_count })}
          </Badge>
        )}
        <Badge variant="light" color="grape" tt="none" data-testid="job-salary">
          {salaryText(job.meta.salary)}
        </Badge>
      </Group>
      {job.meta.benefits.length > 0 && (
        <Text size="sm">
          {t('jobOffer.card.benefits')}: {job.meta.benefits.map((benefit) => t(`jobOffer.benefits.${benefit}`)).join(', ')}
        </Text>
      )}
    </>
  );
}

/**
 * The job offer card (screens: "Job offer card"): title, place, employment, holidays, benefits, salary,
 * employer with rating, the description when it is known, and the card's actions (accept and reject for
 * the candidate the offer is made to, applying for everyone else). The public job list, a posting's page
 * and the candidate's offer page show the same card.
 */
export function JobOfferCard({
  job,
  title,
  headingLevel = 2,
  place,
  description,
  links,
  actions,
  testId,
}: {
  job: Job;
  /** The title as it is shown (a button in the list); the job's title by default. */
  title?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** The place line; zip code and city by default. */
  place?: ReactNode;
  description?: string | null;
  /** Links below the employer (its reviews). */
  links?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={headingLevel} size={headingLevel === 3 ? 'h4' : undefined}>
          {title ?? job.title}
        </Title>
        <Text c="dimmed" size="sm">
          {place ?? `${job.zip_code} ${job.city}`}
        </Text>
        <JobMeta job={job} />
        <EmployerBadge employer={job.employer} />
        {links}
        {description ? <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text> : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Card>
  );
}
