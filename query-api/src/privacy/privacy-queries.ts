import { CONTACT_STATUS_IDS, retentionDueAt, type PrivacyRecord, type RetentionPolicy } from '@rm/domain';
import { sql, type CommonQueryMethods } from 'slonik';
import { tables } from '../shared/tables';

type AccessLogEntry = PrivacyRecord['access_log'][number];

/** A candidate as the privacy read model knows them: ids, erasure, the streams that name them. */
export interface PrivacyPerson {
  contactId: string;
  userId: string | null;
  erasedAt: string | null;
  /** Every stream in which the contact's or the user's id appears (see `subject_streams`). */
  streams: string[];
}

const iso = (value: unknown): string => new Date(value as string | number).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export async function readPrivacyPerson(pool: CommonQueryMethods, contactId: string): Promise<PrivacyPerson | null> {
  const person = (
    await pool.query(sql.unsafe`select contact_id, user_id, erased_at from ${tables.privacyPersons} where contact_id = ${contactId}`)
  ).rows[0] as { contact_id: string; user_id: string | null; erased_at: unknown } | undefined;
  if (!person) return null;
  const ids = [person.contact_id, ...(person.user_id ? [person.user_id] : [])];
  const streams = await pool.query(sql.unsafe`
    select distinct stream_id from ${tables.privacySubjectStreams} where subject_id = any(${sql.array(ids, 'uuid')}) order by stream_id`);
  return {
    contactId: person.contact_id,
    userId: person.user_id,
    erasedAt: isoOrNull(person.erased_at),
    streams: (streams.rows as ReadonlyArray<{ stream_id: string }>).map((row) => row.stream_id),
  };
}

/** Every stream in which one of these person ids appears (see `subject_streams`). */
export async function readSubjectStreams(pool: CommonQueryMethods, subjectIds: readonly string[]): Promise<string[]> {
  if (subjectIds.length === 0) return [];
  const streams = await pool.query(sql.unsafe`
    select distinct stream_id from ${tables.privacySubjectStreams} where subject_id = any(${sql.array([...subjectIds], 'uuid')}) order by stream_id`);
  return (streams.rows as ReadonlyArray<{ stream_id: string }>).map((row) => row.stream_id);
}

/** The latest reads of a person's contact details, with the reader's name and company as the read models have them. */
export async function readAccessLog(pool: CommonQueryMethods, contactId: string, limit = 100): Promise<AccessLogEntry[]> {
  const result = await pool.query(sql.unsafe`
    select l.at, l.reader_id, l.reader_role, u.full_name as reader_name, c.name as company_name, l.what, l.reason
    from ${tables.accessLog} l
    left join ${tables.users} u on u.user_id = l.reader_id
    left join ${tables.companies} c on c.company_id = l.reader_company_id
    where l.subject_id = ${contactId}
    order by l.at desc, l.id desc limit ${limit}`);
  return (
    result.rows as ReadonlyArray<{
      at: unknown;
      reader_id: string | null;
      reader_role: string;
      reader_name: string | null;
      company_name: string | null;
      what: string;
      reason: string | null;
    }>
  ).map((row) => ({ ...row, at: iso(row.at) }));
}

/** The candidate's retention facts and when the rule erases them (null: it does not apply now). */
async function retentionDue(pool: CommonQueryMethods, contactId: string, policy: RetentionPolicy): Promise<string | null> {
  const row = (
    await pool.query(sql.unsafe`
    select count(*)::int as offers, count(*) filter (where o.stage = 'unqualified')::int as rejected,
      max(o.stage_changed_at) filter (where o.stage = 'unqualified') as last_rejected_at,
      (select at from ${tables.privacyConsents} c where c.contact_id = ${contactId} and c.purpose = 'talent_pool' and c.given) as pool_at
    from ${tables.privacyOffers} o where o.contact_id = ${contactId}`)
  ).rows[0] as { offers: number; rejected: number; last_rejected_at: unknown; pool_at: unknown } | undefined;
  if (!row) return null;
  const due = retentionDueAt(
    {
      offers: row.offers,
      rejectedOffers: row.rejected,
      lastRejectedAt: isoOrNull(row.last_rejected_at),
      talentPoolConsentAt: isoOrNull(row.pool_at),
    },
    policy,
  );
  return due ? due.toISOString() : null;
}

/** A candidate's privacy record (consents, erasure, retention, access log); null for an unknown contact. */
export async function readPrivacyRecord(
  pool: CommonQueryMethods,
  contactId: string,
  policy: RetentionPolicy,
): Promise<PrivacyRecord | null> {
  const person = (
    await pool.query(sql.unsafe`select contact_id, erased_at, erasure_cause from ${tables.privacyPersons} where contact_id = ${contactId}`)
  ).rows[0] as { contact_id: string; erased_at: unknown; erasure_cause: PrivacyRecord['erasure_cause'] } | undefined;
  if (!person) return null;
  const consents = await pool.query(sql.unsafe`
    select purpose, given, text_version, channel, at from ${tables.privacyConsents} where contact_id = ${contactId} order by purpose`);
  const history = await pool.query(sql.unsafe`
    select purpose, action, text_version, channel, at from ${tables.privacyConsentHistory} where contact_id = ${contactId} order by position`);
  const withIsoAt = <R extends { at: unknown }>(rows: readonly R[]) => rows.map((row) => ({ ...row, at: iso(row.at) }));
  return {
    contact_id: person.contact_id,
    erased_at: isoOrNull(person.erased_at),
    erasure_cause: person.erasure_cause,
    consents: withIsoAt(consents.rows as ReadonlyArray<PrivacyRecord['consents'][number]>),
    consent_history: withIsoAt(history.rows as ReadonlyArray<PrivacyRecord['consent_history'][number]>),
    retention_due_at: person.erased_at ? null : await retentionDue(pool, contactId, policy),
    access_log: await readAccessLog(pool, contactId),
  };
}

