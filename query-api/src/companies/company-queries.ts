import type {
  CompanyAudience,
  CompanyCampaign,
  CompanyDetail,
  CompanyListItem,
  CompanyStats,
  CustomerLevel,
  CustomerSegment,
  DuplicateCompany,
  Employer,
  PageMeta,
  Transaction,
  UnclaimedEmployer,
} from '@rm/domain';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { audienceCandidateCounts } from '../audiences/audience-queries';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';
import type { CrmDirectory } from './crm-directory';

interface CompanyRowRead {
  company_id: string;
  name: string;
  domain: string | null;
  country: string;
  zip_code: string | null;
  city: string | null;
  phone: string | null;
  registered_from: string | null;
  sales_owner_id: string | null;
  account_manager_id: string | null;
  account_manager_name: string | null;
  is_active: boolean;
  direct_pay: boolean;
  is_partner: boolean;
  auto_contacts_unlock: boolean;
  sepa_enabled: boolean;
  marked_as_verified: boolean;
  no_focus: boolean;
  sepa_signed_at: string | null;
  customer_level: CustomerLevel | null;
  customer_segment: CustomerSegment | null;
  due_days: number;
  goodwill_mode: boolean;
  configs: CompanyDetail['configs'];
  properties: CompanyDetail['properties'];
  version: number;
  created_at: string;
}

const companyColumns = sql.fragment`
  c.company_id, c.name, c.domain, c.country, c.zip_code, c.city, c.phone, c.registered_from, c.sales_owner_id, c.account_manager_id,
  am.full_name as account_manager_name, c.is_active, c.direct_pay, c.is_partner, c.auto_contacts_unlock, c.sepa_enabled,
  c.marked_as_verified, c.no_focus, c.sepa_signed_at, c.customer_level, c.customer_segment, c.due_days, c.goodwill_mode,
  c.configs, c.properties, c.version, c.created_at`;
const managerJoin = sql.fragment`left join ${tables.users} am on am.user_id = c.account_manager_id`;

const listItem = (row: CompanyRowRead): CompanyListItem => ({
  id: row.company_id,
  name: row.name,
  country: row.country,
  zip_code: row.zip_code,
  city: row.city,
  is_active: row.is_active,
  is_partner: row.is_partner,
  direct_pay: row.direct_pay,
  sepa_enabled: row.sepa_enabled,
  marked_as_verified: row.marked_as_verified,
  no_focus: row.no_focus,
  customer_level: row.customer_level,
  type: row.customer_segment,
  account_manager: row.account_manager_id ? { id: row.account_manager_id, full_name: row.account_manager_name ?? '' } : null,
  created_at: row.created_at,
});

/** Whether a company exists (and was not deleted) in the company admin read model. */
export async function companyExists(pool: DatabasePool, companyId: string): Promise<boolean> {
  const result = await pool.query(sql.unsafe`select 1 from ${tables.adminCompanies} where company_id = ${companyId}`);
  return result.rows.length > 0;
}

export interface CompanyFilter {
  page: number;
  search?: string;
  status?: string;
  accountManagerId?: string;
}

const STATUS_FILTERS: Record<string, FragmentSqlToken> = {
  active: sql.fragment`and c.is_active`,
  inactive: sql.fragment`and not c.is_active`,
  partner: sql.fragment`and c.is_partner`,
  no_focus: sql.fragment`and c.no_focus`,
  unverified: sql.fragment`and not c.marked_as_verified`,
};

