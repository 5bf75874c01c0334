import type { AuditEntry, PageMeta } from '@rm/domain';
import type { AuditEntityType, AuditEntryRow } from '@rm/projectors';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** The most entries one entity's trail answers with (a company's trail grows with its offers). */
export const ENTITY_TRAIL_LIMIT = 500;

type EntryRow = AuditEntryRow & { actor_name: string | null };

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.event_id,
  position: row.position,
  type: row.event_type,
  occurred_at: row.occurred_at,
  actor: row.actor_id ? { id: row.actor_id, full_name: row.actor_name ?? '' } : null,
  actor_role: row.actor_role,
  changes: row.changes,
  data: row.data,
});

const columns = sql.fragment`e.position::text as position, e.event_id, e.event_type, e.occurred_at, e.actor_id, e.actor_role, a.full_name as actor_name, e.data, e.changes`;

/** Every event concerning one entity, newest first, with the actor's name and what changed. */
export async function entityAuditTrail(pool: DatabasePool, entityType: AuditEntityType, entityId: string): Promise<AuditEntry[]> {
  const result = await pool.query(sql.unsafe`
    select ${columns}
    from ${tables.auditEntryEntities} ee
    join ${tables.auditEntries} e on e.position = ee.position
    left join ${tables.auditActors} a on a.actor_id = e.actor_id
    where ee.entity_type = ${entityType} and ee.entity_id = ${entityId}
    order by ee.position desc limit ${ENTITY_TRAIL_LIMIT}`);
  return (result.rows as readonly EntryRow[]).map(toEntry);
}

export interface AuditFilters {
  page: number;
  type?: string;
  actorId?: string;
  /** First day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  till?: string;
}

/** The whole log for admins, newest first, filterable by event type, actor and days, 20 per page. */
export async function auditLog(pool: DatabasePool, f: AuditFilters): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  const parts: FragmentSqlToken[] = [sql.fragment`true`];
  if (f.type) parts.push(sql.fragment`e.event_type = ${f.type}`);
  if (f.actorId) parts.push(sql.fragment`e.actor_id = ${f.actorId}`);
  if (f.from) parts.push(sql.fragment`e.occurred_at >= ${f.from}::date`);
  if (f.till) parts.push(sql.fragment`e.occurred_at < (${f.till}::date + 1)`);
  const where = sql.join(parts, sql.fragment` and `);
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select ${columns} from ${tables.auditEntries} e left join ${tables.auditActors} a on a.actor_id = e.actor_id
      where ${where} order by e.position desc limit ${PER_PAGE} offset ${pageOffset(f.page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${tables.auditEntries} e where ${where}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly EntryRow[]).map(toEntry), meta: pageMeta(f.page, count) };
}

/** The event types in the log (the type filter's options). */
export async function auditEventTypes(pool: DatabasePool): Promise<string[]> {
  const result = await pool.query(sql.unsafe`select distinct event_type from ${tables.auditEntries} order by 1`);
  return (result.rows as ReadonlyArray<{ event_type: string }>).map((r) => r.event_type);
}
