import { Type } from '@sinclair/typebox';
import { IdParams, Page, apiFeature, contract } from '../shared/contract';
import type { RoleName } from '../users/user-events';
import { Uuid } from '../shared/schema';
import { COMPANY_USER_PERMISSIONS } from '../shared/permissions';
import { TimelineModelSchema, TimelineTypeSchema } from './timeline-events';
import {
  PERFORMED_AT_PATTERN,
  TimelineEntrySchema,
  TimelineListSchema,
  TimelineOverviewSchema,
  TimelinePropertiesSchema,
  TimelineStatsSchema,
} from './timeline-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'timeline';
const COMPANY_USERS: readonly RoleName[] = ['business', 'business-owner'];

export { COMPANY_USER_PERMISSIONS };

const SubjectParams = Type.Object({ model: TimelineModelSchema, id: Uuid });
const TypedParams = Type.Object({ type: TimelineTypeSchema, model: TimelineModelSchema, id: Uuid });
const EntryBody = {
  /** The entry's type again, as the spec's form sends it; must match the path's. */
  type: Type.Optional(TimelineTypeSchema),
  properties: TimelinePropertiesSchema,
  performed_at: Type.String({ pattern: PERFORMED_AT_PATTERN, description: 'YYYY-MM-DD HH:mm:ss, UTC' }),
};
const EntryAnswer = Type.Object({ message: Type.String(), data: TimelineEntrySchema });
const subjectDescription =
  "model 'unlocked-contact' (an unlocked contact of the caller's company) or 'company' (the caller's company); another company's is 403, an unknown one 404.";

/** The CRM timeline of an unlocked contact or of the company: notes, e-mails, calls, SMS, meetings; and company users' permissions. */
export const timelineFeature = apiFeature({
  name: FEATURE,
  description:
    'The CRM timeline of an unlocked contact or of a company (notes, e-mails, calls, SMS, meetings), and company-user permissions',
  ...API_CATALOGUE.timeline,
  queries: {
    timelineOfType: contract({
      operationId: 'timelineOfType',
      feature: FEATURE,
      method: 'GET',
      path: '/api/timeline/{type}/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Timeline entries of one type',
      description: `The entries of one type, newest first, 20 per page, with the starred ones and the count; ${subjectDescription}`,
      params: TypedParams,
      query: Type.Object({ page: Page }),
      response: TimelineListSchema,
      errors: [404],
    }),
    timelineOverview: contract({
      operationId: 'timelineOverview',
      feature: FEATURE,
      method: 'GET',
      path: '/api/timeline/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Timeline overview',
      description: `Every entry, newest first, 20 per page, with the counts per type and the starred entries; a company's timeline holds its own entries and those of its unlocked contacts. ${subjectDescription}`,
      params: SubjectParams,
      query: Type.Object({ page: Page }),
      response: TimelineOverviewSchema,
      errors: [404],
    }),
  },
  commands: {
    createTimelineEntry: contract({
      operationId: 'createTimelineEntry',
      feature: FEATURE,
      method: 'POST',
      path: '/api/timeline/{type}/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Add a timeline entry',
      description: `Adds a note (description), e-mail (subject, body), call (description, outcome), SMS (text, optional outcome) or meeting (description, date, time, optional outcome) performed at a UTC time (201). A call, e-mail or SMS on an unlocked contact sets its last_contacted_at. Missing properties are 422 on properties.<name>. ${subjectDescription}`,
      params: TypedParams,
      body: Type.Object(EntryBody),
      response: EntryAnswer,
      status: 201,
      errors: [404],
      changes: ['timeline', 'unlocks', 'audit-log'],
      appends: ['TimelineEntryCreated'],
    }),
    updateTimelineEntry: contract({
      operationId: 'updateTimelineEntry',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/timeline/{type}/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Edit a timeline entry',
      description: `Edits the entry entry_id of that subject (same properties as adding one); an unknown entry is 404. ${subjectDescription}`,
      params: TypedParams,
      body: Type.Object({ entry_id: Uuid, ...EntryBody }),
      response: EntryAnswer,
      errors: [404],
      changes: ['timeline', 'unlocks', 'audit-log'],
      appends: ['TimelineEntryUpdated'],
    }),
    timelineStats: contract({
      operationId: 'timelineStats',
      feature: FEATURE,
      method: 'POST',
      path: '/api/timeline/{model}/{id}/getStats',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Timeline counts per type',
      description: `How many notes, e-mails, calls, SMS, meetings and tasks the subject has (a POST in the spec; it changes nothing). ${subjectDescription}`,
      params: SubjectParams,
      response: TimelineStatsSchema,
      errors: [404],
    }),
    deleteTimelineEntry: contract({
      operationId: 'deleteTimelineEntry',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/timeline/{id}',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Delete a timeline entry',
      description: "Deletes an entry of the caller's company; another company's is 403, an unknown or deleted one 404.",
      params: IdParams,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TimelineEntryDeleted'],
    }),
    starTimelineEntry: contract({
      operationId: 'starTimelineEntry',
      feature: FEATURE,
      method: 'POST',
      path: '/api/timeline/{id}/markAsStarred',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Star a timeline entry',
      description: "Stars an entry of the caller's company (starred ones are listed apart); another company's is 403, an unknown one 404.",
      params: IdParams,
      response: EntryAnswer,
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TimelineEntryStarred'],
    }),
    setCompanyUserPermissions: contract({
      operationId: 'setCompanyUserPermissions',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/company-users/{id}/permissions',
      access: ['admin', 'business-owner'],
      permission: null,
      summary: "Set a company user's permissions",
      description: `Sets the permission list of a company user (${COMPANY_USER_PERMISSIONS.join(', ')}): an admin for any company's user, a business-owner for the users of their own company (403 otherwise); a user who belongs to no company is 404.`,
      params: IdParams,
      body: Type.Object({
        permissions: Type.Array(Type.Union(COMPANY_USER_PERMISSIONS.map((permission) => Type.Literal(permission))), { maxItems: 20 }),
      }),
      response: Type.Object({ message: Type.String(), permissions: Type.Array(Type.String()) }),
      errors: [404],
      changes: ['audit-log'],
      appends: ['CompanyUserPermissionsSet'],
    }),
    unstarTimelineEntry: contract({
      operationId: 'unstarTimelineEntry',
      feature: FEATURE,
      method: 'POST',
      path: '/api/timeline/{id}/markAsUnStarred',
      access: COMPANY_USERS,
      permission: 'timeline',
      summary: 'Unstar a timeline entry',
      description: "Unstars an entry of the caller's company; another company's is 403, an unknown one 404.",
      params: IdParams,
      response: EntryAnswer,
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TimelineEntryStarred'],
    }),
  },
});