/** Companies by name, 20 per page, searched by name, postal code or city. */
export async function listCompanies(pool: DatabasePool, filter: CompanyFilter): Promise<{ data: CompanyListItem[]; meta: PageMeta }> {
  const term = filter.search?.trim();
  const search = term
    ? sql.fragment`and (c.name ilike ${`%${term}%`} or c.zip_code like ${`${term}%`} or c.city ilike ${`%${term}%`})`
    : sql.fragment``;
  const status = STATUS_FILTERS[filter.status ?? 'all'] ?? sql.fragment``;
  const manager = filter.accountManagerId ? sql.fragment`and c.account_manager_id = ${filter.accountManagerId}` : sql.fragment``;
  const where = sql.fragment`where true ${search} ${status} ${manager}`;
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select ${companyColumns} from ${tables.adminCompanies} c ${managerJoin} ${where}
      order by lower(c.name), c.company_id limit ${PER_PAGE} offset ${pageOffset(filter.page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${tables.adminCompanies} c ${where}`),
  ]);
  return {
    data: (rows.rows as readonly CompanyRowRead[]).map(listItem),
    meta: pageMeta(filter.page, (total.rows[0] as { total: number } | undefined)?.total ?? 0),
  };
}

/** Companies that share a normalised name and postal code, or an e-mail domain, with `companyId`'s. */
const duplicatesOf = (alias: string): FragmentSqlToken => sql.fragment`
  select d.company_id as id, d.name, d.zip_code,
    case when d.normalized_name = ${sql.identifier([alias, 'normalized_name'])}
      and d.zip_code is not distinct from ${sql.identifier([alias, 'zip_code'])} then 'name_and_postal_code' else 'domain' end as reason
  from ${tables.adminCompanies} d
  where d.company_id <> ${sql.identifier([alias, 'company_id'])}
    and ((d.normalized_name = ${sql.identifier([alias, 'normalized_name'])} and d.zip_code is not distinct from ${sql.identifier([alias, 'zip_code'])})
      or (d.domain is not null and d.domain = ${sql.identifier([alias, 'domain'])}))`;

export async function readCompanyDetail(pool: DatabasePool, crm: CrmDirectory, companyId: string): Promise<CompanyDetail | null> {
  const result = await pool.query(sql.unsafe`
    select ${companyColumns},
      (select count(*)::int from ${tables.users} u where u.company_id = c.company_id) as users_count,
      coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name) from (${duplicatesOf('c')}) x), '[]') as duplicates
    from ${tables.adminCompanies} c ${managerJoin} where c.company_id = ${companyId}`);
  const row = result.rows[0] as (CompanyRowRead & { users_count: number; duplicates: Array<{ id: string; name: string }> }) | undefined;
  if (!row) return null;
  const [link, suggestions] = await Promise.all([
    crm.companyLink(row.company_id),
    crm.suggestions({ id: row.company_id, name: row.name, domain: row.domain }),
  ]);
  return {
    ...listItem(row),
    admin_url: `/companies/${row.company_id}`,
    hubspot_object: link,
    suggestedHubSpotCompanies: suggestions,
    duplicates: row.duplicates,
    account_manager_id: row.account_manager_id,
    sales_owner_id: row.sales_owner_id,
    auto_drivers_unlock: row.auto_contacts_unlock,
    payment_method: row.sepa_enabled ? 'sepa' : 'other',
    has_payment_method: row.sepa_enabled && row.sepa_signed_at !== null,
    sepa_account: row.sepa_signed_at ? { signed_at: row.sepa_signed_at } : null,
    due_days: row.due_days,
    goodwill_mode: row.goodwill_mode,
    configs: row.configs,
    properties: row.properties,
    phone: row.phone,
    registered_from: row.registered_from,
    users_count: row.users_count,
    version: row.version,
  };
}

export async function listEmployers(pool: DatabasePool, companyId: string): Promise<Employer[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name, u.email, u.phone, u.roles, p.permissions, u.created_at
    from ${tables.users} u
    left join ${tables.companyUserPermissions} p on p.user_id = u.user_id and p.company_id = u.company_id
    where u.company_id = ${companyId} order by u.full_name, u.user_id`);
  return result.rows as unknown as Employer[];
}

