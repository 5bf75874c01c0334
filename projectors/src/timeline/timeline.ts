import { ERASED_TEXT, timelineChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { createTimelineTables, TIMELINE_SCHEMA } from './timeline-schema';

const EVENT_TYPES = [
  'TimelineEntryCreated',
  'TimelineEntryUpdated',
  'TimelineEntryStarred',
  'TimelineEntryDeleted',
  'TaskCreated',
  'TaskUpdated',
  'TaskStatusChanged',
  'TaskDeleted',
  'TaskReminderSent',
] as const;

async function apply(event: RecordedEvent, connection: DatabaseTransactionConnection, schema: string): Promise<Notice | null> {
  const entries = table(schema, 'entries');
  const tasks = table(schema, 'tasks');
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'TimelineEntryCreated': {
      const d = event.data;
      await connection.query(sql.unsafe`
        insert into ${entries} (entry_id, company_id, model, model_id, contact_id, subject_id, author_id, entry_type, text, title, outcome,
          meeting_date, meeting_time, performed_at, created_at)
        values (${d.entryId}, ${d.companyId}, ${d.model}, ${d.modelId}, ${d.contactId}, ${d.subjectId}, ${d.authorId}, ${d.entryType}, ${d.text},
          ${d.title}, ${d.outcome}, ${d.meetingDate}, ${d.meetingTime}, ${d.performedAt}, ${at})
        on conflict (entry_id) do nothing`);
      break;
    }
    case 'TimelineEntryUpdated': {
      const d = event.data;
      await connection.query(sql.unsafe`
        update ${entries} set text = ${d.text}, title = ${d.title}, outcome = ${d.outcome}, meeting_date = ${d.meetingDate},
          meeting_time = ${d.meetingTime}, performed_at = ${d.performedAt}
        where entry_id = ${d.entryId}`);
      break;
    }
    case 'TimelineEntryStarred':
      await connection.query(sql.unsafe`update ${entries} set starred = ${event.data.starred} where entry_id = ${event.data.entryId}`);
      break;
    case 'TimelineEntryDeleted':
      await connection.query(sql.unsafe`update ${entries} set deleted_at = ${at} where entry_id = ${event.data.entryId}`);
      break;
    case 'TaskCreated': {
      const d = event.data;
      await connection.query(sql.unsafe`
        insert into ${tasks} (task_id, company_id, model, model_id, contact_id, subject_id, title, task, status_id, due_at, remind_on_due_at,
          assignee_id, created_by, created_at)
        values (${d.taskId}, ${d.companyId}, ${d.model}, ${d.modelId}, ${d.contactId}, ${d.subjectId}, ${d.title}, ${d.task}, ${d.statusId},
          ${d.dueAt}, ${d.remindOnDueAt}, ${d.assigneeId}, ${d.createdBy}, ${at})
        on conflict (task_id) do nothing`);
      break;
    }
    case 'TaskUpdated': {
      const d = event.data;
      await connection.query(sql.unsafe`
        update ${tasks} set title = ${d.title}, task = ${d.task}, status_id = ${d.statusId}, due_at = ${d.dueAt},
          remind_on_due_at = ${d.remindOnDueAt}, assignee_id = ${d.assigneeId}
        where task_id = ${d.taskId}`);
      break;
    }
    case 'TaskStatusChanged':
      await connection.query(sql.unsafe`update ${tasks} set status_id = ${event.data.statusId} where task_id = ${event.data.taskId}`);
      break;
    case 'TaskDeleted':
      await connection.query(sql.unsafe`update ${tasks} set deleted_at = ${at} where task_id = ${event.data.taskId}`);
      break;
    case 'TaskReminderSent': {
      const d = event.data;
      await connection.query(sql.unsafe`update ${tasks} set reminded_for = ${d.dueAt}, reminded_at = ${at} where task_id = ${d.taskId}`);
      await connection.query(sql.unsafe`
        insert into ${table(schema, 'notifications')} (notification_id, user_id, company_id, kind, task_id, due_at, created_at)
        values (${event.id}, ${d.assigneeId}, ${d.companyId}, 'task_reminder', ${d.taskId}, ${d.dueAt}, ${at})
        on conflict (notification_id) do nothing`);
      break;
    }
    default:
      return null;
  }
  const d = event.data;
  return {
    subject: timelineChanged.subject,
    message: { companyId: d.companyId, model: d.model, modelId: d.modelId, kind: event.type.startsWith('Task') ? 'task' : 'entry' },
  };
}

/** Timeline entries and tasks per company and subject (an unlocked contact or the company), and the reminders tasks sent. */
export const timelineProjection: Projection = {
  name: 'timeline',
  schema: TIMELINE_SCHEMA,
  createTables: createTimelineTables,
  eventTypes: EVENT_TYPES,
  async handle(batch, connection, { schema }) {
    const notices = new Map<string, Notice>();
    for (const event of batch) {
      const notice = await apply(event, connection, schema);
      if (notice) notices.set(JSON.stringify(notice.message), notice);
    }
    return [...notices.values()];
  },
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    await connection.query(
      sql.unsafe`update ${table(schema, 'entries')} set text = ${ERASED_TEXT}, title = null where subject_id = any(${ids})`,
    );
    await connection.query(
      sql.unsafe`update ${table(schema, 'tasks')} set title = ${ERASED_TEXT}, task = null where subject_id = any(${ids})`,
    );
    return [];
  },
};
