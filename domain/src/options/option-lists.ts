import type { OptionLanguage } from '../reference-data/reference-kinds';

/**
 * Option lists fixed by the product's behaviour (not edited by admins): their ids carry meaning the code
 * relies on. Labels an admin may reword live in option groups (`GET /api/options/{name}`), which take
 * precedence where named below.
 */

/** Outcomes of a call, SMS or meeting on the timeline (employer spec §9), as the spec names them. */
export const OUTCOMES = [
  { id: 'no_answer', name: 'No Answer' },
  { id: 'busy', name: 'Busy' },
  { id: 'wrong_number', name: 'Wrong Number' },
  { id: 'left_live_message', name: 'Left Live Message' },
  { id: 'left_voicemail', name: 'Left VoiceMail' },
  { id: 'connected', name: 'Connected' },
] as const;

/** How a reviewer is related to the employer they rate: the reviewer types of review questions. */
export const RATER_RELATIONSHIPS = [
  { id: 'employee', name: 'Aktuelle/r Mitarbeiter/in' },
  { id: 'former_employee', name: 'Ehemalige/r Mitarbeiter/in' },
  { id: 'applicant', name: 'Bewerber/in' },
  { id: 'trainee', name: 'Auszubildende/r' },
] as const;
export type RaterRelationship = (typeof RATER_RELATIONSHIPS)[number]['id'];

/** How a contact came to be unlocked for a company. */
export const USER_UNLOCK_TYPES = [
  { id: 'manual', name: 'Manuell durch einen Admin' },
  { id: 'requested', name: 'Auf Anfrage des Unternehmens' },
  { id: 'automatic', name: 'Automatisch (Auto-Freischaltung)' },
  { id: 'offer_accepted', name: 'Angebot vom Kandidaten angenommen' },
] as const;

/**
 * The base statuses of an unlocked contact (employer spec §4): 1 the initial one, 4 hired (confirmed
 * first), 5 unqualified (reasons first). Their labels come from the option group `contact_statuses`
 * (key = the id) when an admin set them there; these are the defaults.
 */
export const CONTACT_BASE_STATUSES = [
  { id: 1, name: 'Neu' },
  { id: 2, name: 'Kontaktiert' },
  { id: 3, name: 'Im Gespräch' },
  { id: 4, name: 'Eingestellt' },
  { id: 5, name: 'Unqualifiziert' },
] as const;
export const CONTACT_STATUS_OPTION_GROUP = 'contact_statuses';

/** The two meta questions of every review (spec §9: 2), worded by the option group `review_meta_questions` when set. */
export const REVIEW_META_QUESTIONS = [
  { key: 'about_employer', question: 'Was schätzen Sie an diesem Arbeitgeber?' },
  { key: 'employer_improve', question: 'Was könnte der Arbeitgeber verbessern?' },
] as const;
export const REVIEW_META_QUESTION_GROUP = 'review_meta_questions';

/**
 * Review questions are options: group `review_questions.<model>` for every reviewer, and
 * `review_questions.<model>.<reviewer type>` for one kind of reviewer; the key is the question's id.
 */
export const reviewQuestionGroup = (model: string, reviewerType?: string): string =>
  reviewerType ? `review_questions.${model}.${reviewerType}` : `review_questions.${model}`;

/** An option's label in a language, falling back to German when that language was left empty. */
export const labelIn = (label: { de: string; en: string; pl: string }, language: OptionLanguage): string => label[language] || label.de;
