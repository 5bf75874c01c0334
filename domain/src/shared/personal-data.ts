import { Kind, type TObject, type TSchema } from '@sinclair/typebox';

/** The schema keyword that marks a field of an event as personal data. */
export const PERSONAL_DATA = 'x-personal-data';

/** What a personal text field reads as once its person was erased, unless the declaration says otherwise. */
export const ERASED_PERSON = 'Gelöschte Person';

/** What free text about a person (a reason, a note) reads as once the person was erased. */
export const ERASED_TEXT = '[gelöscht]';

/** In an `erased` text, replaced by the person's id (for values that must stay unique, such as a sign-in address). */
export const ERASED_SUBJECT_TOKEN = '{subject}';

/** A value an erased field may read as (it must fit the field's schema). */
export type ErasedValue = string | number | boolean | null;

/** Whom a personal field is about: the sibling field of the event's data that holds that person's id. */
export interface PersonalDataOptions {
  /** Name of the field in the same `data` object whose value is the person's id (`contactId`, `userId`, …). */
  subject: string;
  /**
   * What the field reads as once the person was erased (the key is gone, the ciphertext unreadable).
   * Default: `null` for a nullable field, `'Gelöschte Person'` for a text. A field of another type (a
   * number, say) must name a value that fits its schema. `{subject}` in a text is replaced by the
   * person's id (for values that must stay unique).
   */
  erased?: ErasedValue;
}

/**
 * Declares a field of an event as personal data about the person whose id is in `options.subject`
 * (names, e-mails, phones, addresses, free text about a person, document and image references). The
 * event store keeps such fields encrypted with that person's key, erasure deletes the key, retention and
 * the Art. 15 export find a person's data through these declarations: a new event only declares.
 */
export const Personal = <T extends TSchema>(schema: T, options: PersonalDataOptions): T => ({ ...schema, [PERSONAL_DATA]: { ...options } });

/** One declared personal field of an event type: where it sits in `data`, whom it concerns, what it reads as once erased. */
export interface PersonalField {
  /** Path inside the event's `data` (`['firstName']`, `['address', 'street']`). */
  path: readonly string[];
  /** Path inside `data` of the field holding the person's id. */
  subjectPath: readonly string[];
  /** The value readers get once the person was erased (`{subject}` in a text stands for the person's id). */
  erased: ErasedValue;
}

const isNull = (schema: TSchema): boolean => schema[Kind] === 'Null';

/** The personal fields an event schema (`Type.Object({ type, data })`) declares, found by walking its `data`. */
export function personalFieldsOf(eventSchema: TObject): PersonalField[] {
  const data = eventSchema.properties['data'];
  const fields: PersonalField[] = [];
  const walk = (schema: TSchema, path: readonly string[], nullable: boolean): void => {
    const declared = (schema as Record<string, unknown>)[PERSONAL_DATA] as PersonalDataOptions | undefined;
    if (declared) {
      let erased: ErasedValue | undefined = declared.erased;
      if (erased === undefined) erased = nullable ? null : schema[Kind] === 'String' ? ERASED_PERSON : undefined;
      if (erased === undefined) {
        throw new Error(`personal field ${path.join('.')} is neither a text nor nullable: declare the value it reads as once erased`);
      }
      fields.push({ path, subjectPath: [...path.slice(0, -1), declared.subject], erased });
      return;
    }
    if (schema[Kind] === 'Object') {
      for (const [name, property] of Object.entries((schema as TObject).properties)) walk(property, [...path, name], false);
    } else if (schema[Kind] === 'Union') {
      const members = (schema as TSchema & { anyOf: TSchema[] }).anyOf;
      for (const member of members) walk(member, path, nullable || members.some(isNull));
    }
  };
  if (data) walk(data, [], false);
  // A union of a personal string and null declares the field once.
  return fields.filter((field, index) => fields.findIndex((other) => other.path.join('.') === field.path.join('.')) === index);
}

/** The value an erased field reads as for this person. */
export const erasedValueFor = (field: PersonalField, subjectId: string): ErasedValue =>
  typeof field.erased === 'string' ? field.erased.split(ERASED_SUBJECT_TOKEN).join(subjectId) : field.erased;

/** The type name of an event schema (`Type.Literal('ContactRegistered')`). */
export const eventTypeOf = (eventSchema: TObject): string => String((eventSchema.properties['type'] as unknown as { const: string }).const);

/** Every event type's declared personal fields, by type (types without any are left out). */
export function personalDataPlan(eventSchemas: readonly TObject[]): ReadonlyMap<string, readonly PersonalField[]> {
  const plan = new Map<string, PersonalField[]>();
  for (const schema of eventSchemas) {
    const fields = personalFieldsOf(schema);
    if (fields.length > 0) plan.set(eventTypeOf(schema), fields);
  }
  return plan;
}

/**
 * The names of the fields that hold a person's id in any event (every declared `subject`, and the fields
 * the caller adds): the export and the privacy read model find the events about a person by them.
 */
export function subjectFieldNames(eventSchemas: readonly TObject[], extra: readonly string[] = []): string[] {
  const names = new Set(extra);
  for (const schema of eventSchemas) for (const field of personalFieldsOf(schema)) names.add(field.subjectPath.at(-1) ?? '');
  names.delete('');
  return [...names].sort();
}
