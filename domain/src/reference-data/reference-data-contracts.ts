import { Type } from '@sinclair/typebox';
import { MessageSchema, paged } from '../api/api-schemas';
import { ADMIN, IdParams, Page, apiFeature, contract } from '../shared/contract';
import { ROLE_NAMES } from '../users/user-events';
import { ManagedUserSchema, ReferenceItemSchemas } from './reference-data-schemas';
import { ReferenceInputSchemas, type ReferenceKind } from './reference-kinds';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'reference-data';

/** Every list pages 20 items and searches names, keys, codes and titles. */
const ListQuery = Type.Object({
  page: Page,
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

const CHANGES = ['reference-data', 'audit-log'];

/** The list of a kind: its items sorted as the kind is (documents by sort, the others by name), 20 a page, searchable. */
const listOf = <const O extends string, const P extends string, const K extends ReferenceKind>(
  operationId: O,
  path: P,
  kind: K,
  what: string,
) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'GET',
    path,
    access: ADMIN,
    summary: `List ${what}`,
    description: `The ${what}, 20 a page, searched (search) in their names, keys, codes and titles.`,
    query: ListQuery,
    response: paged(ReferenceItemSchemas[kind]),
  });

const createOf = <const O extends string, const P extends string, const K extends ReferenceKind>(
  operationId: O,
  path: P,
  kind: K,
  what: string,
  rules: string,
) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'POST',
    path,
    access: ADMIN,
    summary: `Create ${what}`,
    description: `Creates ${what} (event ReferenceItemCreated). ${rules}`,
    body: ReferenceInputSchemas[kind],
    response: Type.Object({ message: Type.String(), data: ReferenceItemSchemas[kind] }),
    status: 201,
    changes: CHANGES,
    appends: ['ReferenceItemCreated', 'ReferenceKeyClaimed'],
  });

const updateOf = <const O extends string, const P extends string, const K extends ReferenceKind>(
  operationId: O,
  path: P,
  kind: K,
  what: string,
  rules: string,
) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'PUT',
    path,
    access: ADMIN,
    summary: `Change ${what}`,
    description: `Changes ${what}: the event ReferenceItemChanged records each changed field before and after (nothing is recorded when nothing changed). ${rules} An unknown id, or one of another kind, is 404.`,
    params: IdParams,
    body: ReferenceInputSchemas[kind],
    response: Type.Object({ message: Type.String(), data: ReferenceItemSchemas[kind] }),
    errors: [404],
    changes: CHANGES,
    appends: ['ReferenceItemChanged', 'ReferenceKeyClaimed', 'ReferenceKeyReleased'],
  });

const deleteOf = <const O extends string, const P extends string>(operationId: O, path: P, what: string) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'DELETE',
    path,
    access: ADMIN,
    summary: `Delete ${what}`,
    description: `Deletes ${what}: the event ReferenceItemDeleted stays in the log (the audit trail shows who deleted it), the item leaves the lists and its unique key is free again. An unknown id, or one of another kind, is 404.`,
    params: IdParams,
    response: MessageSchema,
    errors: [404],
    changes: CHANGES,
    appends: ['ReferenceItemDeleted', 'ReferenceKeyReleased'],
  });

const UNIQUE = (field: string) => `The ${field} is unique within the kind (case-insensitive): a taken one is 422 on ${field}.`;

/**
 * The back office's reference data (spec: back office §2 lists with create, edit and delete modals, §3,
 * §7 "Reference data", §9 defaults): coupons, documents, experiences, qualifications, task statuses,
 * waiting lists, offer rejection reasons, unqualified status reasons, options with labels in de/en/pl,
 * benefits, account-delete reasons; and the user-management list. Admins only.
 */
