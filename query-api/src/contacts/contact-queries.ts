import type { Static } from '@sinclair/typebox';
import type { ContactDetail, ContactRowSchema, PageMeta } from '@rm/domain';
import type { ContactRow } from '@rm/projectors';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** The contact detail screen's data. No UTM parameters are recorded yet, so `utm` is null (shown as Unknown). */
export async function readContact(pool: DatabasePool, contactId: string): Promise<ContactDetail | null> {
  const result = await pool.query(sql.unsafe`select * from ${tables.contacts} where contact_id = ${contactId}`);
  const row = result.rows[0] as ContactRow | undefined;
  if (!row) return null;
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
    meta: { zip_code: row.zip_code, city: row.city, profession: row.profession, utm: null },
  };
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

/** The admin contacts table: newest first (the (created_at, contact_id) index), filtered, 20 a page. */
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
      select c.contact_id as id, c.full_name, c.email, c.phone, c.zip_code, c.city, c.profession, c.is_active, c.call_made,
        c.recruitment_interest, c.created_at from ${tables.contacts} c
      where ${where} order by c.created_at desc, c.contact_id desc limit ${PER_PAGE} offset ${pageOffset(filters.page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${tables.contacts} c where ${where}`),
  ]);
  return {
    data: (rows.rows as unknown as ContactListRow[]).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    meta: pageMeta(filters.page, (total.rows[0] as { total: number }).total),
  };
}
