import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invalid, notFound, taskDecider, tasksFeature, taskStreamId, type Task, type TaskCommand } from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import type { CommandReadPort } from '../shared/read-port';
import { callerCompany, timelineSubject } from '../timeline/timeline-subject';

/** The default status identifier of a new task (employer spec §4). */
const DEFAULT_TASK_STATUS = 'not_started';

/** Tomorrow's date (YYYY-MM-DD, UTC): a new task's default due date (employer spec §9). */
export const tomorrow = (now = new Date()): string => new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);

async function checkedStatus(reads: CommandReadPort, statusId: string | null | undefined): Promise<string> {
  if (!statusId) {
    const fallback = await reads.taskStatusByIdentifier(DEFAULT_TASK_STATUS);
    if (!fallback) throw invalid('status_id', 'There is no task status not_started; choose a status.');
    return fallback;
  }
  const status = await reads.referenceItemKind(statusId);
  if (!status || status.kind !== 'task-statuses') throw invalid('status_id', 'The selected task status is invalid.');
  return statusId;
}

async function checkedAssignee(reads: CommandReadPort, companyId: string, assigneeId: string): Promise<string> {
  if ((await reads.user(assigneeId))?.companyId !== companyId) throw invalid('assigner_id', 'The user is not a user of your company.');
  return assigneeId;
}

/** Tasks on an unlocked contact or the company: create, edit, delete, change the status. */
export const taskRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const run = async (request: FastifyRequest, taskId: string, command: TaskCommand): Promise<Task | null> => {
    const result = await handleCommand({
      store,
      streamId: taskStreamId(taskId),
      decider: taskDecider,
      command,
      metadata: metadataOf(request),
    });
    await reads.caughtUp('timeline', result.append?.position ?? null);
    return reads.task(taskId);
  };
  const answer = (task: Task | null, message: string) => {
    if (!task) throw notFound('Task not found.');
    const { company_id: _company, ...data } = task as Task & { company_id?: string };
    return { message, data };
  };
  const ownTask = async (request: FastifyRequest, taskId: string) => {
    const companyId = callerCompany(request);
    const task = await reads.task(taskId);
    if (!task) throw notFound('Task not found.');
    return { task, companyId };
  };

  bindContracts(
    app,
    commandHandlers(tasksFeature, {
      async createTask(request, reply) {
        const { model, id } = request.params;
        const body = request.body;
        const subject = await timelineSubject(reads, request, model, id);
        const user = signedInUser(request);
        const taskId = randomUUID();
        const task = await run(request, taskId, {
          type: 'CreateTask',
          data: {
            taskId,
            companyId: subject.companyId,
            model,
            modelId: id,
            contactId: subject.contactId,
            subjectId: subject.subjectId,
            title: body.title.trim() || body.title,
            task: body.task ?? null,
            statusId: await checkedStatus(reads, body.status_id),
            dueAt: body.due_at ?? tomorrow(),
            remindOnDueAt: body.remind_on_due_at ?? true,
            assigneeId: await checkedAssignee(reads, subject.companyId, body.assigner_id ?? user.id),
            createdBy: user.id,
          },
        });
        return reply.code(201).send(answer(task, 'Task saved.'));
      },
      async updateTask(request) {
        const { task, companyId } = await ownTask(request, request.params.id);
        const body = request.body;
        const content = {
          title: body.title ?? task.title,
          task: body.task === undefined ? task.task : body.task,
          statusId: body.status_id ? await checkedStatus(reads, body.status_id) : task.status_id,
          dueAt: body.due_at ?? task.due_at,
          remindOnDueAt: body.remind_on_due_at ?? task.remind_on_due_at,
          assigneeId: body.assigner_id ? await checkedAssignee(reads, companyId, body.assigner_id) : task.assigner_id,
        };
        return answer(await run(request, task.id, { type: 'UpdateTask', data: { taskId: task.id, companyId, content } }), 'Task saved.');
      },
      async deleteTask(request) {
        const companyId = callerCompany(request);
        await run(request, request.params.id, { type: 'DeleteTask', data: { taskId: request.params.id, companyId } });
        return { message: 'Task deleted.' };
      },
      async changeTaskStatus(request) {
        const companyId = callerCompany(request);
        const statusId = await checkedStatus(reads, request.body.status_id);
        const task = await run(request, request.params.id, {
          type: 'ChangeTaskStatus',
          data: { taskId: request.params.id, companyId, statusId },
        });
        return answer(task, 'Task status updated.');
      },
    }),
  );
  done();
};
