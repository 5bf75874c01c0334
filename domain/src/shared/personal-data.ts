import { Kind, type TObject, type TSchema } from '@sinclair/typebox';

/** The schema keyword that marks a field of an event as personal data. */
export const PERSONAL_DATA = 'x-personal-data';

/** The schema keyword that marks a field of an event as holding the id of a person the event is about. */
export const DATA_SUBJECT = 'x-data-subject';

/** The schema keyword that marks a field of an event as holding the id of another person it names (who acted). */
export const ACTOR = 'x-actor';

/** The schema keyword that marks a field of an event as a secret of the system, kept from every export. */
export const SECRET = 'x-secret';

/** The schema keyword that marks an event's `data` as about the person its stream is about. */
export const STREAM_SUBJECT = 'x-stream-subject';

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
 * Declares a field of an event as holding the id of a person the event is about (the contact an offer is
 * made to, whose consent it records): the event joins that person's Art. 15 export even where it has no
 * personal field of its own. A `Personal` field's `subject` is such a field already.
 */
export const Subject = <T extends TSchema>(schema: T): T => ({ ...schema, [DATA_SUBJECT]: true });

/**
 * Declares a field of an event as holding the id of another person it names (who sent, wrote, owns or
 * was offered it: a user of the company, say): the id is shown in that person's export alone, never in
 * the export of the person the event is about.
 */
export const Actor = <T extends TSchema>(schema: T): T => ({ ...schema, [ACTOR]: true });

/**
 * Declares a field of an event as a secret of the system or of a company (a password, code or token hash,
 * a salt, a token, bank details, a price): it never appears in any export. Fields named like credentials
 * (`…Hash`, `…Salt`, `…Token`, `…Password`, `iban`, `…Bic`) count as secrets without it.
 */
export const Secret = <T extends TSchema>(schema: T): T => ({ ...schema, [SECRET]: true });

/**
 * Declares an event's `data` as about the person its stream is about (an offer's stage change, in the
 * offer's stream): it joins that person's export when every person its stream's other events are about
 * is that person, never in a stream about several.
 */
export const AboutStreamSubject = <T extends TObject>(data: T): T => ({ ...data, [STREAM_SUBJECT]: true });

/** Field names that read as credentials or bank details: secrets whether declared or not. */
const SECRET_NAME = /(?:^|[a-z0-9])(?:Hash|Salt|Token|Password|Iban|Bic)$|^(?:hash|salt|token|password|iban|bic)$/;

/** Whether a field of this name is a secret without a declaration. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** What the Art. 15 export reads from an event type's declarations. */
export interface ExportPlan {
  /** Paths inside `data` of the fields holding the ids of the persons the event is about (`Subject`, and every `Personal` field's subject). */
  subjects: ReadonlyArray<readonly string[]>;
  /** Paths of the ids of other persons the event names (`Actor`). */
  actors: ReadonlyArray<readonly string[]>;
  /** The personal fields, each with its subject. */
  personal: readonly PersonalField[];
  /** Paths never exported (`Secret`, and fields named like credentials). */
  secrets: ReadonlyArray<readonly string[]>;
  /** Whether the event is about the person its stream is about (`AboutStreamSubject`). */
  aboutStreamSubject: boolean;
}

const has = (schema: TSchema, keyword: string): boolean => (schema as Record<string, unknown>)[keyword] === true;
const samePath = (a: readonly string[], b: readonly string[]): boolean => a.join('.') === b.join('.');
const unique = (paths: ReadonlyArray<readonly string[]>): Array<readonly string[]> =>
  paths.filter((path, index) => paths.findIndex((other) => samePath(other, path)) === index);

/** The export plan of an event schema (`Type.Object({ type, data })`), found by walking its `data`. */
export function exportPlanOf(eventSchema: TObject): ExportPlan {
  const data = eventSchema.properties['data'];
  const personal = personalFieldsOf(eventSchema);
  const subjects: Array<readonly string[]> = [];
  const actors: Array<readonly string[]> = [];
  const secrets: Array<readonly string[]> = [];
  const walk = (schema: TSchema, path: readonly string[]): void => {
    const name = path.at(-1);
    if (has(schema, SECRET) || (name !== undefined && isSecretName(name))) secrets.push(path);
    if (has(schema, DATA_SUBJECT)) subjects.push(path);
    if (has(schema, ACTOR)) actors.push(path);
    if (schema[Kind] === 'Object') {
      for (const [property, inner] of Object.entries((schema as TObject).properties)) walk(inner, [...path, property]);
    } else if (schema[Kind] === 'Union') {
      for (const member of (schema as TSchema & { anyOf: TSchema[] }).anyOf) walk(member, path);
    }
  };
  if (data) walk(data, []);
  return {
    subjects: unique([...subjects, ...personal.map((field) => field.subjectPath)]),
    actors: unique(actors),
    personal,
    secrets: unique(secrets),
    aboutStreamSubject: data !== undefined && has(data, STREAM_SUBJECT),
  };
}

/** Every event type's export plan, by type. */
export function exportPlans(eventSchemas: readonly TObject[]): ReadonlyMap<string, ExportPlan> {
  return new Map(eventSchemas.map((schema) => [eventTypeOf(schema), exportPlanOf(schema)]));
}

/**
 * The names of the fields that hold the id of a person an event is about (every declared subject, and the
 * fields the caller adds): the privacy read model finds the streams about a person by them.
 */
export function subjectFieldNames(eventSchemas: readonly TObject[], extra: readonly string[] = []): string[] {
  const names = new Set(extra);
  for (const schema of eventSchemas) for (const path of exportPlanOf(schema).subjects) names.add(path.at(-1) ?? '');
  names.delete('');
  return [...names].sort();
}
