import {
  forbidden,
  notFound,
  type PageMeta,
  type Task,
  type TimelineEntry,
  type TimelineModel,
  type TimelineStats,
  type TimelineType,
} from '@rm/domain';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { referenceItems } from '../reference-data/reference-data-queries';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';
import { employerUnlockedContact } from '../unlocked-contacts/unlocked-contact-queries';

/** A timeline's or a task list's subject, checked against the caller's company: another company's is 403, an unknown one 404. */
export async function subjectCompany(
  db: CommonQueryMethods,
  callerCompanyId: string | null,
  model: TimelineModel,
  id: string,
): Promise<{ companyId: string; contactId: string | null }> {
  if (!callerCompanyId) throw forbidden();
  if (model === 'company') {
    if (id !== callerCompanyId) throw forbidden();
    return { companyId: id, contactId: null };
  }
  const found = await employerUnlockedContact(db, id);
  if (!found || found.deleted) throw notFound('Unlocked contact not found.');
  if (found.companyId !== callerCompanyId) throw forbidden();
  return { companyId: found.companyId, contactId: found.contact.driver.id };
}

interface EntryRow {
  entry_id: string;
  model: TimelineModel;
  model_id: string;
  contact_id: string | null;
  contact_name: string | null;
  author_id: string;
  author_name: string | null;
  entry_type: TimelineType;
  text: string;
  title: string | null;
  outcome: string | null;
  meeting_date: string | null;
  meeting_time: string | null;
  performed_at: string;
  starred: boolean;
  created_at: string;
}

const entryColumns = sql.fragment`
  e.entry_id, e.model, e.model_id, e.contact_id, c.full_name as contact_name, e.author_id, a.full_name as author_name, e.entry_type, e.text,
  e.title, e.outcome, e.meeting_date, e.meeting_time, to_char(e.performed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as performed_at,
  e.starred, e.created_at::text as created_at`;
const entryJoins = sql.fragment`
  left join ${tables.unlockContacts} c on c.contact_id = e.contact_id
  left join ${tables.users} a on a.user_id = e.author_id`;

/** An entry's properties as the spec's forms read them, by type. */
function propertiesOf(row: EntryRow): TimelineEntry['properties'] {
  switch (row.entry_type) {
    case 'note':
      return { description: row.text };
    case 'email':
      return { subject: row.title ?? '', body: row.text };
    case 'call':
      return { description: row.text, outcome: row.outcome };
    case 'sms':
      return { text: row.text, outcome: row.outcome };
    case 'meeting':
      return { description: row.text, date: row.meeting_date ?? '', time: row.meeting_time ?? '', outcome: row.outcome };
  }
}

const toEntry = (row: EntryRow): TimelineEntry => ({
  id: row.entry_id,
  type: row.entry_type,
  properties: propertiesOf(row),
  performed_at: row.performed_at,
  starred: row.starred,
  model: row.model,
  model_id: row.model_id,
  contact: row.contact_id ? { id: row.contact_id, full_name: row.contact_name ?? '' } : null,
  author: { id: row.author_id, full_name: row.author_name ?? '' },
  created_at: new Date(row.created_at).toISOString(),
});

/** Which entries belong to a subject: an unlocked contact's own, or every entry of the company. */
const ofSubject = (model: TimelineModel, id: string): FragmentSqlToken =>
  model === 'company' ? sql.fragment`e.company_id = ${id}` : sql.fragment`e.model = ${model} and e.model_id = ${id}`;