/** The contact (candidate profile) of a user, if any. */
export async function contactOfUser(pool: CommonQueryMethods, userId: string): Promise<string | null> {
  const row = (await pool.query(sql.unsafe`select contact_id from ${tables.privacyPersons} where user_id = ${userId} limit 1`)).rows[0] as
    { contact_id: string } | undefined;
  return row?.contact_id ?? null;
}

/**
 * Candidates the retention rule may erase or tell of an erasure at `now`, by the read model: not erased,
 * and their last stage change of an offer (without offers: their registration) not newer than the shortest of the
 * rule's periods (the rejected one, or the inactive one less the notice). A superset: the run checks each
 * one against the log (declines, the employer's status, sign-ins, the talent pool) before acting.
 */
export async function retentionCandidates(pool: CommonQueryMethods, now: Date, policy: RetentionPolicy, limit = 500): Promise<string[]> {
  const result = await pool.query(sql.unsafe`
    select p.contact_id, coalesce(max(o.stage_changed_at), p.registered_at) as last_at
    from ${tables.privacyPersons} p
    left join ${tables.privacyOffers} o on o.contact_id = p.contact_id
    where p.erased_at is null
    group by p.contact_id, p.registered_at
    having coalesce(max(o.stage_changed_at), p.registered_at) <= greatest(
      ${now.toISOString()}::timestamptz - make_interval(months => ${policy.rejectedMonths}),
      ${now.toISOString()}::timestamptz - make_interval(months => ${policy.inactiveMonths}) + make_interval(days => ${policy.inactivityNoticeDays}))
    order by last_at limit ${limit}`);
  return (result.rows as ReadonlyArray<{ contact_id: string }>).map((row) => row.contact_id);
}

/** The employer's status "unqualified" of an unlocked contact (set only with reasons): a rejection. */
const UNQUALIFIED_STATUS_ID = CONTACT_STATUS_IDS.unqualified;

/**
 * Candidates the Art. 18 restriction may concern: not erased, and either rejected somewhere (an offer moved
 * to `unqualified` on the board, declined by the candidate, or set to the employer's status 5) or already
 * deactivated with `restrictedReason` (to be lifted when active again). At most `limit`; the retention run
 * checks each against the log.
 */
export async function restrictionCandidates(pool: CommonQueryMethods, restrictedReason: string, limit = 5000): Promise<string[]> {
  const result = await pool.query(sql.unsafe`
    select p.contact_id from ${tables.privacyPersons} p
    where p.erased_at is null and (
      exists (select 1 from ${tables.privacyOffers} o where o.contact_id = p.contact_id and o.stage = 'unqualified')
      or exists (select 1 from ${tables.candidateOffers} co where co.contact_id = p.contact_id and co.rejected_at is not null)
      or exists (select 1 from ${tables.unlockedContacts} uc where uc.contact_id = p.contact_id and uc.status_id = ${UNQUALIFIED_STATUS_ID})
      or exists (select 1 from ${tables.contacts} c where c.contact_id = p.contact_id and not c.is_active and c.inactive_reason = ${restrictedReason}))
    order by p.registered_at, p.contact_id limit ${limit}`);
  return (result.rows as ReadonlyArray<{ contact_id: string }>).map((row) => row.contact_id);
}

/** Names of companies and campaigns by id (the export names who saw what). */
export async function namesOf(pool: CommonQueryMethods, companyIds: readonly string[], campaignIds: readonly string[]) {
  const companies = await pool.query(
    sql.unsafe`select company_id as id, name from ${tables.companies} where company_id = any(${sql.array([...companyIds], 'uuid')})`,
  );
  const campaigns = await pool.query(
    sql.unsafe`select campaign_id as id, name from ${tables.campaigns} where campaign_id = any(${sql.array([...campaignIds], 'uuid')})`,
  );
  const map = (rows: readonly unknown[]) =>
    new Map((rows as ReadonlyArray<{ id: string; name: string | null }>).map((row) => [row.id, row.name ?? '']));
  return { companies: map(companies.rows), campaigns: map(campaigns.rows) };
}

/** Deletes the access-log rows older than `months`; answers how many. */
export async function purgeAccessLog(pool: CommonQueryMethods, now: Date, months: number): Promise<number> {
  const result = await pool.query(
    sql.unsafe`delete from ${tables.accessLog} where at < ${now.toISOString()}::timestamptz - make_interval(months => ${months})`,
  );
  return result.rowCount;
}
