import { MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  AGE_MAX,
  AGE_MIN,
  EDUCATIONS,
  EMPLOYMENT_TYPES,
  EXPERIENCES,
  GENDERS,
  LANGUAGES,
  PROFESSION_GROUPS,
  SHIFTS,
  WORK_EXPERIENCE_MAX,
  WORK_EXPERIENCE_MIN,
  type AudienceFilters,
} from '@rm/domain';
import { useTranslation } from 'react-i18next';

type ListKey = 'languages' | 'employment_types' | 'educations' | 'experiences' | 'profession_groups' | 'shifts';
const LISTS: ReadonlyArray<[ListKey, readonly string[]]> = [
  ['profession_groups', PROFESSION_GROUPS],
  ['languages', LANGUAGES],
  ['employment_types', EMPLOYMENT_TYPES],
  ['shifts', SHIFTS],
  ['educations', EDUCATIONS],
  ['experiences', EXPERIENCES],
];

const numberOrNull = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/** The audience's meta filters beyond place, range and profession (employer/candidate §3). */
export function AudienceFiltersFields({
  value,
  onChange,
  errors,
}: {
  value: AudienceFilters;
  onChange: (next: AudienceFilters) => void;
  errors?: Record<string, string> | null | undefined;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<AudienceFilters>): void => onChange({ ...value, ...patch });
  const options = (key: ListKey, values: readonly string[]) =>
    values.map((item) => ({ value: item, label: t(`profileValues.${key}.${item}`, { defaultValue: item }) }));
  return (
    <Stack gap="xs" data-testid="audience-filters">
      <Text size="sm" fw={600}>
        {t('audienceFilters.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('audienceFilters.gender')}
          data={GENDERS.map((gender) => ({ value: gender, label: t(`audienceFilters.genders.${gender}`) }))}
          value={value.gender ?? null}
          onChange={(gender) => set({ gender: gender ?? null })}
          clearable
          placeholder={t('audienceFilters.any')}
          data-testid="filter-gender"
        />
        <NumberInput
          label={t('audienceFilters.ageFrom')}
          value={value.age_from ?? ''}
          onChange={(age) => set({ age_from: numberOrNull(age) })}
          min={AGE_MIN}
          max={AGE_MAX}
          error={errors?.['meta.age_from']}
          data-testid="filter-age-from"
        />
        <NumberInput
          label={t('audienceFilters.ageTo')}
          value={value.age_to ?? ''}
          onChange={(age) => set({ age_to: numberOrNull(age) })}
          min={AGE_MIN}
          max={AGE_MAX}
          error={errors?.['meta.age_to']}
          data-testid="filter-age-to"
        />
      </SimpleGrid>
      <NumberInput
        label={t('audienceFilters.workExperience')}
        value={value.work_experience ?? ''}
        onChange={(years) => set({ work_experience: numberOrNull(years) })}
        min={WORK_EXPERIENCE_MIN}
        max={WORK_EXPERIENCE_MAX}
        suffix={` ${t('audienceFilters.years')}`}
        error={errors?.['meta.work_experience']}
        data-testid="filter-work-experience"
      />
      {LISTS.map(([key, values]) => (
        <Stack gap={4} key={key}>
          <MultiSelect
            label={t(`audienceFilters.${key}`)}
            data={options(key, values)}
            value={value[key] ?? []}
            onChange={(selected) => set({ [key]: selected })}
            clearable
            placeholder={t('audienceFilters.any')}
            data-testid={`filter-${key}`}
            maxDropdownHeight={300}
          />
          {key === 'educations' || key === 'experiences' ? (
            <SegmentedControl
              size="xs"
              data={[
                { value: 'or', label: t('audienceFilters.or') },
                { value: 'and', label: t('audienceFilters.and') },
              ]}
              value={(key === 'educations' ? value.educations_operator : value.experiences_operator) ?? 'or'}
              onChange={(operator) =>
                set(
                  key === 'educations'
                    ? { educations_operator: operator as 'and' | 'or' }
                    : { experiences_operator: operator as 'and' | 'or' },
                )
              }
              data-testid={`filter-${key}-operator`}
            />
          ) : null}
        </Stack>
      ))}
      <Switch
        label={t('audienceFilters.driverLicence')}
        checked={value.driver_licence ?? false}
        onChange={(event) => set({ driver_licence: event.currentTarget.checked })}
        data-testid="filter-driver-licence"
      />
      <Switch
        label={t('audienceFilters.willingnessToMove')}
        checked={value.willingness_to_move ?? false}
        onChange={(event) => set({ willingness_to_move: event.currentTarget.checked })}
        data-testid="filter-willingness-to-move"
      />
    </Stack>
  );
}
