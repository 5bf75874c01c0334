import { sql, type DatabasePool } from 'slonik';
import { euros } from '../shared/paging';
import { tables } from '../shared/tables';

type Named = { id: string; name: string };
type Person = { id: string; full_name: string };

/** Companies by name; a company user's list holds their own company only. */
export async function companyOptions(pool: DatabasePool, scopeCompanyId: string | undefined): Promise<Named[]> {
  const scope = scopeCompanyId ? sql.fragment`where company_id = ${scopeCompanyId}` : sql.fragment``;
  const result = await pool.query(sql.unsafe`select company_id as id, name from ${tables.companies} ${scope} order by name, company_id`);
  return (result.rows as readonly Named[]).slice();
}

/** A company's users (employers), for the unlock dialog. */
export async function employerOptions(pool: DatabasePool, companyId: string): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from ${tables.companyUsers} cu join ${tables.users} u on u.user_id = cu.user_id
    where cu.company_id = ${companyId} order by u.full_name, u.user_id`);
  return (result.rows as readonly Person[]).slice();
}

/** Campaigns (of one company, or all) with their cost per unlock in euros. */
export async function campaignOptions(
  pool: DatabasePool,
  companyId: string | undefined,
): Promise<Array<Named & { cost_per_unlock: number }>> {
  const scope = companyId ? sql.fragment`where company_id = ${companyId}` : sql.fragment``;
  const result = await pool.query(
    sql.unsafe`select campaign_id as id, name, cost_per_unlock from ${tables.campaigns} ${scope} order by name, campaign_id limit 1000`,
  );
  return (result.rows as ReadonlyArray<Named & { cost_per_unlock: number }>).map((row) => ({
    id: row.id,
    name: row.name,
    cost_per_unlock: euros(row.cost_per_unlock),
  }));
}

/** Admins (the account managers and auditors of this product). */
export async function adminUserOptions(pool: DatabasePool): Promise<Person[]> {
  const result = await pool.query(
    sql.unsafe`select user_id as id, full_name from ${tables.users} where 'admin' = any(roles) order by full_name, user_id`,
  );
  return (result.rows as readonly Person[]).slice();
}

/** Users who manage companies, or may (admins). */
export async function accountManagerOptions(pool: DatabasePool): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from ${tables.users} u
    where 'admin' = any(u.roles) or exists (select 1 from ${tables.companies} c where c.account_manager_id = u.user_id)
    order by u.full_name, u.user_id`);
  return (result.rows as readonly Person[]).slice();
}

/** Admins by name, those who manage companies first (sales owners). */
export async function salesOwnerOptions(pool: DatabasePool): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from ${tables.users} u
    where 'admin' = any(u.roles)
    order by exists (select 1 from ${tables.companies} c where c.account_manager_id = u.user_id) desc, u.full_name, u.user_id`);
  return (result.rows as readonly Person[]).slice();
}

/** The company of a campaign, or null for an unknown campaign. */
export async function campaignCompany(pool: DatabasePool, campaignId: string): Promise<string | null> {
  const result = await pool.query(sql.unsafe`select company_id from ${tables.campaigns} where campaign_id = ${campaignId}`);
  return (result.rows[0] as { company_id: string } | undefined)?.company_id ?? null;
}

/** Campaigns by name: of one company, or of the companies an account manager manages. */
export async function campaignsOf(pool: DatabasePool, scope: { companyId: string } | { accountManagerId: string }): Promise<Named[]> {
  const where =
    'companyId' in scope ? sql.fragment`company_id = ${scope.companyId}` : sql.fragment`account_manager_id = ${scope.accountManagerId}`;
  const result = await pool.query(
    sql.unsafe`select campaign_id as id, name from ${tables.campaigns} where ${where} order by name, campaign_id limit 1000`,
  );
  return (result.rows as readonly Named[]).slice();
}

/** A company's audiences by name. */
export async function audienceOptions(pool: DatabasePool, companyId: string): Promise<Named[]> {
  const result = await pool.query(
    sql.unsafe`select audience_id as id, name from ${tables.audiences} where company_id = ${companyId} order by name, audience_id limit 1000`,
  );
  return (result.rows as readonly Named[]).slice();
}

/** Users for pickers: one company's, or (no company) every admin and company user; searched by name or e-mail. */
export async function userOptions(pool: DatabasePool, companyId: string | undefined, search: string | undefined): Promise<Person[]> {
  const parts = [
    companyId
      ? sql.fragment`exists (select 1 from ${tables.companyUsers} cu where cu.user_id = u.user_id and cu.company_id = ${companyId})`
      : sql.fragment`u.roles && array['admin', 'business', 'business-owner']::text[]`,
  ];
  if (search?.trim()) {
    const pattern = `%${search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql.fragment`(lower(u.full_name) like ${pattern} or u.email like ${pattern})`);
  }
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from ${tables.users} u where ${sql.join(parts, sql.fragment` and `)}
    order by u.full_name, u.user_id limit 200`);
  return (result.rows as readonly Person[]).slice();
}
