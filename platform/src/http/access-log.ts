import fp from 'fastify-plugin';
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
-- Free text (an admin's export reason) is no longer kept here: the export's event holds it, encrypted with the person's key.
update pd_access_log set reason = null where reason is not null and reason <> 'admin-request';
`;

export const migrateAccessLog = (databaseUrl: string): Promise<void> => runSqlScript(databaseUrl, accessLogTableSql);

/**
 * What was read: the kind of screen (`readKindOf` of the operation's feature: `contact-detail`,
 * `unlocked-contacts`, `audit`, `chat`, `users`…) or an export.
 */
export type AccessKind = string;

/** The access log's reason of an admin's export: a category, never the admin's free text (see `recordAccess`). */
export const ADMIN_EXPORT_REASON = 'admin-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records that `reader` read the contact details of each of `subjectIds` (one row each, one statement;
 * ids that are none are left out). `reason` is a category such as
 * `ADMIN_EXPORT_REASON`: the table is kept for months beyond a person's erasure, so no free text about them.
 */
export async function recordAccess(
  connection: CommonQueryMethods,
  reader: AuthUser,
  subjectIds: readonly string[],
  what: AccessKind,
  reason: string | null = null,
): Promise<void> {
  const ids = [...new Set(subjectIds)].filter((id) => UUID.test(id));
  if (ids.length === 0) return;
  const role = reader.roles.includes('admin') ? 'admin' : (reader.roles[0] ?? 'unknown');
  await connection.query(sql.unsafe`
    insert into pd_access_log (subject_id, reader_id, reader_role, reader_company_id, what, reason)
    select unnest(${sql.array(ids, 'uuid')}), ${reader.id}, ${role}, ${reader.companyId}, ${what}, ${reason}`);
}

/**
 * Records every read of other persons' contact details that an operation's answer shows, found by the
 * declarations of its response schema (`ContactDetails`, see `contactDetailsReader`): the route binding
 * puts the reader into `config.contactReads`, this hook calls it on each successful answer before it is
 * serialized and inserts one row per person shown but the reader, in one statement per answer.
 */
export const contactReadsPlugin = fp<{ pool: CommonQueryMethods }>(
  (app, { pool }, done) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      const reads = request.routeOptions.config.contactReads;
      if (!reads || reply.statusCode >= 300) return payload;
      // Without a session only one's own data is answered (the sign-in): nobody else's to record.
      const reader = request.user;
      if (!reader) return payload;
      const others = reads.subjects(payload).filter((id) => id !== reader.id && id !== reader.contactId);
      await recordAccess(pool, reader, others, reads.what);
      return payload;
    });
    done();
  },
  { name: 'contact-reads' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whose contact details an answer shows and what kind of read it is (from the contract's response schema). */
    contactReads?: { subjects: (answer: unknown) => string[]; what: AccessKind };
  }
}