async function entries(
  db: CommonQueryMethods,
  where: FragmentSqlToken,
  page: number,
  perPage = PER_PAGE,
): Promise<{ data: TimelineEntry[]; meta: PageMeta }> {
  const [rows, total] = await Promise.all([
    db.query(sql.unsafe`
      select ${entryColumns} from ${tables.timelineEntries} e ${entryJoins} where ${where} and e.deleted_at is null
      order by e.performed_at desc, e.entry_id desc limit ${perPage} offset ${pageOffset(page, perPage)}`),
    db.query(sql.unsafe`select count(*)::int as total from ${tables.timelineEntries} e where ${where} and e.deleted_at is null`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly EntryRow[]).map(toEntry), meta: pageMeta(page, count, perPage) };
}

/** One entry (also a deleted one's absence: null), as the command answers show it. */
export async function timelineEntry(db: CommonQueryMethods, entryId: string): Promise<TimelineEntry | null> {
  const result = await db.query(
    sql.unsafe`select ${entryColumns} from ${tables.timelineEntries} e ${entryJoins} where e.entry_id = ${entryId} and e.deleted_at is null`,
  );
  const row = result.rows[0] as EntryRow | undefined;
  return row ? toEntry(row) : null;
}

const starredOf = async (db: CommonQueryMethods, where: FragmentSqlToken): Promise<TimelineEntry[]> =>
  (await entries(db, sql.fragment`${where} and e.starred`, 1, 50)).data;

/** The entries of one type with the starred ones and the count. */
export async function timelineOfType(db: CommonQueryMethods, model: TimelineModel, id: string, type: TimelineType, page: number) {
  const where = sql.fragment`${ofSubject(model, id)} and e.entry_type = ${type}`;
  const [listed, starred] = await Promise.all([entries(db, where, page), starredOf(db, where)]);
  return { ...listed, starred, count: listed.meta.total };
}

/** Counts per type, tasks included. */
export async function timelineStats(db: CommonQueryMethods, model: TimelineModel, id: string): Promise<TimelineStats> {
  const taskWhere = model === 'company' ? sql.fragment`t.company_id = ${id}` : sql.fragment`t.model = ${model} and t.model_id = ${id}`;
  const [byType, taskCount] = await Promise.all([
    db.query(sql.unsafe`
      select e.entry_type, count(*)::int as n from ${tables.timelineEntries} e where ${ofSubject(model, id)} and e.deleted_at is null group by 1`),
    db.query(sql.unsafe`select count(*)::int as n from ${tables.tasks} t where ${taskWhere} and t.deleted_at is null`),
  ]);
  const counts = new Map((byType.rows as ReadonlyArray<{ entry_type: string; n: number }>).map((row) => [row.entry_type, row.n]));
  return {
    note: counts.get('note') ?? 0,
    email: counts.get('email') ?? 0,
    call: counts.get('call') ?? 0,
    sms: counts.get('sms') ?? 0,
    meeting: counts.get('meeting') ?? 0,
    task: (taskCount.rows[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Every entry, with the counts and the starred entries. */
export async function timelineOverview(db: CommonQueryMethods, model: TimelineModel, id: string, page: number) {
  const where = ofSubject(model, id);
  const [listed, starred, stats] = await Promise.all([entries(db, where, page), starredOf(db, where), timelineStats(db, model, id)]);
  return { overview: { stats, starred }, ...listed };
}

interface TaskRow {
  task_id: string;
  company_id: string;
  model: TimelineModel;
  model_id: string;
  contact_id: string | null;
  contact_name: string | null;
  title: string;
  task: string | null;
  status_id: string;
  status_fields: { name?: string; identifier?: string; status_color?: string } | null;
  due_at: string;
  remind_on_due_at: boolean;
  assignee_id: string;
  assignee_name: string | null;
  reminded_at: string | null;
  created_at: string;
}

const taskColumns = sql.fragment`
  t.task_id, t.company_id, t.model, t.model_id, t.contact_id, c.full_name as contact_name, t.title, t.task, t.status_id, s.fields as status_fields,
  t.due_at, t.remind_on_due_at, t.assignee_id, a.full_name as assignee_name, t.reminded_at::text as reminded_at, t.created_at::text as created_at`;
const taskJoins = sql.fragment`
  left join ${tables.unlockContacts} c on c.contact_id = t.contact_id
  left join ${tables.users} a on a.user_id = t.assignee_id
  left join ${referenceItems} s on s.item_id = t.status_id`;

const toTask = (row: TaskRow): Task => ({
  id: row.task_id,
  title: row.title,
  task: row.task,
  status_id: row.status_id,
  status: row.status_fields
    ? {
        id: row.status_id,
        name: row.status_fields.name ?? '',
        identifier: row.status_fields.identifier ?? '',
        status_color: row.status_fields.status_color ?? 'default',
      }
    : null,
  due_at: row.due_at,
  remind_on_due_at: row.remind_on_due_at,
  assigner_id: row.assignee_id,
  assigner: { id: row.assignee_id, full_name: row.assignee_name ?? '' },
  model: row.model,
  model_id: row.model_id,
  contact: row.contact_id ? { id: row.contact_id, full_name: row.contact_name ?? '' } : null,
  reminded_at: row.reminded_at ? new Date(row.reminded_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
});

/** A subject's tasks by due date (a company's: every task of the company). */
export async function tasksOf(db: CommonQueryMethods, model: TimelineModel, id: string): Promise<Task[]> {
  const where = model === 'company' ? sql.fragment`t.company_id = ${id}` : sql.fragment`t.model = ${model} and t.model_id = ${id}`;
  const rows = await db.query(sql.unsafe`
    select ${taskColumns} from ${tables.tasks} t ${taskJoins} where ${where} and t.deleted_at is null
    order by t.due_at, t.created_at, t.task_id limit 500`);
  return (rows.rows as readonly TaskRow[]).map(toTask);
}

/** One live task with its company (null when unknown or deleted). */
export async function readTask(db: CommonQueryMethods, taskId: string): Promise<(Task & { company_id: string }) | null> {
  const result = await db.query(
    sql.unsafe`select ${taskColumns} from ${tables.tasks} t ${taskJoins} where t.task_id = ${taskId} and t.deleted_at is null`,
  );
  const row = result.rows[0] as TaskRow | undefined;
  return row ? { ...toTask(row), company_id: row.company_id } : null;
}

/** The task status with this identifier (the default one is not_started), null when there is none. */
export async function taskStatusByIdentifier(db: CommonQueryMethods, identifier: string): Promise<string | null> {
  const result = await db.query(
    sql.unsafe`select item_id from ${referenceItems} where kind = 'task-statuses' and fields->>'identifier' = ${identifier} limit 1`,
  );
  return (result.rows[0] as { item_id: string } | undefined)?.item_id ?? null;
}

/** Whether an item of reference data of this kind exists (a task status, an unqualified reason, a custom contact status). */
export async function referenceItemKind(
  db: CommonQueryMethods,
  itemId: string,
): Promise<{ kind: string; fields: Record<string, unknown> } | null> {
  const result = await db.query(sql.unsafe`select kind, fields from ${referenceItems} where item_id = ${itemId}`);
  return (result.rows[0] as { kind: string; fields: Record<string, unknown> } | undefined) ?? null;
}

/** Tasks whose reminder is due on `today` (YYYY-MM-DD) and was not sent for their due date (the scheduler's work list). */
export const dueTaskReminders = (today: string, limit: number): FragmentSqlToken => sql.fragment`
  select task_id from ${tables.tasks}
  where deleted_at is null and remind_on_due_at and due_at <= ${today} and reminded_for is distinct from due_at
  order by due_at, task_id limit ${limit}`;
