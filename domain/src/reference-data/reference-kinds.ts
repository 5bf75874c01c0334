import { Type, type Static, type TObject } from '@sinclair/typebox';
import { invalid } from '../shared/errors';
import { Nullable, Timestamp } from '../shared/schema';

/**
 * The kinds of reference data the back office keeps (spec: back office §3 "Entities", §7 "Reference
 * data", §9 defaults), each with its own fields, defaults and rules. One aggregate serves them all
 * (`reference-item-decider.ts`), parametrised by the kind's definition here.
 */
export const REFERENCE_KINDS = [
  'coupons',
  'documents',
  'experiences',
  'qualifications',
  'task-statuses',
  'waiting-lists',
  'offer-rejection-reasons',
  'unqualified-status-reasons',
  'options',
  'benefits',
  'account-delete-reasons',
  'contact-statuses',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
export const ReferenceKindSchema = Type.Union(REFERENCE_KINDS.map((kind) => Type.Literal(kind)));
export const isReferenceKind = (value: string): value is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(value);

/** Task status colours (spec §3), the first the default. */
export const TASK_STATUS_COLORS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
/** The languages an option's label is kept in (spec §9). */
export const OPTION_LANGUAGES = ['de', 'en', 'pl'] as const;
export type OptionLanguage = (typeof OPTION_LANGUAGES)[number];

/**
 * The lists of `/api/options/<name>` that are not option groups: a group may not be named after one (nor
 * start with one and a dot), or `/api/options/<group>` would never reach it — and a path like
 * `/api/options/admin-users.json` is then refused instead of being read as a group.
 */
export const OPTION_LIST_NAMES = [
  'account-manager-users',
  'admin-users',
  'all-campaigns',
  'audiences',
  'campaign-users',
  'campaigns',
  'companies',
  'company-users',
  'contact-statuses',
  'countries',
  'employers',
  'outcomes',
  'rater-relationship',
  'review-questions',
  'sales-owner-users',
  'task-statuses',
  'unqualified-status-reasons',
  'user-campaigns',
  'user-unlock-types',
  'users',
] as const;
/** An option group's name: lower-case letters, digits, `_`, `-`, `.` (and not another list's name: `isReservedOptionGroup`). */
export const OPTION_GROUP_PATTERN = '^[a-z0-9_.-]+$';

/** Whether a group name is another list's name, or one followed by a dot. */
export const isReservedOptionGroup = (group: string): boolean =>
  OPTION_LIST_NAMES.some((name) => group === name || group.startsWith(`${name}.`));
export const RESERVED_GROUP_MESSAGE = 'The group may not be named after another option list.';

/** Base contact statuses of an unlocked contact (employer spec §4): 1 initial, 4 hired, 5 unqualified. */
export const CONTACT_BASE_STATUS_IDS = [1, 2, 3, 4, 5] as const;
export const CONTACT_STATUS = { initial: 1, hired: 4, unqualified: 5 } as const;

/** The identifier of the task status a new task starts in (employer spec §4). */
export const DEFAULT_TASK_STATUS = 'not_started';

// Field shapes shared by several kinds.
const Name = Type.String({ minLength: 1, maxLength: 255 });
/** A machine name: lower-case letters, digits and underscores (`salary_too_low`). */
const Identifier = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9_]+$' });
/** Euros; stored as cents (rounded). */
const Euros = Type.Number({ minimum: 0, maximum: 1_000_000 });
const Day = Type.String({ format: 'date' });

/**
 * The stored fields of each kind, under the spec's names (snake_case): events carry them as they are,
 * so that the read model and the API need no mapping per kind. Money is in cents (as in every event).
 */
