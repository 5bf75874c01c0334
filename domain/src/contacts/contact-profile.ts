import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../shared/schema';

/** Profession groups in the spec's order (employer/candidate §9). */
export const PROFESSION_GROUPS = [
  'nurse',
  'caregiver',
  'nursing_assistant_2_year',
  'nursing_assistant',
  'training_3_month',
  'no_training',
  'pediatric_nurse',
] as const;
export const GENDERS = ['male', 'female', 'diverse'] as const;
export const LANGUAGES = ['de', 'en', 'pl', 'ru', 'tr', 'uk', 'ro', 'ar'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'mini_job', 'temporary'] as const;
export const SHIFTS = ['early', 'late', 'night', 'weekend'] as const;
export const EDUCATIONS = ['nursing_exam', 'care_exam', 'basic_care_course', 'first_aid', 'intensive_care_course'] as const;
export const EXPERIENCES = ['hospital', 'nursing_home', 'ambulant_care', 'intensive_care', 'pediatrics', 'psychiatry'] as const;

/** The ages an audience can ask for, and the years of work experience (employer/candidate §3). */
export const AGE_MIN = 18;
export const AGE_MAX = 60;
export const WORK_EXPERIENCE_MIN = 1;
export const WORK_EXPERIENCE_MAX = 46;

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));
const listOf = <T extends readonly string[]>(values: T) => Type.Array(literals(values), { maxItems: values.length, uniqueItems: true });

export const GenderSchema = literals(GENDERS);
export const ProfessionGroupSchema = literals(PROFESSION_GROUPS);
export const OperatorSchema = Type.Union([Type.Literal('and'), Type.Literal('or')]);

/**
 * What a contact's profile says about their work (the candidate profile meta an audience filters by).
 * Gender and birth year are personal and travel beside it in the events.
 */
export const ContactProfileSchema = Type.Object({
  languages: listOf(LANGUAGES),
  work_experience: Nullable(Type.Integer({ minimum: 0, maximum: 60 })),
  employment_types: listOf(EMPLOYMENT_TYPES),
  driver_licence: Type.Boolean(),
  educations: listOf(EDUCATIONS),
  experiences: listOf(EXPERIENCES),
  profession_groups: listOf(PROFESSION_GROUPS),
  shifts: listOf(SHIFTS),
  willingness_to_move: Type.Boolean(),
});
export type ContactProfile = Static<typeof ContactProfileSchema>;

export const emptyProfile = (): ContactProfile => ({
  languages: [],
  work_experience: null,
  employment_types: [],
  driver_licence: false,
  educations: [],
  experiences: [],
  profession_groups: [],
  shifts: [],
  willingness_to_move: false,
});

/** An audience's filters beyond place, range and profession; every one optional (absent: anyone). */
export const AudienceFiltersSchema = Type.Object({
  gender: Type.Optional(Nullable(GenderSchema)),
  age_from: Type.Optional(Nullable(Type.Integer({ minimum: AGE_MIN, maximum: AGE_MAX }))),
  age_to: Type.Optional(Nullable(Type.Integer({ minimum: AGE_MIN, maximum: AGE_MAX }))),
  languages: Type.Optional(listOf(LANGUAGES)),
  work_experience: Type.Optional(Nullable(Type.Integer({ minimum: WORK_EXPERIENCE_MIN, maximum: WORK_EXPERIENCE_MAX }))),
  employment_types: Type.Optional(listOf(EMPLOYMENT_TYPES)),
  driver_licence: Type.Optional(Nullable(Type.Boolean())),
  educations: Type.Optional(listOf(EDUCATIONS)),
  educations_operator: Type.Optional(OperatorSchema),
  experiences: Type.Optional(listOf(EXPERIENCES)),
  experiences_operator: Type.Optional(OperatorSchema),
  profession_groups: Type.Optional(listOf(PROFESSION_GROUPS)),
  shifts: Type.Optional(listOf(SHIFTS)),
  willingness_to_move: Type.Optional(Nullable(Type.Boolean())),
});
export type AudienceFilters = Static<typeof AudienceFiltersSchema>;

/** A contact as the filters see it. */
export interface FilterableContact extends ContactProfile {
  gender: string | null;
  birth_year: number | null;
}

const some = (wanted: readonly string[], has: readonly string[]): boolean => wanted.some((value) => has.includes(value));
const every = (wanted: readonly string[], has: readonly string[]): boolean => wanted.every((value) => has.includes(value));
const listMatches = (wanted: readonly string[] | undefined, has: readonly string[], operator: 'and' | 'or' = 'or'): boolean =>
  !wanted || wanted.length === 0 || (operator === 'and' ? every(wanted, has) : some(wanted, has));

/** Age in whole years at `year` from a birth year (the profile keeps the year only). */
export const ageIn = (year: number, birthYear: number): number => year - birthYear;

/**
 * Whether a contact passes an audience's filters. Lists ask for any of their values (educations and
 * experiences: all of them with the `and` operator); age and experience are minimums and maximums; an
 * unknown value (no birth year, no experience) fails a filter that asks about it.
 */
export function matchesAudienceFilters(contact: FilterableContact, filters: AudienceFilters, year: number): boolean {
  if (filters.gender && contact.gender !== filters.gender) return false;
  if (filters.age_from || filters.age_to) {
    if (contact.birth_year === null) return false;
    const age = ageIn(year, contact.birth_year);
    if (filters.age_from && age < filters.age_from) return false;
    if (filters.age_to && age > filters.age_to) return false;
  }
  if (filters.work_experience && (contact.work_experience ?? 0) < filters.work_experience) return false;
  if (filters.driver_licence && !contact.driver_licence) return false;
  if (filters.willingness_to_move && !contact.willingness_to_move) return false;
  return (
    listMatches(filters.languages, contact.languages) &&
    listMatches(filters.employment_types, contact.employment_types) &&
    listMatches(filters.educations, contact.educations, filters.educations_operator) &&
    listMatches(filters.experiences, contact.experiences, filters.experiences_operator) &&
    listMatches(filters.profession_groups, contact.profession_groups) &&
    listMatches(filters.shifts, contact.shifts)
  );
}

/** Whether any filter asks something (then counts look at contacts, not at the per-place sums). */
export const hasActiveFilters = (filters: AudienceFilters | undefined): boolean =>
  !!filters &&
  Object.entries(filters).some(([key, value]) => {
    if (key.endsWith('_operator')) return false;
    if (Array.isArray(value)) return value.length > 0;
    return value !== null && value !== undefined && value !== false;
  });
