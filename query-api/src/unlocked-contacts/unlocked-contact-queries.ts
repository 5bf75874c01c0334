import { checklistOf, type ChartData, type EmployerUnlockedContact, type PageMeta } from '@rm/domain';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { likePattern, referenceItems } from '../reference-data/reference-data-queries';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

interface Row {
  unlock_id: string;
  company_id: string;
  contact_id: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  owner_id: string | null;
  owner_name: string | null;
  status_id: number;
  custom_status_id: string | null;
  custom_is_default: boolean | null;
  unqualified_reason_ids: string[];
  first_work_day_at: string | null;
  last_contacted_at: string | null;
  unlocked_at: string;
  deleted_at: string | null;
  employer_id: string | null;
  campaign_created_by: string | null;
}

const columns = sql.fragment`
  uc.unlock_id, uc.company_id, uc.contact_id, c.full_name as contact_name, c.phone, c.email, uc.campaign_id, cp.name as campaign_name,
  uc.owner_id, o.full_name as owner_name, uc.status_id, uc.custom_status_id, (cs.fields->>'is_default')::boolean as custom_is_default,
  uc.unqualified_reason_ids, uc.first_work_day_at, uc.last_contacted_at::text as last_contacted_at, uc.unlocked_at::text as unlocked_at,
  uc.deleted_at::text as deleted_at, uc.employer_id, cp.created_by as campaign_created_by`;
const joins = sql.fragment`
  left join ${tables.unlockContacts} c on c.contact_id = uc.contact_id
  left join ${tables.unlockCampaigns} cp on cp.campaign_id = uc.campaign_id
  left join ${tables.users} o on o.user_id = uc.owner_id
  left join ${referenceItems} cs on cs.item_id = uc.custom_status_id`;

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

const toContact = (row: Row): EmployerUnlockedContact => {
  const lastContactedAt = iso(row.last_contacted_at);
  return {
    id: row.unlock_id,
    campaign_id: row.campaign_id,
    campaign: row.campaign_id ? { id: row.campaign_id, name: row.campaign_name ?? '' } : null,
    driver: { id: row.contact_id, full_name: row.contact_name ?? '', phone: row.phone, email: row.email },
    owner_id: row.owner_id,
    owner: row.owner_id ? { id: row.owner_id, full_name: row.owner_name ?? '' } : null,
    status_id: row.status_id,
    custom_status_id: row.custom_status_id,
    effective_status: row.custom_status_id
      ? { id: row.custom_status_id, status_id: row.status_id, is_default: row.custom_is_default ?? false }
      : { id: row.status_id, status_id: row.status_id, is_default: row.status_id === 1 },
    unqualified_status_reason_ids: row.unqualified_reason_ids ?? [],
    first_work_day_at: row.first_work_day_at,
    last_contacted_at: lastContactedAt,
    unlocked_at: iso(row.unlocked_at) ?? row.unlocked_at,
    checklist: checklistOf({ owner_id: row.owner_id, last_contacted_at: lastContactedAt, status_id: row.status_id }),
  };
};

export interface UnlockedContactFilters {
  page: number;
  search?: string;
  status_id?: number;
  custom_status_id?: string;
  user_ids?: string[];
  campaign_id?: string;
  type?: 'campaign' | 'requested' | 'open_todos';
}

