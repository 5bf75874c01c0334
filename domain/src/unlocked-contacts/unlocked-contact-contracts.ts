import { Type } from '@sinclair/typebox';
import { paged } from '../api/api-schemas';
import { IdParams, Page, apiFeature, contract } from '../shared/contract';
import type { RoleName } from '../users/user-events';
import { Nullable, Uuid } from '../shared/schema';
import { ChartDataSchema, EmployerUnlockedContactSchema } from './unlocked-contact-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'unlocked-contacts';

/** The users of a company: the employer workspace is theirs (an admin works in the back office). */
export const COMPANY_USERS: readonly RoleName[] = ['business', 'business-owner'];

/** Which unlocked contacts a list shows by how they came (`type`), or those with open to-dos. */
export const UNLOCKED_CONTACT_TYPES = ['campaign', 'requested', 'open_todos'] as const;

const ContactAnswer = Type.Object({ data: EmployerUnlockedContactSchema });

/** The employer's own unlocked contacts: list, detail, status, reasons, owner, and the two charts. */
export const unlockedContactsFeature = apiFeature({
  name: FEATURE,
  description: "A company's work with its unlocked contacts: status, owner, to-do checklist, charts",
  ...API_CATALOGUE.unlockedContacts,
  queries: {
    myUnlockedContacts: contract({
      operationId: 'myUnlockedContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/unlocked-contacts',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: "The company's unlocked contacts",
      description:
        "The caller's company's unlocked contacts, newest first, 20 per page, filtered by a search over name, e-mail and phone, a base status, a custom status, owners (user_ids), a campaign and a type (campaign: unlocked through a campaign; requested: on the company's request; open_todos: with an open to-do).",
      query: Type.Object({
        page: Page,
        search: Type.Optional(Type.String({ maxLength: 100 })),
        status_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
        custom_status_id: Type.Optional(Uuid),
        user_ids: Type.Optional(Type.Array(Uuid, { maxItems: 50 })),
        campaign_id: Type.Optional(Uuid),
        type: Type.Optional(Type.Union(UNLOCKED_CONTACT_TYPES.map((type) => Type.Literal(type)))),
      }),
      response: paged(EmployerUnlockedContactSchema),
    }),
    myUnlockedContact: contract({
      operationId: 'myUnlockedContact',
      feature: FEATURE,
      method: 'GET',
      path: '/api/unlocked-contacts/{id}',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: 'One unlocked contact of the company',
      description:
        "An unlocked contact of the caller's company with its status, owner, reasons, last contact and to-do checklist; another company's is 403, an unknown or deleted one 404.",
      params: IdParams,
      response: ContactAnswer,
      errors: [404],
    }),
    employerDashboard: contract({
      operationId: 'employerDashboard',
      feature: FEATURE,
      method: 'GET',
      path: '/api/dashboard',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: "The company's dashboard figures",
      description:
        "What the employer's dashboard shows beside the charts: how many unlocked contacts have an open to-do and how many to-dos are open, and the company's approved campaigns with their budget and what remains of it (euros).",
      response: Type.Object({
        contacts_with_open_todos: Type.Integer(),
        open_todos: Type.Integer(),
        campaigns: Type.Array(Type.Object({ id: Uuid, name: Type.String(), budget: Type.Number(), remaining_budget: Type.Number() })),
      }),
    }),
    unlockedContactsAllTime: contract({
      operationId: 'unlockedContactsAllTime',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/unlocked-contacts-all-time',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: 'Unlocked contacts per month, all time',
      description:
        "The caller's company's unlocked contacts per month (YYYY-MM) from its first unlock to this month, and how many of them were hired.",
      response: ChartDataSchema,
    }),
    unlockedContactsCompareRecent: contract({
      operationId: 'unlockedContactsCompareRecent',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/unlocked-contacts-compare-recent/{cumulative}',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: 'Unlocked contacts this month compared with the previous one',
      description:
        "The caller's company's unlocked contacts per day of this month and of the previous month (days 1–31), per day or summed up to each day (cumulative 1).",
      params: Type.Object({ cumulative: Type.Union([Type.Literal('0'), Type.Literal('1')]) }),
      response: ChartDataSchema,
    }),
  },
  commands: {
    changeUnlockedContactStatus: contract({
      operationId: 'changeUnlockedContactStatus',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/unlocked-contacts/{id}/status',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: "Change an unlocked contact's status",
      description:
        "Sets the base status (1 initial … 4 hiring, 5 unqualified) or a custom status (custom_status_id; its base status is used). Status 5 needs the reasons saved first (422 on status_id otherwise). first_work_day_at (YYYY-MM-DD) goes with a hire. Another company's contact is 403, an unknown one 404.",
      params: IdParams,
      body: Type.Object({
        status_id: Type.Integer({ minimum: 1, maximum: 5 }),
        custom_status_id: Type.Optional(Nullable(Uuid)),
        first_work_day_at: Type.Optional(Nullable(Type.String({ format: 'date' }))),
      }),
      response: Type.Object({ message: Type.String(), status_id: Type.Integer(), custom_status_id: Nullable(Uuid) }),
      errors: [404],
      changes: ['unlocks', 'audit-log'],
      appends: ['UnlockedContactStatusChanged'],
    }),
    setUnqualifiedStatusReasons: contract({
      operationId: 'setUnqualifiedStatusReasons',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/unlocked-contacts/{id}/unqualifiedStatusReasons',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: 'Save why an unlocked contact is unqualified',
      description:
        'The checked unqualified status reasons (ids of the reference list), at least one; saved before the status 5. An unknown reason is 422 on reasons.',
      params: IdParams,
      body: Type.Object({ reasons: Type.Array(Uuid, { minItems: 1, maxItems: 50 }) }),
      response: Type.Object({ message: Type.String(), data: EmployerUnlockedContactSchema }),
      errors: [404],
      changes: ['unlocks', 'audit-log'],
      appends: ['UnlockedContactUnqualifiedReasonsSet'],
    }),
    changeUnlockedContactOwner: contract({
      operationId: 'changeUnlockedContactOwner',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/unlocked-contacts/{id}/owner',
      access: COMPANY_USERS,
      permission: 'unlocked-contacts',
      summary: "Change an unlocked contact's owner",
      description:
        "Sets the company user responsible for the contact (employer spec §6: allowed when the contact has no campaign, to a business-owner, or to one of the campaign's users; 403 otherwise). An owner outside the company is 422 on owner_id.",
      params: IdParams,
      body: Type.Object({ owner_id: Nullable(Uuid) }),
      response: Type.Object({ message: Type.String(), data: EmployerUnlockedContactSchema }),
      errors: [404],
      changes: ['unlocks', 'audit-log'],
      appends: ['UnlockedContactOwnerChanged'],
    }),
  },
});
