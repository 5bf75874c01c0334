import type { Static } from '@sinclair/typebox';
import type { ContactCallSchema, ContactDetail, ContactRowSchema, OfferStage, PageMeta, PipedOfferSchema } from '@rm/domain';
import { contactsTables, type ContactRow } from '@rm/projectors';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/**
 * The contact detail screen's data. `utm`: the UTM parameters of the landing the candidate registered from
 * (source / medium / campaign / content, those given), null when none was recorded (shown as Unknown).
 */
export async function readContact(pool: DatabasePool, contactId: string): Promise<ContactDetail | null> {
  const result = await pool.query(sql.unsafe`
    select c.*, concat_ws(' / ', s.utm_source, s.utm_medium, s.utm_campaign, s.utm_content) as utm
    from ${tables.contacts} c left join ${tables.reportSources} s on s.contact_id = c.contact_id
    where c.contact_id = ${contactId}`);
  const row = result.rows[0] as (ContactRow & { utm: string }) | undefined;
  if (!row) return null;
  const incentives = await pool.query(sql.unsafe`
    select incentive_id as id, amount, note, given_at from ${incentivesTable} where contact_id = ${contactId} order by given_at desc, incentive_id`);
  return {
    id: row.contact_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    phone_confirmed_at: row.phone_confirmed_at,
    is_active: row.is_active,
    inactive_reason: row.inactive_reason,
    disabled_for_unlock: row.disabled_for_unlock,
    call_made: row.call_made,
    recruitment_interest: row.recruitment_interest,
    created_at: row.created_at,
    meta: { zip_code: row.zip_code, city: row.city, profession: row.profession, utm: row.utm || null },
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    birth_year: row.birth_year,
    profile: {
      languages: row.languages,
      work_experience: row.work_experience,
      employment_types: row.employment_types,
      driver_licence: row.driver_licence,
      educations: row.educations,
      experiences: row.experiences,
      profession_groups: row.profession_groups,
      shifts: row.shifts,
      willingness_to_move: row.willingness_to_move,
    },
    incentives: (incentives.rows as unknown as Array<{ id: string; amount: number; note: string | null; given_at: string | number }>).map(
      (incentive) => ({ ...incentive, given_at: new Date(incentive.given_at).toISOString() }),
    ),
  };
}

