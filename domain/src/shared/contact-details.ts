import { Kind, type TObject, type TSchema } from '@sinclair/typebox';

/**
 * The schema keyword that marks a field of a response as another person's contact details (a name,
 * e-mail, phone, address, or decrypted event data about them): an answer that shows it is recorded in the
 * access log, one row per person shown.
 */
export const PERSONAL_RESPONSE = 'x-personal';

/** Whom a contact-details field of a response shows. */
export interface ContactDetailsOptions {
  /**
   * The field(s) of the same object holding the person's id (`id`, `contact_id`; a dotted path such as
   * `data.contactId` reaches into a nested object). Each one given and filled names a person shown.
   */
  subject: string | readonly string[];
}

type Declaration = { kind: 'contact-details'; subject: readonly string[] } | { kind: 'company' };

/** Declares a response field as contact details of the person whose id is in `options.subject` (see `PERSONAL_RESPONSE`). */
export const ContactDetails = <T extends TSchema>(schema: T, options: ContactDetailsOptions): T => ({
  ...schema,
  [PERSONAL_RESPONSE]: {
    kind: 'contact-details',
    subject: typeof options.subject === 'string' ? [options.subject] : [...options.subject],
  } satisfies Declaration,
});

/** Declares a response field as a company's own contact details (its switchboard), no person's: not logged. */
export const CompanyContact = <T extends TSchema>(schema: T): T => ({
  ...schema,
  [PERSONAL_RESPONSE]: { kind: 'company' } satisfies Declaration,
});

/** One declared contact-details field of a response: the way to the object holding it (`*`: each item), its name, whom it shows. */
export interface ContactDetailsField {
  path: readonly string[];
  field: string;
  subject: readonly string[];
}

const declarationOf = (schema: TSchema): Declaration | undefined =>
  (schema as Record<string, unknown>)[PERSONAL_RESPONSE] as Declaration | undefined;

/** Walks a response schema: calls `visit` with each object property and the path to the object holding it. */
function walkSchema(
  schema: TSchema,
  path: readonly string[],
  visit: (path: readonly string[], name: string, property: TSchema) => void,
  depth = 0,
): void {
  if (depth > 20) return;
  const kind = schema[Kind];
  if (kind === 'Object') {
    for (const [name, property] of Object.entries((schema as TObject).properties)) {
      visit(path, name, property);
      walkSchema(property, [...path, name], visit, depth + 1);
    }
  } else if (kind === 'Array') {
    walkSchema((schema as unknown as { items: TSchema }).items, [...path, '*'], visit, depth + 1);
  } else if (kind === 'Union') {
    for (const variant of (schema as unknown as { anyOf: TSchema[] }).anyOf) walkSchema(variant, path, visit, depth + 1);
  } else if (kind === 'Intersect') {
    for (const part of (schema as unknown as { allOf: TSchema[] }).allOf) walkSchema(part, path, visit, depth + 1);
  } else if (kind === 'Record') {
    for (const value of Object.values((schema as unknown as { patternProperties: Record<string, TSchema> }).patternProperties))
      walkSchema(value, [...path, '*'], visit, depth + 1);
  }
}

/** The contact-details fields a response schema declares. */
export function contactDetailsFieldsOf(schema: TSchema): ContactDetailsField[] {
  const fields: ContactDetailsField[] = [];
  walkSchema(schema, [], (path, name, property) => {
    const declared = declarationOf(property);
    if (declared?.kind === 'contact-details') fields.push({ path, field: name, subject: declared.subject });
  });
  return fields;
}

/** Field names that hold an e-mail address or a phone number (`email`, `phone`, `contact_email`, `mobilePhone`…). */
const CONTACT_SHAPED = /(^|_|[a-z])(e_?mail|phone|mobile)($|_|[A-Z])/i;

/** Whether a field's name says it holds an e-mail address or a phone number (a flag or a time about one does not). */
export const isContactShaped = (name: string, schema: TSchema): boolean =>
  CONTACT_SHAPED.test(name) && !/(_at|At)$/.test(name) && holdsText(schema);

const holdsText = (schema: TSchema): boolean =>
  schema[Kind] === 'String' ||
  (schema[Kind] === 'Union' && (schema as unknown as { anyOf: TSchema[] }).anyOf.some((variant) => holdsText(variant)));

/** Fields of a response schema named like e-mails or phones that declare no contact details: the path to each. */
export function undeclaredContactFieldsOf(schema: TSchema): string[] {
  const found: string[] = [];
  walkSchema(schema, [], (path, name, property) => {
    if (isContactShaped(name, property) && !declarationOf(property)) found.push([...path, name].join('.'));
  });
  return found;
}

const at = (value: unknown, path: readonly string[]): unknown => {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
};

const shown = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(typeof value === 'object' && Object.keys(value).length === 0);

/**
 * The ids of the persons whose contact details an answer shows, by the schema's declarations (once each);
 * null when the schema declares none (the answer shows nobody's).
 */
export function contactDetailsReader(schema: TSchema): ((answer: unknown) => string[]) | null {
  const fields = contactDetailsFieldsOf(schema);
  if (fields.length === 0) return null;
  return (answer) => {
    const subjects = new Set<string>();
    const visit = (value: unknown, path: readonly string[], field: ContactDetailsField): void => {
      if (value === null || typeof value !== 'object') return;
      const [step, ...rest] = path;
      if (step === undefined) {
        const holder = value as Record<string, unknown>;
        if (!shown(holder[field.field])) return;
        for (const subject of field.subject) {
          const id = at(holder, subject.split('.'));
          if (typeof id === 'string' && id !== '') subjects.add(id);
        }
        return;
      }
      if (step === '*') for (const item of Object.values(value)) visit(item, rest, field);
      else visit((value as Record<string, unknown>)[step], rest, field);
    };
    for (const field of fields) visit(answer, field.path, field);
    return [...subjects];
  };
}

/** The access-log entry's `what` for a read through an operation of `feature`: which screen's kind of read it was. */
const READ_KINDS: Readonly<Record<string, string>> = {
  contacts: 'contact-detail',
  unlockedContacts: 'unlocked-contacts',
  unlocks: 'unlocked-contacts',
  activeSourcing: 'unlocked-contacts',
  audit: 'audit',
  chat: 'chat',
  companies: 'users',
  referenceData: 'users',
  users: 'users',
};
export const readKindOf = (feature: string): string => READ_KINDS[feature] ?? feature;