export async function listUnclaimedEmployers(pool: DatabasePool): Promise<UnclaimedEmployer[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name, u.email, u.created_at from ${tables.users} u
    where u.company_id is null and (u.roles && array['business', 'business-owner']::text[]) and not ('admin' = any(u.roles))
    order by u.created_at desc, u.user_id limit 500`);
  return result.rows as unknown as UnclaimedEmployer[];
}

interface CampaignListRow {
  campaign_id: string;
  name: string;
  status: CompanyCampaign['status'];
  audience_id: string;
  audience_name: string | null;
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  hires_count: number;
  is_critical: boolean | null;
  send_offers_in_batch: boolean | null;
  is_blocked: boolean | null;
  created_at: string;
  approved_at: string | null;
}

const CAMPAIGN_FILTERS: Record<string, FragmentSqlToken> = {
  draft: sql.fragment`and c.status = 'draft'`,
  pending_approval: sql.fragment`and c.status = 'pending_approval'`,
  approved: sql.fragment`and c.status = 'approved'`,
  rejected: sql.fragment`and c.status = 'rejected'`,
  blocked: sql.fragment`and s.is_blocked`,
  critical: sql.fragment`and s.is_critical`,
};

export async function listCompanyCampaigns(pool: DatabasePool, companyId: string, filter = 'all'): Promise<CompanyCampaign[]> {
  const result = await pool.query(sql.unsafe`
    select c.campaign_id, c.name, c.status, c.audience_id, c.audience_name, c.cost_per_unlock, c.budget, c.remaining_budget,
      c.unlocked_drivers_count, c.hires_count, s.is_critical, s.send_offers_in_batch, s.is_blocked, c.created_at, c.approved_at
    from ${tables.campaigns} c left join ${tables.campaignSettings} s on s.campaign_id = c.campaign_id
    where c.company_id = ${companyId} ${CAMPAIGN_FILTERS[filter] ?? sql.fragment``}
    order by c.created_at desc, c.campaign_id`);
  return (result.rows as readonly CampaignListRow[]).map((row) => ({
    id: row.campaign_id,
    name: row.name,
    status: row.status,
    audience: { id: row.audience_id, name: row.audience_name ?? '' },
    cost_per_unlock: euros(row.cost_per_unlock),
    budget: euros(row.budget),
    remaining_budget: euros(row.remaining_budget),
    unlocked_drivers_count: row.unlocked_drivers_count,
    hires_count: row.hires_count,
    is_critical: row.is_critical ?? false,
    send_offers_in_batch: row.send_offers_in_batch ?? false,
    is_blocked: row.is_blocked ?? false,
    created_at: row.created_at,
    activated_at: row.approved_at,
  }));
}

export async function listCompanyAudiences(pool: DatabasePool, companyId: string): Promise<CompanyAudience[]> {
  const result = await pool.query(sql.unsafe`
    select a.audience_id as id, a.name, a.profession, a.zip_code, a.range_km, a.candidates_count
    from ${tables.audiences} a where a.company_id = ${companyId} order by a.name, a.audience_id`);
  const audiences = result.rows as unknown as CompanyAudience[];
  const candidates = await audienceCandidateCounts(
    pool,
    audiences.map((audience) => audience.id),
  );
  return audiences.map((audience) => ({ ...audience, candidates_count: candidates.get(audience.id) ?? audience.candidates_count }));
}

interface TransactionRowRead {
  transaction_id: string;
  type: Transaction['type'];
  amount: number;
  status: Transaction['status'];
  reminders_paused: boolean;
  created_at: string;
  contact_id: string;
  contact_name: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
}

export async function listTransactions(
  pool: DatabasePool,
  companyId: string,
  page: number,
): Promise<{ data: Transaction[]; meta: PageMeta }> {
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select t.transaction_id, t.type, t.amount, t.status, t.reminders_paused, t.created_at, t.contact_id, ct.full_name as contact_name,
        t.campaign_id, cp.name as campaign_name
      from ${tables.transactions} t
      left join ${tables.unlockContacts} ct on ct.contact_id = t.contact_id
      left join ${tables.campaigns} cp on cp.campaign_id = t.campaign_id
      where t.company_id = ${companyId}
      order by t.created_at desc, t.transaction_id limit ${PER_PAGE} offset ${pageOffset(page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${tables.transactions} t where t.company_id = ${companyId}`),
  ]);
  return {
    data: (rows.rows as readonly TransactionRowRead[]).map((row) => ({
      id: row.transaction_id,
      type: row.type,
      amount: euros(row.amount),
      status: row.status,
      reminders_paused: row.reminders_paused,
      created_at: row.created_at,
      contact: { id: row.contact_id, full_name: row.contact_name ?? '' },
      campaign: row.campaign_id ? { id: row.campaign_id, name: row.campaign_name ?? '' } : null,
    })),
    meta: pageMeta(page, (total.rows[0] as { total: number } | undefined)?.total ?? 0),
  };
}