const incentivesTable = sql.identifier(contactsTables.incentives.split('.'));
const iso = (value: string | number | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function contactExists(pool: DatabasePool, contactId: string): Promise<boolean> {
  const result = await pool.query(sql.unsafe`select 1 from ${tables.contacts} where contact_id = ${contactId}`);
  return result.rowCount > 0;
}

type PipedOffer = Static<typeof PipedOfferSchema>;

/** The contact's offers, newest first (the offer board's read model), and how many are at each stage. */
export async function contactPipe(
  pool: DatabasePool,
  contactId: string,
  stage: OfferStage | undefined,
): Promise<{ data: PipedOffer[]; counts: Record<string, number> }> {
  const [rows, counts] = await Promise.all([
    pool.query(sql.unsafe`
      select o.offer_id, o.stage, o.campaign_id, coalesce(o.campaign_name, ca.name) as campaign_name, o.company_id,
        coalesce(o.company_name, co.name) as company_name, o.price, o.created_at, o.stage_changed_at, o.hired_at
      from ${tables.offers} o
      left join ${tables.offerCampaigns} ca on ca.campaign_id = o.campaign_id
      left join ${tables.offerCompanies} co on co.company_id = o.company_id
      where o.contact_id = ${contactId} ${stage ? sql.fragment`and o.stage = ${stage}` : sql.fragment``}
      order by o.created_at desc, o.offer_id limit 200`),
    pool.query(sql.unsafe`select stage, count(*)::int as count from ${tables.offers} where contact_id = ${contactId} group by stage`),
  ]);
  type Raw = Omit<PipedOffer, 'created_at' | 'stage_changed_at' | 'hired_at'> & {
    created_at: number;
    stage_changed_at: number;
    hired_at: number | null;
  };
  return {
    data: (rows.rows as unknown as Raw[]).map((row) => ({
      ...row,
      price: row.price / 100,
      created_at: new Date(row.created_at).toISOString(),
      stage_changed_at: new Date(row.stage_changed_at).toISOString(),
      hired_at: iso(row.hired_at),
    })),
    counts: Object.fromEntries((counts.rows as unknown as Array<{ stage: string; count: number }>).map((row) => [row.stage, row.count])),
  };
}

type ContactCall = Static<typeof ContactCallSchema>;

/** The calls companies recorded with the contact on their timelines, newest first. */
export async function contactCalls(pool: DatabasePool, contactId: string): Promise<ContactCall[]> {
  const result = await pool.query(sql.unsafe`
    select e.entry_id as id, e.company_id, co.name as company_name, e.text as description, e.outcome, e.performed_at
    from ${tables.timelineEntries} e left join ${tables.companies} co on co.company_id = e.company_id
    where e.contact_id = ${contactId} and e.entry_type = 'call' and e.deleted_at is null
    order by e.performed_at desc, e.entry_id limit 100`);
  return (result.rows as unknown as Array<Omit<ContactCall, 'performed_at'> & { performed_at: number }>).map((row) => ({
    ...row,
    performed_at: new Date(row.performed_at).toISOString(),
  }));
}

export interface ContactFilters {
  page: number;
  search?: string;
  profession?: string;
  zip_code?: string;
  is_active?: boolean;
  call_made?: boolean;
  recruitment_interest?: boolean;
}

type ContactListRow = Static<typeof ContactRowSchema>;

/** Up to this many matches a filtered page counts exactly; beyond, the planner's estimate (the page picker's scale). */
export const EXACT_COUNT_LIMIT = 10_000;
const totalsTable = sql.identifier(contactsTables.totals.split('.'));

/**
 * How many contacts the filter matches. Unfiltered: the projection's running total (nothing counted).
 * Filtered: counted exactly up to EXACT_COUNT_LIMIT; a filter that matches more is shown with the
 * planner's estimate (a page picker of "about 3,100 pages" needs no exact count over 100,000 rows).
 */
async function countMatches(pool: DatabasePool, where: FragmentSqlToken, filtered: boolean): Promise<number> {
  if (!filtered) {
    const result = await pool.query(sql.unsafe`select coalesce((select count from ${totalsTable} where name = 'contacts'), 0) as total`);
    return Number((result.rows[0] as { total: number }).total);
  }
  const exact = await pool.query(sql.unsafe`
    select count(*)::int as total from (select 1 from ${tables.contacts} c where ${where} limit ${EXACT_COUNT_LIMIT + 1}) matches`);
  const total = (exact.rows[0] as { total: number }).total;
  if (total <= EXACT_COUNT_LIMIT) return total;
  const plan = await pool.query(sql.unsafe`explain (format json) select 1 from ${tables.contacts} c where ${where}`);
  const estimate = Number(
    (plan.rows[0] as { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> })['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? total,
  );
  return Math.max(total, Math.round(estimate));
}

/**
 * The admin contacts table: newest first, filtered, 20 a page. The page's ids come from an index in the
 * table's order ((created_at, contact_id), or (profession, zip_code, created_at, contact_id) with those
 * filters), and only those 20 rows are read.
 */
export async function listContacts(pool: DatabasePool, filters: ContactFilters): Promise<{ data: ContactListRow[]; meta: PageMeta }> {
  const conditions: FragmentSqlToken[] = [sql.fragment`true`];
  const search = filters.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql.fragment`(c.full_name ilike ${like} or c.email ilike ${like} or c.phone ilike ${like})`);
  }
  if (filters.profession) conditions.push(sql.fragment`c.profession = ${filters.profession}`);
  if (filters.zip_code) conditions.push(sql.fragment`c.zip_code like ${`${filters.zip_code}%`}`);
  if (filters.is_active !== undefined) conditions.push(sql.fragment`c.is_active = ${filters.is_active}`);
  if (filters.call_made !== undefined) conditions.push(sql.fragment`c.call_made = ${filters.call_made}`);
  if (filters.recruitment_interest !== undefined)
    conditions.push(sql.fragment`c.recruitment_interest is not distinct from ${filters.recruitment_interest}`);
  const where = sql.join(conditions, sql.fragment` and `);
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      with page as (
        select c.contact_id, c.created_at from ${tables.contacts} c
        where ${where} order by c.created_at desc, c.contact_id desc limit ${PER_PAGE} offset ${pageOffset(filters.page)}
      )
      select c.contact_id as id, c.full_name, c.email, c.phone, c.zip_code, c.city, c.profession, c.is_active, c.call_made,
        c.recruitment_interest, c.created_at
      from page join ${tables.contacts} c using (contact_id) order by page.created_at desc, page.contact_id desc`),
    countMatches(pool, sql.fragment`${where}`, conditions.length > 1),
  ]);
  return {
    data: (rows.rows as unknown as ContactListRow[]).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    meta: pageMeta(filters.page, total),
  };
}
