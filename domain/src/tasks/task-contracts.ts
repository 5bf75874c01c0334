import { Type } from '@sinclair/typebox';
import { IdParams, apiFeature, contract } from '../shared/contract';
import type { RoleName } from '../users/user-events';
import { PersonSchema } from '../api/api-schemas';
import { Uuid } from '../shared/schema';
import { TimelineModelSchema } from '../timeline/timeline-events';
import { TaskBodySchema, TaskSchema } from './task-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'tasks';
const COMPANY_USERS: readonly RoleName[] = ['business', 'business-owner'];
const SubjectParams = Type.Object({ model: TimelineModelSchema, id: Uuid });
const TaskAnswer = Type.Object({ message: Type.String(), data: TaskSchema });
const rules =
  'The status is a task status (default: the one with identifier not_started), the due date YYYY-MM-DD (default tomorrow), the reminder on the due date on by default, the assignee a user of the company (default the caller; another is 422 on assigner_id). A due task with a reminder reminds its assignee on the due date.';

/** Tasks on an unlocked contact or the company, with a reminder on the due date. */
export const tasksFeature = apiFeature({
  name: FEATURE,
  description: 'Tasks on an unlocked contact or a company, with reminders on their due date',
  ...API_CATALOGUE.tasks,
  queries: {
    taskAssigneeOptions: contract({
      operationId: 'taskAssigneeOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/users',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: 'Who a task may be assigned to',
      description: "The users of the caller's company by name (company_id, when given, must be the caller's own: 403 otherwise).",
      query: Type.Object({ company_id: Type.Optional(Uuid) }),
      response: Type.Array(PersonSchema),
    }),
    tasksOf: contract({
      operationId: 'tasksOf',
      feature: FEATURE,
      method: 'GET',
      path: '/api/tasks/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: 'Tasks of a subject',
      description:
        "The tasks of an unlocked contact of the caller's company (model 'unlocked-contact') or of the company (model 'company'), by due date; another company's is 403, an unknown one 404.",
      params: SubjectParams,
      response: Type.Object({ data: Type.Array(TaskSchema) }),
      errors: [404],
    }),
  },
  commands: {
    createTask: contract({
      operationId: 'createTask',
      feature: FEATURE,
      method: 'POST',
      path: '/api/tasks/{model}/{id}',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: 'Create a task',
      description: `Creates a task on the subject (201). ${rules}`,
      params: SubjectParams,
      body: TaskBodySchema,
      response: TaskAnswer,
      status: 201,
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TaskCreated'],
    }),
    updateTask: contract({
      operationId: 'updateTask',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/tasks/{id}',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: 'Edit a task',
      description: `Edits a task of the caller's company (the fields left out keep their value). ${rules} Another company's task is 403, an unknown one 404.`,
      params: IdParams,
      body: Type.Partial(TaskBodySchema),
      response: TaskAnswer,
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TaskUpdated'],
    }),
    deleteTask: contract({
      operationId: 'deleteTask',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/tasks/{id}',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: 'Delete a task',
      description: "Deletes a task of the caller's company; another company's is 403, an unknown or deleted one 404.",
      params: IdParams,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TaskDeleted'],
    }),
    changeTaskStatus: contract({
      operationId: 'changeTaskStatus',
      feature: FEATURE,
      method: 'POST',
      path: '/api/tasks/{id}/updateTaskStatus',
      access: COMPANY_USERS,
      permission: 'tasks',
      summary: "Change a task's status",
      description:
        "Sets a task's status to any task status (422 on status_id for an unknown one); another company's task is 403, an unknown one 404.",
      params: IdParams,
      body: Type.Object({ status_id: Uuid }),
      response: TaskAnswer,
      errors: [404],
      changes: ['timeline', 'audit-log'],
      appends: ['TaskStatusChanged'],
    }),
  },
});
