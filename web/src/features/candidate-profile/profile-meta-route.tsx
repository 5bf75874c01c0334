import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  JOB_SEEKING_STATUSES,
  MAX_WORK_EXPERIENCE_YEARS,
  PROFESSION_GROUPS,
  PROFILE_META_SECTIONS,
  WORK_AREAS,
  YEARS_BACK,
  sectionOfField,
  type CandidateProfile,
  type ProfileMetaInput,
  type ProfileMetaSection,
} from '@rm/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useCandidateProfileQuery, useSaveProfileMetaMutation, useSaveProfileSessionMutation } from './candidate-profile-api';

const SECTIONS = Object.keys(PROFILE_META_SECTIONS) as ProfileMetaSection[];
const LANGUAGE_OPTIONS = ['de', 'en', 'pl', 'ro', 'uk', 'ru', 'tr', 'ar'] as const;
const EXPERIENCE_OPTIONS = ['dementia', 'intensive', 'palliative', 'wound_care', 'ventilation', 'children'] as const;
const EDUCATION_OPTIONS = ['examined_nurse', 'geriatric_nurse', 'practical_instructor', 'wound_manager', 'ward_manager'] as const;
const COUNTRY_OPTIONS = ['DE', 'PL', 'US', 'AT', 'CH', 'NL', 'RO', 'UA'] as const;

/** What the wizard starts from: the saved meta, or empty fields. */
export function metaFormOf(profile: CandidateProfile): ProfileMetaInput {
  const meta = profile.meta;
  return {
    gdpr: meta?.gdpr ?? false,
    variant: profile.variant ?? 'default',
    country: meta?.country ?? 'DE',
    address: meta?.address ?? profile.session_address ?? null,
    weeks_until_exit: meta?.weeks_until_exit ?? null,
    birthday_day: meta?.birthday_day ?? null,
    birthday_month: meta?.birthday_month ?? null,
    birthday_year: meta?.birthday_year ?? null,
    work_experience: meta?.work_experience ?? null,
    working_since: meta?.working_since ?? null,
    notes: meta?.notes ?? '',
    job_motivation: meta?.job_motivation ?? '',
    wishes: meta?.wishes ?? '',
    job_seeking_status: meta?.job_seeking_status ?? null,
    satisfaction_with_current_employer: meta?.satisfaction_with_current_employer ?? null,
    languages: meta?.languages ?? [],
    locations_wanted: meta?.locations_wanted ?? [],
    work_area: meta?.work_area ?? null,
    custom_work_area: meta?.custom_work_area ?? null,
    educations: meta?.educations ?? [],
    custom_educations: meta?.custom_educations ?? [],
    profession_groups: meta?.profession_groups ?? [],
    custom_profession_group: meta?.custom_profession_group ?? null,
    experiences: meta?.experiences ?? [],
    custom_experiences: meta?.custom_experiences ?? [],
    experiences_wanted: meta?.experiences_wanted ?? [],
    custom_experiences_wanted: meta?.custom_experiences_wanted ?? [],
    qualifications_wanted: meta?.qualifications_wanted ?? [],
  };
}

/** The sections that hold a field error (in wizard order). */
export function invalidSections(errors: Record<string, string> | null): ProfileMetaSection[] {
  const found = new Set(Object.keys(errors ?? {}).map(sectionOfField));
  return SECTIONS.filter((section) => found.has(section));
}

const lines = (value: readonly string[]): string => value.join('\n');
const fromLines = (text: string): string[] => text.split('\n');
const numberOrNull = (value: string | number): number | null => (typeof value === 'number' ? value : null);

/** The profile-meta wizard: four sections; a failed save marks the sections with errors red and scrolls to the first. */
export function ProfileMetaRoute() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useCandidateProfileQuery();
  if (isLoading) return <Loader />;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  return (
    <Page title={t('profileMeta.title')}>
      <Text size="sm">{t('profileMeta.intro')}</Text>
      <ProfileMetaWizard profile={data.data} />
    </Page>
  );
}