export const referenceDataFeature = apiFeature({
  name: FEATURE,
  description:
    'Reference data of the back office: coupons, documents, experiences, qualifications, task statuses, waiting lists, rejection and unqualified reasons, options, benefits, account-delete reasons, user management',
  ...API_CATALOGUE.referenceData,
  queries: {
    listCoupons: {
      ...listOf('listCoupons', '/coupons', 'coupons', 'coupons'),
      description:
        'The coupons, 20 a page, searched by code. (The spec names no list call for coupons; the back office list of coupons needs one.)',
    },
    listDocuments: listOf('listDocuments', '/documents', 'documents', 'documents'),
    listExperiences: listOf('listExperiences', '/experiences', 'experiences', 'experiences'),
    listQualifications: listOf('listQualifications', '/qualifications', 'qualifications', 'qualifications'),
    listTaskStatuses: listOf('listTaskStatuses', '/task-statuses', 'task-statuses', 'task statuses'),
    listWaitingLists: listOf('listWaitingLists', '/waitingLists', 'waiting-lists', 'waiting lists'),
    listOfferRejectionReasons: listOf(
      'listOfferRejectionReasons',
      '/offerRejectionReasons',
      'offer-rejection-reasons',
      'offer rejection reasons',
    ),
    listUnqualifiedStatusReasons: listOf(
      'listUnqualifiedStatusReasons',
      '/unqualifiedStatusReasons',
      'unqualified-status-reasons',
      'unqualified status reasons',
    ),
    listOptions: {
      ...listOf('listOptions', '/options', 'options', 'options'),
      description:
        'The options (group, key, label in de, en and pl) by group and key, 20 a page, filtered by group, searched in keys and labels.',
      query: Type.Object({
        page: Page,
        search: Type.Optional(Type.String({ maxLength: 100 })),
        group: Type.Optional(Type.String({ maxLength: 64 })),
      }),
    },
    listAccountDeleteReasons: {
      ...listOf('listAccountDeleteReasons', '/accountDeleteReasons', 'account-delete-reasons', 'account-delete reasons'),
      description:
        'The reasons a candidate chooses from when deleting the account, in their order (sort), 20 a page; requires_text: the candidate must explain in at least 25 characters.',
    },
    listBenefits: listOf('listBenefits', '/benefits', 'benefits', 'benefits'),
  },
  commands: {
    createCoupon: createOf(
      'createCoupon',
      '/coupons',
      'coupons',
      'a coupon',
      `Value and min_amount in euros; quantity defaults to 1, completed_within_days to 14; the code is stored upper-case. ${UNIQUE('code')}`,
    ),
    updateCoupon: updateOf('updateCoupon', '/coupons/{id}', 'coupons', 'a coupon', UNIQUE('code')),
    deleteCoupon: deleteOf('deleteCoupon', '/coupons/{id}', 'a coupon'),
    createDocument: createOf('createDocument', '/documents', 'documents', 'a document', 'sort defaults to 1000, published to false.'),
    updateDocument: updateOf('updateDocument', '/documents/{id}', 'documents', 'a document', 'Fields left out keep their values.'),
    deleteDocument: deleteOf('deleteDocument', '/documents/{id}', 'a document'),
    createExperience: createOf('createExperience', '/experiences', 'experiences', 'an experience', UNIQUE('key')),
    updateExperience: updateOf('updateExperience', '/experiences/{id}', 'experiences', 'an experience', UNIQUE('key')),
    deleteExperience: deleteOf('deleteExperience', '/experiences/{id}', 'an experience'),
    createQualification: createOf('createQualification', '/qualifications', 'qualifications', 'a qualification', UNIQUE('key')),
    updateQualification: updateOf('updateQualification', '/qualifications/{id}', 'qualifications', 'a qualification', UNIQUE('key')),
    deleteQualification: deleteOf('deleteQualification', '/qualifications/{id}', 'a qualification'),
    createTaskStatus: createOf(
      'createTaskStatus',
      '/task-statuses',
      'task-statuses',
      'a task status',
      `status_color is one of default, primary, success, info, warning, danger (default: default). ${UNIQUE('identifier')}`,
    ),
    updateTaskStatus: updateOf('updateTaskStatus', '/task-statuses/{id}', 'task-statuses', 'a task status', UNIQUE('identifier')),
    deleteTaskStatus: deleteOf('deleteTaskStatus', '/task-statuses/{id}', 'a task status'),
    createWaitingList: createOf('createWaitingList', '/waitingLists', 'waiting-lists', 'a waiting list', UNIQUE('name')),
    updateWaitingList: updateOf('updateWaitingList', '/waitingLists/{id}', 'waiting-lists', 'a waiting list', UNIQUE('name')),
    deleteWaitingList: deleteOf('deleteWaitingList', '/waitingLists/{id}', 'a waiting list'),
    createOfferRejectionReason: createOf(
      'createOfferRejectionReason',
      '/offerRejectionReasons',
      'offer-rejection-reasons',
      'an offer rejection reason',
      `active (default true) sets activated_at to now, false clears it; active is derived from activated_at. ${UNIQUE('identifier')}`,
    ),
    updateOfferRejectionReason: updateOf(
      'updateOfferRejectionReason',
      '/offerRejectionReasons/{id}',
      'offer-rejection-reasons',
      'an offer rejection reason',
      `Activating keeps an earlier activated_at; deactivating clears it. ${UNIQUE('identifier')}`,
    ),
    deleteOfferRejectionReason: deleteOf('deleteOfferRejectionReason', '/offerRejectionReasons/{id}', 'an offer rejection reason'),
    createUnqualifiedStatusReason: createOf(
      'createUnqualifiedStatusReason',
      '/unqualifiedStatusReasons',
      'unqualified-status-reasons',
      'an unqualified status reason',
      UNIQUE('identifier'),
    ),
    updateUnqualifiedStatusReason: updateOf(
      'updateUnqualifiedStatusReason',
      '/unqualifiedStatusReasons/{id}',
      'unqualified-status-reasons',
      'an unqualified status reason',
      UNIQUE('identifier'),
    ),
    deleteUnqualifiedStatusReason: deleteOf(
      'deleteUnqualifiedStatusReason',
      '/unqualifiedStatusReasons/{id}',
      'an unqualified status reason',
    ),
    createOption: createOf(
      'createOption',
      '/options',
      'options',
      'an option',
      'The label in German is required, English and Polish fall back to it when empty. Group and key together are unique (case-insensitive): a taken pair is 422 on key. Options are read by group through GET /api/options/{name}.',
    ),
    updateOption: updateOf(
      'updateOption',
      '/options/{id}',
      'options',
      'an option',
      'Group and key together are unique: a taken pair is 422 on key.',
    ),
    createBenefit: createOf('createBenefit', '/benefits', 'benefits', 'a benefit', UNIQUE('identifier')),
    updateBenefit: updateOf('updateBenefit', '/benefits/{id}', 'benefits', 'a benefit', UNIQUE('identifier')),
    deleteBenefit: deleteOf('deleteBenefit', '/benefits/{id}', 'a benefit'),
    userManagement: contract({
      operationId: 'userManagement',
      feature: FEATURE,
      method: 'POST',
      path: '/user-management/',
      access: ADMIN,
      summary: 'The user-management list',
      description:
        'The users of the product, 20 a page (page), limited to one role (for) and searched by name or e-mail (user), newest first. A POST as the spec names it; it changes nothing.',
      body: Type.Object({
        page: Page,
        for: Type.Optional(Type.Union(ROLE_NAMES.map((role) => Type.Literal(role)))),
        user: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response: paged(ManagedUserSchema),
    }),
  },
});