export async function readCompanyStats(pool: DatabasePool, companyId: string): Promise<CompanyStats> {
  const result = await pool.query(sql.unsafe`
    select
      (select count(*)::int from ${tables.campaigns} where company_id = ${companyId}) as total,
      (select count(*)::int from ${tables.campaigns} where company_id = ${companyId} and status = 'draft') as draft,
      (select count(*)::int from ${tables.campaigns} where company_id = ${companyId} and status = 'pending_approval') as pending_approval,
      (select count(*)::int from ${tables.campaigns} where company_id = ${companyId} and status = 'approved') as approved,
      (select count(*)::int from ${tables.campaigns} where company_id = ${companyId} and status = 'rejected') as rejected,
      (select coalesce(sum(budget), 0)::int8 from ${tables.campaigns} where company_id = ${companyId}) as budget,
      (select coalesce(sum(remaining_budget), 0)::int8 from ${tables.campaigns} where company_id = ${companyId}) as remaining_budget,
      (select count(*)::int from ${tables.unlockedContacts} where company_id = ${companyId} and deleted_at is null) as unlocked,
      (select count(*)::int from ${tables.unlockedContacts} where company_id = ${companyId} and deleted_at is null and status_id = 4) as hired,
      (select count(*)::int from ${tables.reminderOffers} where company_id = ${companyId} and stage = 'new') as open_offers,
      (select coalesce(sum(amount), 0)::int8 from ${tables.transactions} where company_id = ${companyId} and status = 'open') as revenue,
      (select count(*)::int from ${tables.users} where company_id = ${companyId}) as employers`);
  const row = result.rows[0] as Record<string, number | string>;
  const n = (key: string): number => Number(row[key] ?? 0);
  return {
    campaigns: {
      total: n('total'),
      draft: n('draft'),
      pending_approval: n('pending_approval'),
      approved: n('approved'),
      rejected: n('rejected'),
    },
    unlocked_contacts: n('unlocked'),
    hired_contacts: n('hired'),
    open_offers: n('open_offers'),
    budget: euros(n('budget')),
    remaining_budget: euros(n('remaining_budget')),
    revenue: euros(n('revenue')),
    employers: n('employers'),
  };
}

/** Companies that have a duplicate, oldest first, `perPage` per page, each with its duplicates. */
export async function listDuplicateCompanies(
  pool: DatabasePool,
  crm: CrmDirectory,
  page: number,
  perPage: number,
): Promise<{ data: DuplicateCompany[]; meta: PageMeta }> {
  const withDuplicates = sql.fragment`
    from ${tables.adminCompanies} c
    cross join lateral (select coalesce(json_agg(x order by x.name), '[]') as duplicates, count(*) as n from (${duplicatesOf('c')}) x) dup
    where dup.n > 0`;
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select c.company_id, c.name, c.zip_code, c.city, c.domain, c.created_at, dup.duplicates ${withDuplicates}
      order by c.created_at, c.company_id limit ${perPage} offset ${pageOffset(page, perPage)}`),
    pool.query(sql.unsafe`select count(*)::int as total ${withDuplicates}`),
  ]);
  type Row = {
    company_id: string;
    name: string;
    zip_code: string | null;
    city: string | null;
    domain: string | null;
    created_at: string;
    duplicates: DuplicateCompany['duplicates'];
  };
  const data = await Promise.all(
    (rows.rows as readonly Row[]).map(async (row) => ({
      id: row.company_id,
      name: row.name,
      zip_code: row.zip_code,
      city: row.city,
      domain: row.domain,
      created_at: row.created_at,
      admin_url: `/companies/${row.company_id}`,
      hubspot_object: await crm.companyLink(row.company_id),
      duplicates: row.duplicates,
    })),
  );
  return { data, meta: pageMeta(page, (total.rows[0] as { total: number } | undefined)?.total ?? 0, perPage) };
}

/** The company a transaction charged; null for an unknown transaction. */
export async function transactionCompany(pool: DatabasePool, transactionId: string): Promise<{ companyId: string } | null> {
  const result = await pool.query(sql.unsafe`select company_id from ${tables.transactions} where transaction_id = ${transactionId}`);
  const row = result.rows[0] as { company_id: string } | undefined;
  return row ? { companyId: row.company_id } : null;
}

export async function transactionRemindersPaused(pool: DatabasePool, transactionId: string): Promise<boolean | null> {
  const result = await pool.query(sql.unsafe`select reminders_paused from ${tables.transactions} where transaction_id = ${transactionId}`);
  const row = result.rows[0] as { reminders_paused: boolean } | undefined;
  return row ? row.reminders_paused : null;
}