export const ReferenceFieldSchemas = {
  coupons: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 50 }),
    /** Cents. */
    value: Type.Integer({ minimum: 1 }),
    /** Cents. */
    min_amount: Type.Integer({ minimum: 0 }),
    quantity: Type.Integer({ minimum: 1 }),
    valid_till: Nullable(Day),
    completed_within_days: Type.Integer({ minimum: 1 }),
  }),
  documents: Type.Object({
    title: Name,
    description: Type.String({ maxLength: 5000 }),
    length: Type.String({ maxLength: 20 }),
    wistia_id: Type.String({ maxLength: 50 }),
    sort: Type.Integer(),
    published: Type.Boolean(),
  }),
  experiences: Type.Object({ key: Identifier, name: Name }),
  qualifications: Type.Object({ key: Identifier, name: Name }),
  'task-statuses': Type.Object({
    name: Name,
    identifier: Identifier,
    status_color: Type.Union(TASK_STATUS_COLORS.map((color) => Type.Literal(color))),
  }),
  'waiting-lists': Type.Object({ name: Name }),
  'offer-rejection-reasons': Type.Object({
    identifier: Identifier,
    name: Name,
    can_have_text: Type.Boolean(),
    /** Set while the reason is offered to candidates; `active` is derived from it. */
    activated_at: Nullable(Timestamp),
  }),
  'unqualified-status-reasons': Type.Object({ identifier: Identifier, name: Name, is_default: Type.Boolean() }),
  options: Type.Object({
    group: Type.String({ minLength: 1, maxLength: 64, pattern: OPTION_GROUP_PATTERN }),
    key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
    label: Type.Object({ de: Name, en: Type.String({ maxLength: 255 }), pl: Type.String({ maxLength: 255 }) }),
  }),
  benefits: Type.Object({ identifier: Identifier, name: Name }),
  'account-delete-reasons': Type.Object({
    identifier: Identifier,
    name: Name,
    /** The candidate must explain in a text (at least 25 characters) when choosing this reason. */
    requires_text: Type.Boolean(),
    sort: Type.Integer(),
  }),
  'contact-statuses': Type.Object({
    name: Name,
    /** The base status this custom status stands for (1 initial … 4 hired, 5 unqualified). */
    status_id: Type.Union(CONTACT_BASE_STATUS_IDS.map((id) => Type.Literal(id))),
    is_default: Type.Boolean(),
  }),
} as const satisfies Record<ReferenceKind, TObject>;

export type ReferenceFieldsOf<K extends ReferenceKind> = Static<(typeof ReferenceFieldSchemas)[K]>;
/** Any kind's stored fields, as the generic machinery handles them. */
export type ReferenceFields = Record<string, unknown>;

/**
 * What a create or edit form sends for each kind (the API's body): the stored fields in euros where
 * money is concerned, with the spec's defaults optional, and `active` for offer rejection reasons. No
 * schema `default`s (the edge would fill them in, and an edit would then reset what it left out): a
 * field left out takes the kind's default on create and keeps its value on an edit (`fromInput`).
 */
export const ReferenceInputSchemas = {
  coupons: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\s*[A-Za-z0-9_-]+\\s*$' }),
    value: Type.Number({ minimum: 0.01, maximum: 1_000_000 }),
    min_amount: Type.Optional(Euros),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'default 1' })),
    valid_till: Type.Optional(Nullable(Day)),
    completed_within_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'default 14' })),
  }),
  documents: Type.Object({
    title: Name,
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    length: Type.Optional(Type.String({ maxLength: 20 })),
    wistia_id: Type.Optional(Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9]*$' })),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'default 1000' })),
    published: Type.Optional(Type.Boolean({ description: 'default false' })),
  }),
  experiences: Type.Object({ key: Identifier, name: Name }),
  qualifications: Type.Object({ key: Identifier, name: Name }),
  'task-statuses': Type.Object({
    name: Name,
    identifier: Identifier,
    status_color: Type.Optional(Type.Union(TASK_STATUS_COLORS.map((color) => Type.Literal(color)))),
  }),
  'waiting-lists': Type.Object({ name: Name }),
  'offer-rejection-reasons': Type.Object({
    identifier: Identifier,
    name: Name,
    can_have_text: Type.Optional(Type.Boolean({ description: 'default false' })),
    /** Whether candidates are offered the reason: sets activated_at (now) or clears it. Default true. */
    active: Type.Optional(Type.Boolean({ description: 'default true (on create); an edit without it keeps the state' })),
  }),
  'unqualified-status-reasons': Type.Object({ identifier: Identifier, name: Name, is_default: Type.Optional(Type.Boolean()) }),
  options: Type.Object({
    group: Type.String({ minLength: 1, maxLength: 64, pattern: OPTION_GROUP_PATTERN }),
    key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
    label: Type.Object({
      de: Name,
      en: Type.Optional(Type.String({ maxLength: 255 })),
      pl: Type.Optional(Type.String({ maxLength: 255 })),
    }),
  }),
  benefits: Type.Object({ identifier: Identifier, name: Name }),
  'account-delete-reasons': Type.Object({
    identifier: Identifier,
    name: Name,
    requires_text: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  }),
  'contact-statuses': Type.Object({
    name: Name,
    status_id: Type.Union(CONTACT_BASE_STATUS_IDS.map((id) => Type.Literal(id))),
    is_default: Type.Optional(Type.Boolean()),
  }),
} as const satisfies Record<ReferenceKind, TObject>;

