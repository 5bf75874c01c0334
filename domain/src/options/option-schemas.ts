import { Type } from '@sinclair/typebox';
import { Nullable, Uuid } from '../shared/schema';
import { CONTACT_BASE_STATUS_IDS, OPTION_LANGUAGES, TASK_STATUS_COLORS } from '../reference-data/reference-kinds';

/** The language of labels (default German, the product's language); empty translations fall back to German. */
export const LanguageQuery = Type.Object({ lang: Type.Optional(Type.Union(OPTION_LANGUAGES.map((language) => Type.Literal(language)))) });

const BaseStatusId = Type.Union(CONTACT_BASE_STATUS_IDS.map((id) => Type.Literal(id)));

/** A contact status: a base status (integer id, status_id null) or a custom one (uuid id) mapped onto a base status. */
export const ContactStatusOptionSchema = Type.Object({
  id: Type.Union([BaseStatusId, Uuid]),
  name: Type.String(),
  status_id: Nullable(BaseStatusId),
  is_default: Type.Boolean(),
});

export const UnqualifiedReasonOptionSchema = Type.Object({
  id: Uuid,
  identifier: Type.String(),
  name: Type.String(),
  is_default: Type.Boolean(),
  checked: Type.Boolean(),
});

export const TaskStatusOptionSchema = Type.Object({
  id: Uuid,
  identifier: Type.String(),
  name: Type.String(),
  status_color: Type.Union(TASK_STATUS_COLORS.map((color) => Type.Literal(color))),
  is_default: Type.Boolean(),
});

export const CountryOptionSchema = Type.Object({ code: Type.String({ minLength: 2, maxLength: 2 }), name: Type.String() });

/** An entry of a list the product fixes: a stable id and its label. */
export const KeyedOptionSchema = Type.Object({ id: Type.String(), name: Type.String() });

export const OptionLabelSchema = Type.Object({ de: Type.String(), en: Type.String(), pl: Type.String() });

export const ReviewQuestionsSchema = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), question: Type.String(), reviewer_type: Nullable(Type.String()) })),
  meta_questions: Type.Array(Type.Object({ key: Type.String(), question: Type.String() })),
});
