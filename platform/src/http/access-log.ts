import { sql, type CommonQueryMethods } from 'slonik';
import { runSqlScript } from '../postgres/pool';
import type { AuthUser } from './access';

/**
 * Who read a person's contact details, when and how (the admin's contact detail, an employer's list of
 * unlocked contacts, an Art. 15 export): runtime records like sessions, a plain table beside the read
 * models. Rows name the person and the reader by id only; the retention run deletes them after
 * `ACCESS_LOG_RETENTION_MONTHS`.
 */
export const accessLogTableSql = `
create table if not exists pd_access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  subject_id uuid not null,
  reader_id uuid,
  reader_role text not null,
  reader_company_id uuid,
  what text not null,
  reason text
);
create index if not exists pd_access_log_subject on pd_access_log (subject_id, at desc);
create index if not exists pd_access_log_at on pd_access_log (at);
`;

export const migrateAccessLog = (databaseUrl: string): Promise<void> => runSqlScript(databaseUrl, accessLogTableSql);

/** What was read: the admin's contact detail, an employer's unlocked contacts, an export. */
export type AccessKind = 'contact-detail' | 'unlocked-contacts' | 'export';

/** Records that `reader` read the contact details of each of `subjectIds` (one row each, one statement). */
export async function recordAccess(
  connection: CommonQueryMethods,
  reader: AuthUser,
  subjectIds: readonly string[],
  what: AccessKind,
  reason: string | null = null,
): Promise<void> {
  const ids = [...new Set(subjectIds)];
  if (ids.length === 0) return;
  const role = reader.roles.includes('admin') ? 'admin' : (reader.roles[0] ?? 'unknown');
  await connection.query(sql.unsafe`
    insert into pd_access_log (subject_id, reader_id, reader_role, reader_company_id, what, reason)
    select unnest(${sql.array(ids, 'uuid')}), ${reader.id}, ${role}, ${reader.companyId}, ${what}, ${reason}`);
}
