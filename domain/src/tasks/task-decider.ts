import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { forbidden, notFound } from '../shared/errors';
import type { TaskCreated, TaskEvent } from './task-events';

type Ref = Pick<TaskCreated['data'], 'taskId' | 'companyId' | 'model' | 'modelId' | 'contactId'>;
export type TaskContent = Omit<TaskCreated['data'], keyof Ref | 'createdBy'>;

export type TaskState =
  { status: 'none' } | { status: 'deleted'; ref: Ref } | { status: 'live'; ref: Ref; content: TaskContent; remindedFor: string | null };

export type TaskCommand =
  | { type: 'CreateTask'; data: TaskCreated['data'] }
  /** `companyId`: the caller's company (another company's task is refused). */
  | { type: 'UpdateTask'; data: { taskId: string; companyId: string; content: Omit<TaskContent, 'subjectId'> } }
  | { type: 'ChangeTaskStatus'; data: { taskId: string; companyId: string; statusId: string } }
  | { type: 'DeleteTask'; data: { taskId: string; companyId: string } }
  /** The scheduler: the task's reminder is due on `today` (YYYY-MM-DD); nothing when not due or already sent. */
  | { type: 'SendTaskReminder'; data: { taskId: string; today: string } };

function requireLive(state: TaskState, companyId: string) {
  if (state.status !== 'live') throw notFound('Task not found.');
  if (state.ref.companyId !== companyId) throw forbidden();
  return state;
}

/** Whether the task's reminder is due on `today` and was not sent for its due date yet. */
export const taskReminderDue = (state: TaskState, today: string): boolean =>
  state.status === 'live' && state.content.remindOnDueAt && state.content.dueAt <= today && state.remindedFor !== state.content.dueAt;

/** A task on an unlocked contact or the company (employer spec §3 "Task"). */
export const taskDecider: Decider<TaskState, TaskCommand, TaskEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateTask':
        if (state.status !== 'none') return [];
        return [{ type: 'TaskCreated', data: command.data }];
      case 'UpdateTask': {
        const task = requireLive(state, command.data.companyId);
        const content = { ...command.data.content, subjectId: task.content.subjectId };
        if (JSON.stringify(content) === JSON.stringify(task.content)) return [];
        return [{ type: 'TaskUpdated', data: { ...task.ref, ...content } }];
      }
      case 'ChangeTaskStatus': {
        const task = requireLive(state, command.data.companyId);
        if (task.content.statusId === command.data.statusId) return [];
        return [{ type: 'TaskStatusChanged', data: { ...task.ref, statusId: command.data.statusId } }];
      }
      case 'DeleteTask':
        return [{ type: 'TaskDeleted', data: requireLive(state, command.data.companyId).ref }];
      case 'SendTaskReminder': {
        if (state.status !== 'live' || !taskReminderDue(state, command.data.today)) return [];
        return [{ type: 'TaskReminderSent', data: { ...state.ref, assigneeId: state.content.assigneeId, dueAt: state.content.dueAt } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TaskCreated': {
        const { taskId, companyId, model, modelId, contactId, createdBy: _by, ...content } = event.data;
        return { status: 'live', ref: { taskId, companyId, model, modelId, contactId }, content, remindedFor: null };
      }
      case 'TaskUpdated': {
        if (state.status !== 'live') return state;
        const { taskId: _t, companyId: _c, model: _m, modelId: _i, contactId: _k, ...content } = event.data;
        return { ...state, content };
      }
      case 'TaskStatusChanged':
        return state.status === 'live' ? { ...state, content: { ...state.content, statusId: event.data.statusId } } : state;
      case 'TaskDeleted':
        return { status: 'deleted', ref: state.status === 'live' ? state.ref : event.data };
      case 'TaskReminderSent':
        return state.status === 'live' ? { ...state, remindedFor: event.data.dueAt } : state;
      default:
        return assertNever(event);
    }
  },
};
