import type { Interview, PageMeta } from '@rm/domain';
import { sql, type CommonQueryMethods } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

export interface InterviewFilters {
  page: number;
  search?: string;
  company?: string;
}

/** The meetings companies scheduled in their unlocked contacts' timelines, the latest date first. */
export async function listInterviews(db: CommonQueryMethods, filters: InterviewFilters): Promise<{ data: Interview[]; meta: PageMeta }> {
  const search = filters.search?.trim() ? `%${filters.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql.fragment`
    e.entry_type = 'meeting' and e.model = 'unlocked-contact' and e.deleted_at is null
    ${filters.company ? sql.fragment`and e.company_id = ${filters.company}` : sql.fragment``}
    ${search ? sql.fragment`and (c.full_name ilike ${search} or co.name ilike ${search} or e.text ilike ${search})` : sql.fragment``}`;
  const from = sql.fragment`
    from ${tables.timelineEntries} e
    join ${tables.contacts} c on c.contact_id = e.contact_id
    join ${tables.companies} co on co.company_id = e.company_id
    left join ${tables.users} a on a.user_id = e.author_id`;
  const total = (await db.oneFirst(sql.unsafe`select count(*)::int ${from} where ${where}`)) as number;
  const rows = (await db.any(sql.unsafe`
    select e.entry_id as id, c.contact_id, c.full_name as contact_name, co.company_id, co.name as company_name, e.model_id as unlock_id,
      e.text as description, e.meeting_date, e.meeting_time, e.outcome, to_json(e.performed_at)#>>'{}' as performed_at,
      a.user_id as author_id, a.full_name as author_name
    ${from} where ${where}
    order by coalesce(e.meeting_date, to_char(e.performed_at, 'YYYY-MM-DD')) desc, e.meeting_time desc nulls last, e.entry_id
    limit ${PER_PAGE} offset ${pageOffset(filters.page)}`)) as Array<Record<string, string | null>>;
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      contact: { id: String(row.contact_id), full_name: String(row.contact_name) },
      company: { id: String(row.company_id), name: String(row.company_name) },
      unlocked_contact_id: String(row.unlock_id),
      description: String(row.description),
      date: row.meeting_date ?? null,
      time: row.meeting_time ?? null,
      outcome: row.outcome ?? null,
      performed_at: new Date(String(row.performed_at)).toISOString(),
      author: row.author_id ? { id: row.author_id, full_name: row.author_name ?? '' } : null,
    })),
    meta: pageMeta(filters.page, total),
  };
}
