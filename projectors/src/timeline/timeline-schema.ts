import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the timeline read model: timeline entries, tasks and the reminders they sent. */
export const TIMELINE_SCHEMA = 'rm_timeline';

/** Qualified table names for readers of the timeline read model. */
export const timelineTables = {
  entries: `${TIMELINE_SCHEMA}.entries`,
  tasks: `${TIMELINE_SCHEMA}.tasks`,
  notifications: `${TIMELINE_SCHEMA}.notifications`,
} as const;

export async function createTimelineTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const entries = table(schema, 'entries');
  const tasks = table(schema, 'tasks');
  const notifications = table(schema, 'notifications');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${entries} (
      entry_id uuid primary key,
      company_id uuid not null,
      model text not null,
      model_id uuid not null,
      contact_id uuid,
      subject_id uuid not null,
      author_id uuid not null,
      entry_type text not null,
      text text not null,
      title text,
      outcome text,
      meeting_date text,
      meeting_time text,
      performed_at timestamptz not null,
      starred boolean not null default false,
      created_at timestamptz not null,
      deleted_at timestamptz
    )`,
    sql.fragment`create index if not exists entries_subject on ${entries} (model, model_id, performed_at desc, entry_id desc) where deleted_at is null`,
    sql.fragment`create index if not exists entries_company on ${entries} (company_id, performed_at desc, entry_id desc) where deleted_at is null`,
    sql.fragment`create index if not exists entries_person on ${entries} (subject_id)`,
    sql.fragment`create table if not exists ${tasks} (
      task_id uuid primary key,
      company_id uuid not null,
      model text not null,
      model_id uuid not null,
      contact_id uuid,
      subject_id uuid not null,
      title text not null,
      task text,
      status_id uuid not null,
      due_at text not null,
      remind_on_due_at boolean not null,
      assignee_id uuid not null,
      created_by uuid not null,
      created_at timestamptz not null,
      reminded_for text,
      reminded_at timestamptz,
      deleted_at timestamptz
    )`,
    sql.fragment`create index if not exists tasks_subject on ${tasks} (model, model_id, due_at, task_id) where deleted_at is null`,
    sql.fragment`create index if not exists tasks_due on ${tasks} (due_at) where deleted_at is null and remind_on_due_at`,
    sql.fragment`create index if not exists tasks_person on ${tasks} (subject_id)`,
    // The outbox of reminders: one row per reminder sent, read by whoever delivers them (the bell, e-mail).
    sql.fragment`create table if not exists ${notifications} (
      notification_id uuid primary key,
      user_id uuid not null,
      company_id uuid not null,
      kind text not null,
      task_id uuid not null,
      due_at text not null,
      created_at timestamptz not null,
      read_at timestamptz
    )`,
    sql.fragment`create index if not exists notifications_user on ${notifications} (user_id, created_at desc)`,
  ]);
}
