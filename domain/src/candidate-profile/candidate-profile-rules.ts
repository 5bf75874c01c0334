import { PROFESSION_GROUPS } from '../contacts/contact-profile';
/** Rules of the candidate's profile, profile-meta wizard and account deletion (spec §3, §5, §9), shared by the server and the forms. */

/** The word a candidate types to confirm the deletion of their account (spec §5). */
export const DELETE_ACCOUNT_KEY = 'löschen';
/** A reason that asks for an explanation needs at least this many characters of it (spec §5, §9). */
export const DELETE_REASON_MIN_TEXT = 25;
/** After the deletion the web app goes to / after this many seconds (spec §4, §9). */
export const DELETE_REDIRECT_SECONDS = 10;

/** The version of the terms and privacy notice a registration consents to (the privacy record keeps it). */
export const REGISTRATION_CONSENT_TEXT_VERSION = '2026-01';

/** Phone input: countries offered first (spec §9). */
export const PREFERRED_PHONE_COUNTRIES = ['DE', 'PL', 'US'] as const;
export const PROFILE_LANGUAGES = ['de', 'en', 'pl'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** Avatar upload (spec §9): at most 2 MB, one file, a thumbnail 150 px wide. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_THUMBNAIL_WIDTH = 150;

/** Profession groups in the order the wizard lists them (spec §9): the contacts' vocabulary, which audiences filter by. */
export { PROFESSION_GROUPS };
export type ProfessionGroup = (typeof PROFESSION_GROUPS)[number];

export const JOB_SEEKING_STATUSES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;
export const WORK_AREAS = ['hospital', 'inpatient_care', 'outpatient_care', 'intensive_care', 'rehabilitation', 'other'] as const;
export const MAX_WORK_EXPERIENCE_YEARS = 46;
/** The years lists reach back this far (spec §5). */
export const YEARS_BACK = 60;
export const MINIMUM_AGE = 16;
/** The wizard's steps: about you, qualification, wishes, last step. */
export const PROFILE_META_STEPS = 4;

export const DUPLICATE_OPTION_MESSAGE = 'Option existiert bereits.';
export const BIRTHDAY_INVALID_MESSAGE = 'The birthday is not a valid date.';
export const BIRTHDAY_TOO_YOUNG_MESSAGE = 'You must be at least 16 years old.'; // MINIMUM_AGE
export const WORKING_SINCE_MESSAGE = 'Choose a year of the list.';
export const CUSTOM_WORK_AREA_MESSAGE = 'Please describe your work area.';
export const GDPR_REQUIRED_MESSAGE = 'Please agree to the processing of your data.';
export const DELETE_KEY_MESSAGE = "Please type 'löschen' to confirm.";
export const DELETE_REASON_MESSAGE = 'Please choose a reason.';
export const DELETE_TEXT_MESSAGE = 'Please explain in at least 25 characters.'; // DELETE_REASON_MIN_TEXT
export const PHONE_INVALID_MESSAGE = 'The phone must be a valid phone number.';
export const PROFILE_UPDATED_MESSAGE = 'profileUpdated';
export const PROFILE_META_SAVED_MESSAGE = 'Your details were saved.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account was deleted.';

/** A day, month and year that make no date (31 February). */
export const INVALID_DATE = 'invalid' as const;

/** The birthday as YYYY-MM-DD when day, month and year are all chosen (spec §5), else null; `INVALID_DATE` for a date that does not exist. */
export function birthdayOf(parts: { day: number | null; month: number | null; year: number | null }): string | null {
  const { day, month, year } = parts;
  if (day === null || month === null || year === null) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return INVALID_DATE;
  return date.toISOString().slice(0, 10);
}

/** Custom options as stored: trimmed, empty ones dropped (spec §5); null when one repeats another (case-insensitive). */
export function customOptions(values: readonly string[]): string[] | null {
  const kept = values.map((value) => value.trim()).filter((value) => value.length > 0);
  const keys = kept.map((value) => value.toLocaleLowerCase('de'));
  return new Set(keys).size === keys.length ? kept : null;
}

/** Whether an account-deletion form may be sent (spec §5): the typed key, a reason, and its text when the reason asks for one. */
export function deleteAccountProblems(input: {
  key: string;
  reasonId: string | null;
  text: string;
  reasonRequiresText: boolean;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.key.trim() !== DELETE_ACCOUNT_KEY) problems['key'] = DELETE_KEY_MESSAGE;
  if (!input.reasonId) problems['reason_id'] = DELETE_REASON_MESSAGE;
  else if (input.reasonRequiresText && input.text.trim().length < DELETE_REASON_MIN_TEXT) problems['text'] = DELETE_TEXT_MESSAGE;
  return problems;
}