export type ReferenceInputOf<K extends ReferenceKind> = Static<(typeof ReferenceInputSchemas)[K]>;

/** A kind's rules: its defaults, what must be unique, what a list is searched and sorted by. */
export interface ReferenceKindRules {
  /** The item's name in messages ("Coupon created successfully."). */
  noun: string;
  /** The field whose value is unique within the kind (case-insensitive), if any, and how its key is formed. */
  unique?: { field: string; keyOf(fields: ReferenceFields): string };
  /** What the item is called in a list and in the audit trail. */
  label(fields: ReferenceFields): string;
  /** Stored fields from a form's input: defaults, trimming, cents, derived fields (`previous`: the fields before an edit). */
  fromInput(input: ReferenceFields, previous: ReferenceFields | null, now: string): ReferenceFields;
  /** Whether admins may delete items of the kind (options: not in the spec). */
  deletable: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const required = (field: string, value: unknown): string => {
  const trimmed = text(value);
  if (!trimmed) throw invalid(field, `The ${field.replace(/_/g, ' ')} field is required.`);
  return trimmed;
};
const cents = (euros: unknown): number => Math.round((typeof euros === 'number' ? euros : 0) * 100);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const int = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
const lower = (value: unknown): string => text(value).toLowerCase();

/** Kinds whose items are a name with a unique machine key. */
const keyed = (noun: string, keyField: 'key' | 'identifier'): ReferenceKindRules => ({
  noun,
  unique: { field: keyField, keyOf: (fields) => lower(fields[keyField]) },
  label: (fields) => text(fields.name),
  fromInput: (input) => ({ [keyField]: required(keyField, input[keyField]), name: required('name', input.name) }),
  deletable: true,
});

export const REFERENCE_KIND_RULES: Record<ReferenceKind, ReferenceKindRules> = {
  coupons: {
    noun: 'Coupon',
    unique: { field: 'code', keyOf: (fields) => lower(fields.code) },
    label: (fields) => text(fields.code),
    fromInput: (input, previous) => ({
      code: required('code', input.code).toUpperCase(),
      value: cents(input.value),
      min_amount: input.min_amount === undefined ? int(previous?.min_amount, 0) : cents(input.min_amount),
      quantity: int(input.quantity, int(previous?.quantity, 1)),
      valid_till: input.valid_till === undefined ? (previous?.valid_till ?? null) : input.valid_till,
      completed_within_days: int(input.completed_within_days, int(previous?.completed_within_days, 14)),
    }),
    deletable: true,
  },
  documents: {
    noun: 'Document',
    label: (fields) => text(fields.title),
    fromInput: (input, previous) => ({
      title: required('title', input.title),
      description: input.description === undefined ? text(previous?.description) : text(input.description),
      length: input.length === undefined ? text(previous?.length) : text(input.length),
      wistia_id: input.wistia_id === undefined ? text(previous?.wistia_id) : text(input.wistia_id),
      sort: int(input.sort, int(previous?.sort, 1000)),
      published: flag(input.published, flag(previous?.published, false)),
    }),
    deletable: true,
  },
  experiences: keyed('Experience', 'key'),
  qualifications: keyed('Qualification', 'key'),
  'task-statuses': {
    noun: 'Task status',
    unique: { field: 'identifier', keyOf: (fields) => lower(fields.identifier) },
    label: (fields) => text(fields.name),
    fromInput: (input, previous) => ({
      name: required('name', input.name),
      identifier: required('identifier', input.identifier),
      status_color: input.status_color ?? previous?.status_color ?? 'default',
    }),
    deletable: true,
  },
  'waiting-lists': {
    noun: 'Waiting list',
    unique: { field: 'name', keyOf: (fields) => lower(fields.name).replace(/\s+/g, ' ') },
    label: (fields) => text(fields.name),
    fromInput: (input) => ({ name: required('name', input.name) }),
    deletable: true,
  },
  'offer-rejection-reasons': {
    noun: 'Offer Rejection Reason',
    unique: { field: 'identifier', keyOf: (fields) => lower(fields.identifier) },
    label: (fields) => text(fields.name),
    fromInput: (input, previous, now) => {
      const wasActive = previous ? typeof previous.activated_at === 'string' : false;
      const active = flag(input.active, previous ? wasActive : true);
      return {
        identifier: required('identifier', input.identifier),
        name: required('name', input.name),
        can_have_text: flag(input.can_have_text, flag(previous?.can_have_text, false)),
        activated_at: active ? (wasActive ? previous?.activated_at : now) : null,
      };
    },
    deletable: true,
  },
  'unqualified-status-reasons': {
    noun: 'Unqualified Status Reason',
    unique: { field: 'identifier', keyOf: (fields) => lower(fields.identifier) },
    label: (fields) => text(fields.name),
    fromInput: (input, previous) => ({
      identifier: required('identifier', input.identifier),
      name: required('name', input.name),
      is_default: flag(input.is_default, flag(previous?.is_default, false)),
    }),
    deletable: true,
  },
  options: {
    noun: 'Option',
    unique: { field: 'key', keyOf: (fields) => `${lower(fields.group)}:${lower(fields.key)}` },
    label: (fields) => `${text(fields.group)}.${text(fields.key)}`,
    fromInput: (input) => {
      const label = (input.label ?? {}) as Record<string, unknown>;
      const group = required('group', input.group);
      if (isReservedOptionGroup(group)) throw invalid('group', RESERVED_GROUP_MESSAGE);
      return {
        group,
        key: required('key', input.key),
        label: { de: required('label.de', label.de), en: text(label.en), pl: text(label.pl) },
      };
    },
    deletable: false,
  },
  benefits: keyed('Benefit', 'identifier'),
  'account-delete-reasons': {
    noun: 'Account delete reason',
    unique: { field: 'identifier', keyOf: (fields) => lower(fields.identifier) },
    label: (fields) => text(fields.name),
    fromInput: (input, previous) => ({
      identifier: required('identifier', input.identifier),
      name: required('name', input.name),
      requires_text: flag(input.requires_text, flag(previous?.requires_text, false)),
      sort: int(input.sort, int(previous?.sort, 100)),
    }),
    deletable: true,
  },
  'contact-statuses': {
    noun: 'Contact status',
    label: (fields) => text(fields.name),
    fromInput: (input, previous) => ({
      name: required('name', input.name),
      status_id: input.status_id,
      is_default: flag(input.is_default, flag(previous?.is_default, false)),
    }),
    deletable: true,
  },
};

export type ReferenceAction = 'created' | 'updated' | 'deleted';

/** The success messages the back office flashes (spec §8 verbatim where it names them). */
const SPEC_MESSAGES: Partial<Record<ReferenceKind, Partial<Record<ReferenceAction, string>>>> = {
  coupons: {
    created: 'Coupon created successfully.',
    updated: 'Coupon updated successfully.',
    deleted: 'Coupon removed successfully.',
  },
};

export const referenceMessage = (kind: ReferenceKind, action: ReferenceAction): string =>
  SPEC_MESSAGES[kind]?.[action] ?? `${REFERENCE_KIND_RULES[kind].noun} ${action}.`;
