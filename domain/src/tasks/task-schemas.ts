import { Type, type Static } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { TimelineModelSchema } from '../timeline/timeline-events';

/** A task as the screens read it (employer spec §3 "Task"). */
export const TaskSchema = Type.Object({
  id: Uuid,
  title: Type.String(),
  task: Nullable(Type.String()),
  status_id: Uuid,
  status: Nullable(Type.Object({ id: Uuid, name: Type.String(), identifier: Type.String(), status_color: Type.String() })),
  due_at: Type.String({ format: 'date' }),
  remind_on_due_at: Type.Boolean(),
  assigner_id: Uuid,
  assigner: Nullable(PersonSchema),
  model: TimelineModelSchema,
  model_id: Uuid,
  /** The contact of an unlocked contact's task. */
  contact: Nullable(PersonSchema),
  reminded_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Task = Static<typeof TaskSchema>;

/** What the form sends (employer spec §7): defaults status not_started, due tomorrow, reminder on, assignee the caller. */
export const TaskBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  task: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  status_id: Type.Optional(Nullable(Uuid)),
  due_at: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  remind_on_due_at: Type.Optional(Type.Boolean()),
  assigner_id: Type.Optional(Nullable(Uuid)),
});
