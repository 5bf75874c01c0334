import { TASK_STATUS_COLORS, type ReferenceKind } from '@rm/domain';
import type { ReferenceEndpointName } from './reference-data-api';

/** How a form field is edited. */
export type FieldType = 'text' | 'textarea' | 'euros' | 'integer' | 'date' | 'boolean' | 'color' | 'labels';

export interface FieldConfig {
  name: string;
  type: FieldType;
  required?: boolean;
  /** The value a new item's form starts with (the spec's defaults, §9). */
  initial?: unknown;
}

/** A column of a kind's list: a field, shown as its type shows it. */
export interface ColumnConfig {
  name: string;
  /** `code`: a technical key, shown as code (the screens' own names are in the other columns). */
  type: FieldType | 'datetime' | 'code';
}

/** A kind's screen: where it lives, its columns and form, its endpoints (by name). */
export interface KindConfig {
  kind: ReferenceKind;
  /** The path under /reference-data. */
  slug: string;
  columns: ColumnConfig[];
  fields: FieldConfig[];
  endpoints: {
    list: ReferenceEndpointName;
    create?: ReferenceEndpointName;
    update?: ReferenceEndpointName;
    remove?: ReferenceEndpointName;
  };
}

const keyed = (kind: ReferenceKind, slug: string, key: 'key' | 'identifier', names: string): KindConfig => ({
  kind,
  slug,
  columns: [
    { name: 'name', type: 'text' },
    { name: key, type: 'code' },
  ],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: key, type: 'text', required: true },
  ],
  endpoints: {
    list: `list${names}`,
    create: `create${names.replace(/s$/, '')}`,
    update: `update${names.replace(/s$/, '')}`,
    remove: `delete${names.replace(/s$/, '')}`,
  } as KindConfig['endpoints'],
});

/** The kinds of the Stammdaten section, in the order of its navigation. */
export const KINDS: readonly KindConfig[] = [
  {
    kind: 'coupons',
    slug: 'coupons',
    columns: [
      { name: 'code', type: 'text' },
      { name: 'value', type: 'euros' },
      { name: 'min_amount', type: 'euros' },
      { name: 'quantity', type: 'integer' },
      { name: 'valid_till', type: 'date' },
      { name: 'completed_within_days', type: 'integer' },
      { name: 'companies_count', type: 'integer' },
    ],
    fields: [
      { name: 'code', type: 'text', required: true },
      { name: 'value', type: 'euros', required: true },
      { name: 'min_amount', type: 'euros', initial: 0 },
      { name: 'quantity', type: 'integer', initial: 1 },
      { name: 'valid_till', type: 'date', initial: null },
      { name: 'completed_within_days', type: 'integer', initial: 14 },
    ],
    endpoints: { list: 'listCoupons', create: 'createCoupon', update: 'updateCoupon', remove: 'deleteCoupon' },
  },
  {
    kind: 'documents',
    slug: 'documents',
    columns: [
      { name: 'title', type: 'text' },
      { name: 'length', type: 'text' },
      { name: 'wistia_id', type: 'text' },
      { name: 'sort', type: 'integer' },
      { name: 'published', type: 'boolean' },
    ],
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'description', type: 'textarea', initial: '' },
      { name: 'length', type: 'text', initial: '' },
      { name: 'wistia_id', type: 'text', initial: '' },
      { name: 'sort', type: 'integer', initial: 1000 },
      { name: 'published', type: 'boolean', initial: false },
    ],
    endpoints: { list: 'listDocuments', create: 'createDocument', update: 'updateDocument', remove: 'deleteDocument' },
  },
  keyed('experiences', 'experiences', 'key', 'Experiences'),
  keyed('qualifications', 'qualifications', 'key', 'Qualifications'),
  {
    kind: 'task-statuses',
    slug: 'task-statuses',
    columns: [
      { name: 'name', type: 'text' },
      { name: 'identifier', type: 'code' },
      { name: 'status_color', type: 'color' },
    ],
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'identifier', type: 'text', required: true },
      { name: 'status_color', type: 'color', initial: TASK_STATUS_COLORS[0] },
    ],
    endpoints: { list: 'listTaskStatuses', create: 'createTaskStatus', update: 'updateTaskStatus', remove: 'deleteTaskStatus' },
  },
  {
    kind: 'waiting-lists',
    slug: 'waiting-lists',
    columns: [{ name: 'name', type: 'text' }],
    fields: [{ name: 'name', type: 'text', required: true }],
    endpoints: { list: 'listWaitingLists', create: 'createWaitingList', update: 'updateWaitingList', remove: 'deleteWaitingList' },
  },
  {
    kind: 'offer-rejection-reasons',
    slug: 'offer-rejection-reasons',
    columns: [
      { name: 'name', type: 'text' },
      { name: 'identifier', type: 'code' },
      { name: 'can_have_text', type: 'boolean' },
      { name: 'active', type: 'boolean' },
      { name: 'activated_at', type: 'datetime' },
    ],
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'identifier', type: 'text', required: true },
      { name: 'can_have_text', type: 'boolean', initial: false },
      { name: 'active', type: 'boolean', initial: true },
    ],
    endpoints: {
      list: 'listOfferRejectionReasons',
      create: 'createOfferRejectionReason',
      update: 'updateOfferRejectionReason',
      remove: 'deleteOfferRejectionReason',
    },
  },
  {
    kind: 'unqualified-status-reasons',
    slug: 'unqualified-status-reasons',
    columns: [
      { name: 'name', type: 'text' },
      { name: 'identifier', type: 'code' },
      { name: 'is_default', type: 'boolean' },
    ],
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'identifier', type: 'text', required: true },
      { name: 'is_default', type: 'boolean', initial: false },
    ],
    endpoints: {
      list: 'listUnqualifiedStatusReasons',
      create: 'createUnqualifiedStatusReason',
      update: 'updateUnqualifiedStatusReason',
      remove: 'deleteUnqualifiedStatusReason',
    },
  },
  {
    kind: 'options',
    slug: 'options',
    columns: [
      { name: 'group', type: 'code' },
      { name: 'key', type: 'code' },
      { name: 'label', type: 'labels' },
    ],
    fields: [
      { name: 'group', type: 'text', required: true },
      { name: 'key', type: 'text', required: true },
      { name: 'label', type: 'labels', initial: { de: '', en: '', pl: '' } },
    ],
    endpoints: { list: 'listOptions', create: 'createOption', update: 'updateOption' },
  },
  keyed('benefits', 'benefits', 'identifier', 'Benefits'),
  {
    kind: 'account-delete-reasons',
    slug: 'account-delete-reasons',
    columns: [
      { name: 'name', type: 'text' },
      { name: 'identifier', type: 'code' },
      { name: 'requires_text', type: 'boolean' },
      { name: 'sort', type: 'integer' },
    ],
    fields: [],
    endpoints: { list: 'listAccountDeleteReasons' },
  },
];

export const kindOfSlug = (slug: string | undefined): KindConfig | undefined => KINDS.find((kind) => kind.slug === slug);
