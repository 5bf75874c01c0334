import { Type, type Static } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { Nullable, Uuid } from '../shared/schema';
import {
  JOB_SEEKING_STATUSES,
  MAX_WORK_EXPERIENCE_YEARS,
  PROFESSION_GROUPS,
  PROFILE_LANGUAGES,
  WORK_AREAS,
} from './candidate-profile-rules';

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));
const Text = (maxLength: number) => Type.String({ maxLength });
const List = (maxItems: number, maxLength = 100) => Type.Array(Type.String({ maxLength }), { maxItems, default: [] });

export const ProfileLanguageSchema = literals(PROFILE_LANGUAGES);
export const ProfessionGroupSchema = literals(PROFESSION_GROUPS);
export const JobSeekingStatusSchema = literals(JOB_SEEKING_STATUSES);
export const WorkAreaSchema = literals(WORK_AREAS);

/** The candidate profile meta of spec §3, as the wizard sends it and the profile answers it. */
export const ProfileMetaSchema = Type.Object({
  gdpr: Type.Boolean(),
  country: Nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
  address: Nullable(Text(300)),
  weeks_until_exit: Nullable(Type.Integer({ minimum: 0, maximum: 52 })),
  birthday_day: Nullable(Type.Integer({ minimum: 1, maximum: 31 })),
  birthday_month: Nullable(Type.Integer({ minimum: 1, maximum: 12 })),
  birthday_year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  /** YYYY-MM-DD, set only when day, month and year were all chosen. */
  birthday: Nullable(Type.String({ format: 'date' })),
  work_experience: Nullable(Type.Integer({ minimum: 0, maximum: MAX_WORK_EXPERIENCE_YEARS })),
  working_since: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  notes: Text(2000),
  job_motivation: Text(2000),
  wishes: Text(2000),
  job_seeking_status: Nullable(JobSeekingStatusSchema),
  satisfaction_with_current_employer: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  languages: List(20, 10),
  locations_wanted: List(20),
  work_area: Nullable(WorkAreaSchema),
  custom_work_area: Nullable(Text(100)),
  educations: List(30),
  custom_educations: List(20),
  profession_groups: Type.Array(ProfessionGroupSchema, { maxItems: PROFESSION_GROUPS.length, default: [] }),
  custom_profession_group: Nullable(Text(100)),
  experiences: List(30),
  custom_experiences: List(20),
  experiences_wanted: List(30),
  custom_experiences_wanted: List(20),
  qualifications_wanted: List(30),
});
export type ProfileMeta = Static<typeof ProfileMetaSchema>;

/** What the wizard sends: the meta without the derived birthday, and its variant. */
export const ProfileMetaInputSchema = Type.Object({
  ...Type.Omit(ProfileMetaSchema, ['birthday', 'gdpr']).properties,
  gdpr: Type.Boolean({ default: false }),
  variant: Type.String({ minLength: 1, maxLength: 50, default: 'default' }),
});
export type ProfileMetaInput = Static<typeof ProfileMetaInputSchema>;

/** The signed-in candidate's profile (spec §3 "User"), with their meta and the wizard's progress. */
export const CandidateProfileSchema = Type.Object({
  id: Uuid,
  user_id: Uuid,
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  email: ContactDetails(Type.String(), { subject: 'id' }),
  phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  phone_confirmed_at: Nullable(Type.String({ format: 'date-time' })),
  country: Type.String(),
  language: ProfileLanguageSchema,
  profile_image_url: Nullable(Type.String()),
  profile_image_thumbnail_url: Nullable(Type.String()),
  meta: Nullable(ProfileMetaSchema),
  variant: Nullable(Type.String()),
  step: Type.Integer({ minimum: 1 }),
  session_address: Nullable(Type.String()),
  updated_at: Type.String({ format: 'date-time' }),
});
export type CandidateProfile = Static<typeof CandidateProfileSchema>;

export const AccountDeleteReasonSchema = Type.Object({
  id: Uuid,
  identifier: Type.String(),
  name: Type.String(),
  /** The candidate explains in at least 25 characters (the spec's reason 5, "Sonstiges"). */
  requires_text: Type.Boolean(),
});
export type AccountDeleteReason = Static<typeof AccountDeleteReasonSchema>;
