import { Type, type Static } from '@sinclair/typebox';
import { Actor, ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Uuid } from '../shared/schema';
import { TimelineModelSchema } from '../timeline/timeline-events';

const TaskRef = {
  taskId: Uuid,
  companyId: Uuid,
  model: TimelineModelSchema,
  modelId: Uuid,
  contactId: Subject(Nullable(Uuid)),
};
/** `subjectId`: the person the task's text is about (the contact, or on the company's timeline the author). */
const TaskContent = {
  subjectId: Uuid,
  title: Personal(Type.String(), { subject: 'subjectId', erased: ERASED_TEXT }),
  task: Nullable(Personal(Type.String(), { subject: 'subjectId' })),
  /** A task status (reference data). */
  statusId: Uuid,
  /** YYYY-MM-DD. */
  dueAt: Type.String({ format: 'date' }),
  remindOnDueAt: Type.Boolean(),
  /** The company user the task is for (the spec's assigner_id). */
  assigneeId: Actor(Uuid),
};

export const TaskCreatedSchema = Type.Object({
  type: Type.Literal('TaskCreated'),
  data: Type.Object({ ...TaskRef, ...TaskContent, createdBy: Actor(Uuid) }),
});
export const TaskUpdatedSchema = Type.Object({ type: Type.Literal('TaskUpdated'), data: Type.Object({ ...TaskRef, ...TaskContent }) });
export const TaskStatusChangedSchema = Type.Object({
  type: Type.Literal('TaskStatusChanged'),
  data: Type.Object({ ...TaskRef, statusId: Uuid }),
});
export const TaskDeletedSchema = Type.Object({ type: Type.Literal('TaskDeleted'), data: Type.Object(TaskRef) });
/** The reminder of a task on its due date went out (once per due date). */
export const TaskReminderSentSchema = Type.Object({
  type: Type.Literal('TaskReminderSent'),
  data: Type.Object({ ...TaskRef, assigneeId: Actor(Uuid), dueAt: Type.String({ format: 'date' }) }),
});

export type TaskCreated = Static<typeof TaskCreatedSchema>;
export type TaskUpdated = Static<typeof TaskUpdatedSchema>;
export type TaskStatusChanged = Static<typeof TaskStatusChangedSchema>;
export type TaskDeleted = Static<typeof TaskDeletedSchema>;
export type TaskReminderSent = Static<typeof TaskReminderSentSchema>;
export type TaskEvent = TaskCreated | TaskUpdated | TaskStatusChanged | TaskDeleted | TaskReminderSent;
export const TaskEventSchemas = [
  TaskCreatedSchema,
  TaskUpdatedSchema,
  TaskStatusChangedSchema,
  TaskDeletedSchema,
  TaskReminderSentSchema,
] as const;

export const taskStreamId = (taskId: string): string => `task-${taskId}`;
