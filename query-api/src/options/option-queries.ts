import { sql, type DatabasePool } from 'slonik';
import { euros } from './paging';

type Named = { id: string; name: string };
type Person = { id: string; full_name: string };

export async function companyOptions(pool: DatabasePool, scopeCompanyId: string | null): Promise<Named[]> {
  const scope = scopeCompanyId ? sql.fragment`where company_id = ${scopeCompanyId}` : sql.fragment``;
  const result = await pool.query(sql.unsafe`select company_id as id, name from rm_users.companies ${scope} order by name`);
  return (result.rows as readonly Named[]).slice();
}

export async function employerOptions(pool: DatabasePool, companyId: string): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from rm_users.company_users cu join rm_users.users u on u.user_id = cu.user_id
    where cu.company_id = ${companyId} order by u.full_name`);
  return (result.rows as readonly Person[]).slice();
}

export async function campaignOptions(pool: DatabasePool, companyId: string | undefined): Promise<Array<Named & { cost_per_unlock: number }>> {
  const scope = companyId ? sql.fragment`where company_id = ${companyId}` : sql.fragment``;
  const result = await pool.query(sql.unsafe`select campaign_id as id, name, cost_per_unlock from rm_campaigns.campaigns ${scope} order by name limit 1000`);
  return (result.rows as ReadonlyArray<Named & { cost_per_unlock: number }>).map((row) => ({ ...row, cost_per_unlock: euros(row.cost_per_unlock) }));
}

/** Admins (the account managers and auditors of this product). */
export async function adminUserOptions(pool: DatabasePool): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`select user_id as id, full_name from rm_users.users where 'admin' = any(roles) order by full_name`);
  return (result.rows as readonly Person[]).slice();
}

export async function accountManagerOptions(pool: DatabasePool): Promise<Person[]> {
  const result = await pool.query(sql.unsafe`
    select u.user_id as id, u.full_name from rm_users.users u
    where 'admin' = any(u.roles) or exists (select 1 from rm_users.companies c where c.account_manager_id = u.user_id)
    order by u.full_name`);
  return (result.rows as readonly Person[]).slice();
}

export async function userByEmail(pool: DatabasePool, email: string): Promise<{ user_id: string; password_hash: string } | null> {
  const result = await pool.query(sql.unsafe`select user_id, password_hash from rm_users.users where email = ${email.trim().toLowerCase()}`);
  return (result.rows[0] as { user_id: string; password_hash: string } | undefined) ?? null;
}

export async function readCompany(pool: DatabasePool, companyId: string): Promise<{ id: string; name: string; country: string; account_manager_id: string | null; is_partner: boolean } | null> {
  const result = await pool.query(sql.unsafe`
    select company_id as id, name, country, account_manager_id, is_partner from rm_users.companies where company_id = ${companyId}`);
  return (result.rows[0] as { id: string; name: string; country: string; account_manager_id: string | null; is_partner: boolean } | undefined) ?? null;
}
