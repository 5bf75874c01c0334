import {
  CONTACT_BASE_STATUSES,
  CONTACT_STATUS_OPTION_GROUP,
  DEFAULT_TASK_STATUS,
  REVIEW_META_QUESTION_GROUP,
  REVIEW_META_QUESTIONS,
  labelIn,
  reviewQuestionGroup,
  type OptionLanguage,
} from '@rm/domain';
import type { CommonQueryMethods } from 'slonik';
import { allReferenceItems, optionGroupItems, optionGroupsItems, optionGroupsWithPrefix } from '../reference-data/reference-data-queries';

/** Option lists built from the reference-data read model (what admins edit). */

type BaseStatusId = (typeof CONTACT_BASE_STATUSES)[number]['id'];

export async function contactStatusOptions(db: CommonQueryMethods, language: OptionLanguage) {
  const [labels, custom] = await Promise.all([
    optionGroupItems(db, CONTACT_STATUS_OPTION_GROUP),
    allReferenceItems(db, 'contact-statuses'),
  ]);
  const labelOf = new Map(labels.map((option) => [option.key, labelIn(option.label, language)]));
  return [
    ...CONTACT_BASE_STATUSES.map((status) => ({
      id: status.id,
      name: labelOf.get(String(status.id)) ?? status.name,
      status_id: null as BaseStatusId | null,
      is_default: status.id === 1,
    })),
    ...custom.map((status) => ({
      id: status.id,
      name: String(status.name),
      status_id: status.status_id as BaseStatusId,
      is_default: status.is_default === true,
    })),
  ];
}

export async function unqualifiedStatusReasonOptions(db: CommonQueryMethods) {
  return (await allReferenceItems(db, 'unqualified-status-reasons')).map((reason) => ({
    id: reason.id,
    identifier: String(reason.identifier),
    name: String(reason.name),
    is_default: reason.is_default === true,
    checked: false,
  }));
}

export async function taskStatusOptions(db: CommonQueryMethods) {
  return (await allReferenceItems(db, 'task-statuses')).map((status) => ({
    id: status.id,
    identifier: String(status.identifier),
    name: String(status.name),
    status_color: status.status_color as 'default',
    is_default: status.identifier === DEFAULT_TASK_STATUS,
  }));
}

export async function optionGroup(db: CommonQueryMethods, group: string, language: OptionLanguage) {
  return (await optionGroupItems(db, group)).map((option) => ({ key: option.key, label: labelIn(option.label, language) }));
}

export async function optionGroupTranslations(db: CommonQueryMethods, group: string) {
  return (await optionGroupItems(db, group)).map((option) => ({
    key: option.key,
    label: { de: option.label.de, en: option.label.en, pl: option.label.pl },
  }));
}

/** A model's questions for every reviewer type, then those for one type each; the 2 meta questions always. */
export async function reviewQuestionOptions(db: CommonQueryMethods, model: string, language: OptionLanguage) {
  const prefix = `${reviewQuestionGroup(model)}.`;
  const options = await optionGroupsItems(db, [reviewQuestionGroup(model), REVIEW_META_QUESTION_GROUP]);
  const typed = await optionGroupsWithPrefix(db, prefix);
  const meta = new Map(options.filter((o) => o.group === REVIEW_META_QUESTION_GROUP).map((o) => [o.key, labelIn(o.label, language)]));
  return {
    data: [
      ...options
        .filter((o) => o.group === reviewQuestionGroup(model))
        .map((o) => ({ id: o.key, question: labelIn(o.label, language), reviewer_type: null })),
      ...typed.map((o) => ({ id: o.key, question: labelIn(o.label, language), reviewer_type: o.group.slice(prefix.length) })),
    ],
    meta_questions: REVIEW_META_QUESTIONS.map((question) => ({ key: question.key, question: meta.get(question.key) ?? question.question })),
  };
}
