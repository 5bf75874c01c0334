import { SECURITY_EVENT_KINDS, type PageMeta, type SecurityLogEntry, type SecurityLogKind } from '@rm/domain';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** Days the security log keeps an entry when the composition names none (SECURITY_LOG_RETENTION_DAYS). */
export const DEFAULT_SECURITY_LOG_DAYS = 365;

export interface SecurityLogFilters {
  page: number;
  kind?: SecurityLogKind;
  /** Whom an entry concerns or who did it. */
  userId?: string;
  /** First day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  till?: string;
}

interface SecurityLogRow {
  id: string;
  at: string;
  kind: SecurityLogKind;
  outcome: SecurityLogEntry['outcome'];
  subject_id: string | null;
  subject_name: string | null;
  actor_id: string | null;
  actor_name: string | null;
  address: string | null;
  detail: string | null;
}

const eventTypes = Object.keys(SECURITY_EVENT_KINDS);
const kindOfEvent = sql.join(
  Object.entries(SECURITY_EVENT_KINDS).map(([type, kind]) => sql.fragment`when ${type} then ${kind}`),
  sql.fragment` `,
);

/**
 * The security log: the sign-in table the server writes, and the security events of the audit log (the
 * event log's read model: sign-ins by link, exports, erasures, role and permission changes). Both are
 * shown for the retention period only; the retention run deletes older sign-in rows, while the events
 * themselves stay in the event log under its own rules.
 */
export async function securityLog(
  pool: DatabasePool,
  f: SecurityLogFilters,
  retentionDays: number = DEFAULT_SECURITY_LOG_DAYS,
): Promise<{ data: SecurityLogEntry[]; meta: PageMeta }> {
  const cutoff = sql.fragment`now() - make_interval(days => ${retentionDays})`;
  const parts: FragmentSqlToken[] = [sql.fragment`true`];
  if (f.kind) parts.push(sql.fragment`log.kind = ${f.kind}`);
  if (f.userId) parts.push(sql.fragment`(log.subject_id = ${f.userId} or log.actor_id = ${f.userId})`);
  if (f.from) parts.push(sql.fragment`log.at >= ${f.from}::date`);
  if (f.till) parts.push(sql.fragment`log.at < (${f.till}::date + 1)`);
  const where = sql.join(parts, sql.fragment` and `);
  const log = sql.fragment`(
    select 'sign-in:' || s.id as id, s.at, s.kind, s.outcome, s.user_id as subject_id,
           case when s.kind = 'sign-in' then s.user_id end as actor_id, s.address, s.detail
    from sec_security_log s where s.at >= ${cutoff}
    union all
    select 'event:' || e.position, e.occurred_at, case e.event_type ${kindOfEvent} end, 'success',
           coalesce(e.data->>'userId', e.data->>'contactId')::uuid, e.actor_id, null,
           coalesce(e.data->>'role', e.data->>'requestedBy', e.data->>'cause', e.data->>'permissions')
    from ${tables.auditEntries} e
    where e.event_type = any(${sql.array(eventTypes, 'text')}) and e.occurred_at >= ${cutoff}
  ) log`;
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select log.id, log.at, log.kind, log.outcome, log.subject_id, s.full_name as subject_name, log.actor_id, a.full_name as actor_name,
             log.address, log.detail
      from ${log} left join ${tables.auditActors} a on a.actor_id = log.actor_id left join ${tables.auditActors} s on s.actor_id = log.subject_id
      where ${where} order by log.at desc, log.id desc limit ${PER_PAGE} offset ${pageOffset(f.page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${log} where ${where}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  const data = (rows.rows as readonly SecurityLogRow[]).map((row): SecurityLogEntry => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    outcome: row.outcome,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    actor: row.actor_id ? { id: row.actor_id, full_name: row.actor_name ?? '' } : null,
    address: row.address,
    detail: row.detail,
  }));
  return { data, meta: pageMeta(f.page, count) };
}
