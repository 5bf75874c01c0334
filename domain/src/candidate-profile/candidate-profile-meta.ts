import {
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_TOO_YOUNG_MESSAGE,
  CUSTOM_WORK_AREA_MESSAGE,
  DUPLICATE_OPTION_MESSAGE,
  GDPR_REQUIRED_MESSAGE,
  MINIMUM_AGE,
  WORKING_SINCE_MESSAGE,
  YEARS_BACK,
  birthdayOf,
  customOptions,
} from './candidate-profile-rules';
import type { ProfileMeta, ProfileMetaInput } from './candidate-profile-schemas';

/** Which wizard section holds a field: the web marks the section red and scrolls to it (spec §8). */
export const PROFILE_META_SECTIONS = {
  person: ['birthday', 'birthday_day', 'birthday_month', 'birthday_year', 'country', 'address', 'languages'],
  qualification: [
    'profession_groups',
    'custom_profession_group',
    'educations',
    'custom_educations',
    'work_experience',
    'working_since',
    'experiences',
    'custom_experiences',
  ],
  wishes: [
    'job_seeking_status',
    'weeks_until_exit',
    'satisfaction_with_current_employer',
    'work_area',
    'custom_work_area',
    'locations_wanted',
    'qualifications_wanted',
    'experiences_wanted',
    'custom_experiences_wanted',
    'job_motivation',
    'wishes',
  ],
  finish: ['notes', 'gdpr', 'variant'],
} as const satisfies Record<string, readonly string[]>;
export type ProfileMetaSection = keyof typeof PROFILE_META_SECTIONS;

/** The section of a field (a list field's errors arrive as `languages.2`). */
export function sectionOfField(field: string): ProfileMetaSection | null {
  const name = field.split('.')[0] ?? field;
  for (const [section, fields] of Object.entries(PROFILE_META_SECTIONS) as Array<[ProfileMetaSection, readonly string[]]>)
    if (fields.includes(name)) return section;
  return null;
}

const unique = (values: readonly string[]): string[] => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/**
 * The meta to store from what the wizard sent, or the field problems (spec §5): the birthday only when
 * day, month and year are chosen (and a real date, at least 16 years ago); years within the last 60;
 * custom options unique, empty ones dropped; a described work area for "other"; the data-processing consent.
 */
export function profileMetaFrom(input: ProfileMetaInput, today: string): { meta: ProfileMeta; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const year = Number(today.slice(0, 4));
  const birthday = birthdayOf({ day: input.birthday_day, month: input.birthday_month, year: input.birthday_year });
  if (birthday === 'invalid') problems['birthday'] = BIRTHDAY_INVALID_MESSAGE;
  else if (birthday !== null) {
    const adult = `${year - MINIMUM_AGE}${today.slice(4, 10)}`;
    if (birthday > adult) problems['birthday'] = BIRTHDAY_TOO_YOUNG_MESSAGE;
    else if (Number(birthday.slice(0, 4)) < year - YEARS_BACK - 40) problems['birthday'] = BIRTHDAY_INVALID_MESSAGE;
  }
  if (input.working_since !== null && (input.working_since > year || input.working_since < year - YEARS_BACK))
    problems['working_since'] = WORKING_SINCE_MESSAGE;
  const custom = (field: 'custom_educations' | 'custom_experiences' | 'custom_experiences_wanted'): string[] => {
    const kept = customOptions(input[field]);
    if (kept === null) problems[field] = DUPLICATE_OPTION_MESSAGE;
    return kept ?? [];
  };
  const customWorkArea = input.custom_work_area?.trim() || null;
  if (input.work_area === 'other' && !customWorkArea) problems['custom_work_area'] = CUSTOM_WORK_AREA_MESSAGE;
  if (!input.gdpr) problems['gdpr'] = GDPR_REQUIRED_MESSAGE;
  const meta: ProfileMeta = {
    gdpr: input.gdpr,
    country: input.country,
    address: input.address?.trim() || null,
    weeks_until_exit: input.weeks_until_exit,
    birthday_day: birthday && birthday !== 'invalid' ? input.birthday_day : null,
    birthday_month: birthday && birthday !== 'invalid' ? input.birthday_month : null,
    birthday_year: birthday && birthday !== 'invalid' ? input.birthday_year : null,
    birthday: birthday === 'invalid' ? null : birthday,
    work_experience: input.work_experience,
    working_since: input.working_since,
    notes: input.notes.trim(),
    job_motivation: input.job_motivation.trim(),
    wishes: input.wishes.trim(),
    job_seeking_status: input.job_seeking_status,
    satisfaction_with_current_employer: input.satisfaction_with_current_employer,
    languages: unique(input.languages),
    locations_wanted: unique(input.locations_wanted),
    work_area: input.work_area,
    custom_work_area: input.work_area === 'other' ? customWorkArea : null,
    educations: unique(input.educations),
    custom_educations: custom('custom_educations'),
    profession_groups: [...new Set(input.profession_groups)],
    custom_profession_group: input.custom_profession_group?.trim() || null,
    experiences: unique(input.experiences),
    custom_experiences: custom('custom_experiences'),
    experiences_wanted: unique(input.experiences_wanted),
    custom_experiences_wanted: custom('custom_experiences_wanted'),
    qualifications_wanted: unique(input.qualifications_wanted),
  };
  return { meta, problems };
}
