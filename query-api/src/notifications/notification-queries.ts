import type { Notification, NotificationJob } from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';
import { notificationsTables } from '@rm/projectors';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { tables } from '../shared/tables';

const notifications = sql.identifier(notificationsTables.notifications.split('.'));
const reads = sql.identifier(notificationsTables.reads.split('.'));
/** The sending jobs' progress, kept by the job worker (server/process-managers). */
const jobs = sql.identifier(['ops', 'notification_jobs']);

/** Matches no company: a user without a company sees only their own notifications. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

interface NotificationRow {
  notification_id: string;
  kind: Notification['kind'];
  read_at: string | null;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  contact_id: string | null;
  contact_name: string | null;
  model: 'contact' | 'company' | null;
  model_id: string | null;
}

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

const notificationOf = (row: NotificationRow): Notification => ({
  id: row.notification_id,
  kind: row.kind,
  read_at: iso(row.read_at),
  created_at: new Date(row.created_at).toISOString(),
  actor: row.actor_id && row.actor_name !== null ? { id: row.actor_id, full_name: row.actor_name } : null,
  contact: row.contact_id && row.contact_name !== null ? { id: row.contact_id, full_name: row.contact_name } : null,
  comment: row.model && row.model_id ? { model: row.model, model_id: row.model_id } : null,
});

const select = (user: AuthUser, where: FragmentSqlToken) => sql.unsafe`
  select n.notification_id, n.kind, r.read_at::text as read_at, n.created_at::text as created_at, n.actor_id, a.full_name as actor_name,
    n.contact_id, c.full_name as contact_name, n.model, n.model_id
  from ${notifications} n
  left join ${reads} r on r.notification_id = n.notification_id and r.user_id = ${user.id}
  left join ${tables.users} a on a.user_id = n.actor_id
  left join ${tables.contacts} c on c.contact_id = n.contact_id
  where (n.user_id = ${user.id} or n.company_id = ${user.companyId ?? NO_COMPANY}) and ${where}`;

/** The user's latest 50 notifications, newest first, and how many of all are unread. */
export async function notificationsOf(db: CommonQueryMethods, user: AuthUser): Promise<{ data: Notification[]; unread_count: number }> {
  const { rows } = await db.query(
    sql.unsafe`${select(user, sql.fragment`true`)} order by n.created_at desc, n.notification_id desc limit 50`,
  );
  const unread: unknown = await db.oneFirst(sql.unsafe`
    select count(*)::int from ${notifications} n
    left join ${reads} r on r.notification_id = n.notification_id and r.user_id = ${user.id}
    where (n.user_id = ${user.id} or n.company_id = ${user.companyId ?? NO_COMPANY}) and r.read_at is null`);
  return { data: (rows as readonly NotificationRow[]).map(notificationOf), unread_count: unread as number };
}

/** One of the user's notifications; null when unknown or another's. */
export async function readNotification(db: CommonQueryMethods, notificationId: string, user: AuthUser): Promise<Notification | null> {
  const { rows } = await db.query(select(user, sql.fragment`n.notification_id = ${notificationId}`));
  const row = (rows as readonly NotificationRow[])[0];
  return row ? notificationOf(row) : null;
}

/** The latest sending jobs with their progress (none before the worker made its table). */
export async function notificationJobs(db: CommonQueryMethods): Promise<NotificationJob[]> {
  if (!(await db.oneFirst(sql.unsafe`select to_regclass('ops.notification_jobs') is not null`))) return [];
  const { rows }: { rows: readonly unknown[] } = await db.query(sql.unsafe`
    select job_id, channel, kind, total, sent, status, created_at::text as created_at, finished_at::text as finished_at
    from ${jobs} order by created_at desc limit 20`);
  return (
    rows as ReadonlyArray<{
      job_id: string;
      channel: NotificationJob['channel'];
      kind: NotificationJob['kind'];
      total: number;
      sent: number;
      status: NotificationJob['status'];
      created_at: string;
      finished_at: string | null;
    }>
  ).map((row) => ({
    id: row.job_id,
    channel: row.channel,
    kind: row.kind,
    total: row.total,
    sent: row.sent,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: iso(row.finished_at),
  }));
}

/** Contacts a sending job may go to: with a sign-in (push), an e-mail (mail) or a phone (SMS); by name, 50 a page. */
export async function recipientOptions(
  db: CommonQueryMethods,
  reach: 'user' | 'email' | 'phone',
  search: string | undefined,
  page: number,
): Promise<{ data: Array<{ id: string; full_name: string }>; total: number }> {
  const reachable =
    reach === 'user'
      ? sql.fragment`user_id is not null`
      : reach === 'email'
        ? sql.fragment`email is not null`
        : sql.fragment`phone is not null`;
  const term = search?.trim() ? `%${search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const matching = term ? sql.fragment`and full_name ilike ${term}` : sql.fragment``;
  const { rows }: { rows: readonly unknown[] } = await db.query(sql.unsafe`
    select contact_id as id, full_name from ${tables.contacts} where ${reachable} ${matching}
    order by full_name, contact_id limit 50 offset ${(page - 1) * 50}`);
  const total: unknown = await db.oneFirst(sql.unsafe`select count(*)::int from ${tables.contacts} where ${reachable} ${matching}`);
  return { data: rows as Array<{ id: string; full_name: string }>, total: total as number };
}

/** How many of these contacts exist. */
export async function countKnownContacts(db: CommonQueryMethods, contactIds: readonly string[]): Promise<number> {
  return (await db.oneFirst(
    sql.unsafe`select count(*)::int from ${tables.contacts} where contact_id = any(${sql.array([...contactIds], 'uuid')})`,
  )) as number;
}