export function ProfileMetaWizard({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<ProfileMetaInput>(() => metaFormOf(profile));
  const [step, setStep] = useState(Math.min(Math.max(profile.step, 1), SECTIONS.length));
  const [save, { isLoading, error }] = useSaveProfileMetaMutation();
  const [saveSession] = useSaveProfileSessionMutation();
  const sections = useRef(new Map<ProfileMetaSection, HTMLDivElement>());
  const errors = fieldErrors(error);
  const invalid = invalidSections(errors);
  const year = new Date().getFullYear();

  const set = <K extends keyof ProfileMetaInput>(name: K, value: ProfileMetaInput[K]): void =>
    setForm((before) => ({ ...before, [name]: value }));
  const scrollTo = (section: ProfileMetaSection): void =>
    sections.current.get(section)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const goTo = (next: number): void => {
    setStep(next);
    void saveSession({ step: next, address: form.address });
    const section = SECTIONS[next - 1];
    if (section) scrollTo(section);
  };
  const submit = async (): Promise<void> => {
    const result = await save(form);
    if ('data' in result && result.data) {
      dispatch(flashShown(t('profileMeta.saved')));
      return;
    }
    const wrong = invalidSections(fieldErrors(result.error));
    const first = wrong[0];
    if (first) {
      setStep(SECTIONS.indexOf(first) + 1);
      scrollTo(first);
    }
  };
  const years = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from - i));
  const select = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`profileMeta.${group}.${value}`) }));

  const section = (name: ProfileMetaSection, index: number, children: ReactNode) => {
    const wrong = invalid.includes(name);
    return (
      <Card
        withBorder
        ref={(element: HTMLDivElement | null) => {
          if (element) sections.current.set(name, element);
        }}
        data-testid={`meta-section-${name}`}
        data-invalid={wrong ? 'true' : undefined}
        style={wrong ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
      >
        <Stack>
          <Title order={2} size="h4" c={wrong ? 'red.9' : undefined}>
            {index + 1}. {t(`profileMeta.sections.${name}`)}
          </Title>
          {wrong ? (
            <Text c="red.9" size="sm" role="alert">
              {t('profileMeta.sectionError')}
            </Text>
          ) : null}
          {children}
          <Group justify="space-between">
            {index > 0 ? (
              <Button variant="subtle" onClick={() => goTo(index)}>
                {t('profileMeta.back')}
              </Button>
            ) : (
              <span />
            )}
            {index < SECTIONS.length - 1 ? (
              <Button variant="light" onClick={() => goTo(index + 2)} data-testid={`meta-next-${name}`}>
                {t('profileMeta.next')}
              </Button>
            ) : (
              <Button onClick={() => void submit()} loading={isLoading} data-testid="meta-save">
                {t('profileMeta.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    );
  };

  return (
    <Stack>
      <Stepper active={step - 1} onStepClick={(index) => goTo(index + 1)} size="sm" allowNextStepsSelect>
        {SECTIONS.map((name) => (
          <Stepper.Step
            key={name}
            label={t(`profileMeta.sections.${name}`)}
            color={invalid.includes(name) ? 'red' : undefined}
            data-testid={`meta-step-${name}`}
            data-invalid={invalid.includes(name) ? 'true' : undefined}
          />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" data-testid="meta-step">
        {t('profileMeta.stepOf', { step, total: SECTIONS.length })}
      </Text>
      {section(
        'person',
        0,
        <>
          <Text fw={500} size="sm">
            {t('profileMeta.birthday')}
          </Text>
          <SimpleGrid cols={3}>
            <Select
              aria-label={t('profileMeta.day')}
              placeholder={t('profileMeta.day')}
              data={Array.from({ length: 31 }, (_, i) => String(i + 1))}
              value={form.birthday_day === null ? null : String(form.birthday_day)}
              onChange={(value) => set('birthday_day', value ? Number(value) : null)}
              error={errors?.birthday_day ?? errors?.birthday}
              data-testid="meta-birthday-day"
            />
            <Select
              aria-label={t('profileMeta.month')}
              placeholder={t('profileMeta.month')}
              data={Array.from({ length: 12 }, (_, i) => String(i + 1))}
              value={form.birthday_month === null ? null : String(form.birthday_month)}
              onChange={(value) => set('birthday_month', value ? Number(value) : null)}
              error={errors?.birthday_month}
              data-testid="meta-birthday-month"
            />
            <Select
              aria-label={t('profileMeta.year')}
              placeholder={t('profileMeta.year')}
              data={years(year - 16, YEARS_BACK)}
              value={form.birthday_year === null ? null : String(form.birthday_year)}
              onChange={(value) => set('birthday_year', value ? Number(value) : null)}
              error={errors?.birthday_year}
              searchable
              data-testid="meta-birthday-year"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('profileMeta.birthdayHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('profileMeta.country')}
              data={COUNTRY_OPTIONS.map((code) => ({ value: code, label: t(`candidateProfile.countries.${code}`) }))}
              value={form.country}
              onChange={(value) => set('country', value)}
              error={errors?.country}
            />
            <TextInput
              label={t('profileMeta.address')}
              value={form.address ?? ''}
              onChange={(e) => set('address', e.currentTarget.value || null)}
              error={errors?.address}
              data-testid="meta-address"
            />
          </SimpleGrid>
          <MultiSelect
            label={t('profileMeta.spokenLanguages')}
            data={select(LANGUAGE_OPTIONS, 'languageOptions')}
            value={form.languages}
            onChange={(value) => set('languages', value)}
            error={errors?.languages}
            maxDropdownHeight={300}
          />
        </>,
      )}
      {section(
        'qualification',
        1,
        <>
          <MultiSelect
            label={t('profileMeta.professionGroups')}
            data={select(PROFESSION_GROUPS, 'professionGroupOptions')}
            value={form.profession_groups}
            onChange={(value) => set('profession_groups', value)}
            error={errors?.profession_groups}
            maxDropdownHeight={300}
            data-testid="meta-profession-groups"
          />
          <TextInput
            label={t('profileMeta.customProfessionGroup')}
            value={form.custom_profession_group ?? ''}
            onChange={(e) => set('custom_profession_group', e.currentTarget.value || null)}
            error={errors?.custom_profession_group}
          />
          <MultiSelect
            label={t('profileMeta.educations')}
            data={select(EDUCATION_OPTIONS, 'educationOptions')}
            value={form.educations}
            onChange={(value) => set('educations', value)}
            error={errors?.educations}
            maxDropdownHeight={300}
          />
          <Textarea
            label={t('profileMeta.customEducations')}
            value={lines(form.custom_educations)}
            onChange={(e) => set('custom_educations', fromLines(e.currentTarget.value))}
            error={errors?.custom_educations}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('profileMeta.workExperience')}
              min={0}
              max={MAX_WORK_EXPERIENCE_YEARS}
              value={form.work_experience ?? ''}
              onChange={(value) => set('work_experience', numberOrNull(value))}
              error={errors?.work_experience}
            />
            <Select
              label={t('profileMeta.workingSince')}
              placeholder={t('profileMeta.choose')}
              data={years(year, YEARS_BACK + 1)}
              value={form.working_since === null ? null : String(form.working_since)}
              onChange={(value) => set('working_since', value ? Number(value) : null)}
              error={errors?.working_since}
              searchable
            />
          </SimpleGrid>
          <MultiSelect
            label={t('profileMeta.experiences')}
            data={select(EXPERIENCE_OPTIONS, 'experienceOptions')}
            value={form.experiences}
            onChange={(value) => set('experiences', value)}
            error={errors?.experiences}
            maxDropdownHeight={300}
          />
          <Textarea
            label={t('profileMeta.customExperiences')}
            value={lines(form.custom_experiences)}
            onChange={(e) => set('custom_experiences', fromLines(e.currentTarget.value))}
            error={errors?.custom_experiences}
            autosize
            minRows={2}
            data-testid="meta-custom-experiences"
          />
        </>,
      )}
      {section(
        'wishes',
        2,
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('profileMeta.jobSeekingStatus')}
              placeholder={t('profileMeta.choose')}
              data={select(JOB_SEEKING_STATUSES, 'jobSeekingStatuses')}
              value={form.job_seeking_status}
              onChange={(value) => set('job_seeking_status', value)}
              error={errors?.job_seeking_status}
            />
            <NumberInput
              label={t('profileMeta.weeksUntilExit')}
              min={0}
              max={52}
              value={form.weeks_until_exit ?? ''}
              onChange={(value) => set('weeks_until_exit', numberOrNull(value))}
              error={errors?.weeks_until_exit}
            />
            <Select
              label={t('profileMeta.satisfaction')}
              placeholder={t('profileMeta.choose')}
              data={['1', '2', '3', '4', '5']}
              value={form.satisfaction_with_current_employer === null ? null : String(form.satisfaction_with_current_employer)}
              onChange={(value) => set('satisfaction_with_current_employer', value ? Number(value) : null)}
              error={errors?.satisfaction_with_current_employer}
            />
            <Select
              label={t('profileMeta.workArea')}
              placeholder={t('profileMeta.choose')}
              data={select(WORK_AREAS, 'workAreas')}
              value={form.work_area}
              onChange={(value) => set('work_area', value)}
              error={errors?.work_area}
              data-testid="meta-work-area"
            />
          </SimpleGrid>
          {form.work_area === 'other' ? (
            <TextInput
              label={t('profileMeta.customWorkArea')}
              value={form.custom_work_area ?? ''}
              onChange={(e) => set('custom_work_area', e.currentTarget.value || null)}
              error={errors?.custom_work_area}
              data-testid="meta-custom-work-area"
            />
          ) : null}
          <Textarea
            label={t('profileMeta.locationsWanted')}
            value={lines(form.locations_wanted)}
            onChange={(e) => set('locations_wanted', fromLines(e.currentTarget.value))}
            error={errors?.locations_wanted}
            autosize
            minRows={2}
          />
          <MultiSelect
            label={t('profileMeta.qualificationsWanted')}
            data={select(EDUCATION_OPTIONS, 'educationOptions')}
            value={form.qualifications_wanted}
            onChange={(value) => set('qualifications_wanted', value)}
            error={errors?.qualifications_wanted}
            maxDropdownHeight={300}
          />
          <MultiSelect
            label={t('profileMeta.experiencesWanted')}
            data={select(EXPERIENCE_OPTIONS, 'experienceOptions')}
            value={form.experiences_wanted}
            onChange={(value) => set('experiences_wanted', value)}
            error={errors?.experiences_wanted}
            maxDropdownHeight={300}
          />
          <Textarea
            label={t('profileMeta.customExperiencesWanted')}
            value={lines(form.custom_experiences_wanted)}
            onChange={(e) => set('custom_experiences_wanted', fromLines(e.currentTarget.value))}
            error={errors?.custom_experiences_wanted}
            autosize
            minRows={2}
          />
          <Textarea
            label={t('profileMeta.jobMotivation')}
            value={form.job_motivation}
            onChange={(e) => set('job_motivation', e.currentTarget.value)}
            error={errors?.job_motivation}
            autosize
            minRows={2}
          />
          <Textarea
            label={t('profileMeta.wishes')}
            value={form.wishes}
            onChange={(e) => set('wishes', e.currentTarget.value)}
            error={errors?.wishes}
            autosize
            minRows={2}
          />
        </>,
      )}
      {section(
        'finish',
        3,
        <>
          <Textarea
            label={t('profileMeta.notes')}
            value={form.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            error={errors?.notes}
            autosize
            minRows={2}
          />
          <Checkbox
            label={t('profileMeta.gdpr')}
            checked={form.gdpr}
            onChange={(e) => set('gdpr', e.currentTarget.checked)}
            error={errors?.gdpr}
            data-testid="meta-gdpr"
          />
          {error && !errors ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        </>,
      )}
    </Stack>
  );
}