/** A company's unlocked contacts as it works with them, newest first, 20 per page, filtered. */
export async function companyUnlockedContacts(
  db: CommonQueryMethods,
  companyId: string,
  filters: UnlockedContactFilters,
): Promise<{ data: EmployerUnlockedContact[]; meta: PageMeta }> {
  const conditions: FragmentSqlToken[] = [sql.fragment`uc.company_id = ${companyId}`, sql.fragment`uc.deleted_at is null`];
  if (filters.search?.trim()) {
    const pattern = likePattern(filters.search);
    conditions.push(
      sql.fragment`(lower(coalesce(c.full_name, '')) like ${pattern} or lower(coalesce(c.email, '')) like ${pattern} or lower(coalesce(c.phone, '')) like ${pattern})`,
    );
  }
  if (filters.status_id !== undefined) conditions.push(sql.fragment`uc.status_id = ${filters.status_id}`);
  if (filters.custom_status_id) conditions.push(sql.fragment`uc.custom_status_id = ${filters.custom_status_id}`);
  if (filters.user_ids && filters.user_ids.length > 0)
    conditions.push(sql.fragment`uc.owner_id = any(${sql.array(filters.user_ids, 'uuid')})`);
  if (filters.campaign_id) conditions.push(sql.fragment`uc.campaign_id = ${filters.campaign_id}`);
  if (filters.type === 'campaign') conditions.push(sql.fragment`uc.campaign_id is not null`);
  if (filters.type === 'requested') conditions.push(sql.fragment`uc.campaign_id is null`);
  if (filters.type === 'open_todos')
    conditions.push(sql.fragment`(uc.owner_id is null or uc.last_contacted_at is null or uc.status_id = 1)`);
  const where = sql.join(conditions, sql.fragment` and `);
  const [rows, total] = await Promise.all([
    db.query(sql.unsafe`
      select ${columns} from ${tables.unlockedContacts} uc ${joins} where ${where}
      order by uc.unlocked_at desc, uc.unlock_id desc limit ${PER_PAGE} offset ${pageOffset(filters.page)}`),
    db.query(sql.unsafe`select count(*)::int as total from ${tables.unlockedContacts} uc ${joins} where ${where}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly Row[]).map(toContact), meta: pageMeta(filters.page, count) };
}

/** One unlocked contact with its company, null when unknown; `deleted` when the unlock was deleted. */
export async function employerUnlockedContact(
  db: CommonQueryMethods,
  unlockId: string,
): Promise<{ contact: EmployerUnlockedContact; companyId: string; deleted: boolean; campaignUserIds: string[] } | null> {
  const result = await db.query(sql.unsafe`select ${columns} from ${tables.unlockedContacts} uc ${joins} where uc.unlock_id = ${unlockId}`);
  const row = result.rows[0] as Row | undefined;
  if (!row) return null;
  // The campaign's users as the owner rule counts them: who unlocked the contact and who created the campaign.
  const campaignUserIds = [row.employer_id, row.campaign_created_by].filter((id): id is string => id !== null);
  return { contact: toContact(row), companyId: row.company_id, deleted: row.deleted_at !== null, campaignUserIds };
}

const month = (date: Date): string => date.toISOString().slice(0, 7);

/** Unlocks and hires (status 4) per month, from the company's first unlock to this month. */
export async function unlockedAllTime(db: CommonQueryMethods, companyId: string, now = new Date()): Promise<ChartData> {
  const result = await db.query(sql.unsafe`
    select to_char(date_trunc('month', unlocked_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as unlocked,
      count(*) filter (where status_id = 4)::int as hired
    from ${tables.unlockedContacts} where company_id = ${companyId} and deleted_at is null group by 1 order by 1`);
  const rows = result.rows as ReadonlyArray<{ month: string; unlocked: number; hired: number }>;
  const first = rows[0]?.month ?? month(now);
  const categories: string[] = [];
  const cursor = new Date(`${first}-01T00:00:00Z`);
  while (month(cursor) <= month(now)) {
    categories.push(month(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    categories,
    series: [
      { name: 'unlocked', data: categories.map((m) => byMonth.get(m)?.unlocked ?? 0) },
      { name: 'hired', data: categories.map((m) => byMonth.get(m)?.hired ?? 0) },
    ],
  };
}

/** Unlocks per day of this month and of the previous month (days 1–31), per day or cumulative. */
export async function unlockedCompareRecent(
  db: CommonQueryMethods,
  companyId: string,
  cumulative: boolean,
  now = new Date(),
): Promise<ChartData> {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const result = await db.query(sql.unsafe`
    select to_char(unlocked_at at time zone 'UTC', 'YYYY-MM') as month, extract(day from unlocked_at at time zone 'UTC')::int as day, count(*)::int as n
    from ${tables.unlockedContacts}
    where company_id = ${companyId} and deleted_at is null and unlocked_at >= ${previousMonth.toISOString()}
    group by 1, 2`);
  const rows = result.rows as ReadonlyArray<{ month: string; day: number; n: number }>;
  const categories = Array.from({ length: 31 }, (_, i) => String(i + 1));
  const seriesOf = (m: string): number[] => {
    const days = categories.map((_, i) => rows.find((row) => row.month === m && row.day === i + 1)?.n ?? 0);
    if (!cumulative) return days;
    let sum = 0;
    return days.map((n) => (sum += n));
  };
  return {
    categories,
    series: [
      { name: month(thisMonth), data: seriesOf(month(thisMonth)) },
      { name: month(previousMonth), data: seriesOf(month(previousMonth)) },
    ],
  };
}

/** The dashboard's figures: open to-dos (employer spec §4) and the approved campaigns' budgets. */
export async function employerDashboard(db: CommonQueryMethods, companyId: string) {
  const [todos, campaigns] = await Promise.all([
    db.query(sql.unsafe`
      select count(*) filter (where owner_id is null or last_contacted_at is null or status_id = 1)::int as contacts,
        (count(*) filter (where owner_id is null) + count(*) filter (where last_contacted_at is null) + count(*) filter (where status_id = 1))::int as todos
      from ${tables.unlockedContacts} where company_id = ${companyId} and deleted_at is null`),
    db.query(sql.unsafe`
      select campaign_id, name, budget, remaining_budget from ${tables.campaigns}
      where company_id = ${companyId} and status = 'approved' order by name, campaign_id limit 50`),
  ]);
  const counts = todos.rows[0] as { contacts: number; todos: number } | undefined;
  return {
    contacts_with_open_todos: counts?.contacts ?? 0,
    open_todos: counts?.todos ?? 0,
    campaigns: (campaigns.rows as ReadonlyArray<{ campaign_id: string; name: string; budget: number; remaining_budget: number }>).map(
      (row) => ({
        id: row.campaign_id,
        name: row.name,
        budget: euros(row.budget),
        remaining_budget: euros(row.remaining_budget),
      }),
    ),
  };
}
