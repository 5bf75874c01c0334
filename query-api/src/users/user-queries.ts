import type { RoleName } from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';
import { statement, type StatementClient } from '@rm/platform';
import { permissionsTables, usersTables, type CompanyRow, type UserRow } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';
import { tables } from '../shared/tables';

type AuthUserRow = Pick<
  UserRow,
  'user_id' | 'email' | 'roles' | 'company_id' | 'first_name' | 'last_name' | 'full_name' | 'phone_confirmed_at' | 'profile_image_url'
> & {
  contact_id: string | null;
  permissions: string[] | null;
};

const authUserStatement = statement(
  'auth-user',
  `select u.user_id, u.email, u.roles, u.company_id, u.first_name, u.last_name, u.full_name, u.phone_confirmed_at, u.profile_image_url,
          (select cu.contact_id from ${usersTables.contactUsers} cu where cu.user_id = u.user_id limit 1) as contact_id,
          (select p.permissions from ${permissionsTables.companyUserPermissions} p where p.user_id = u.user_id and p.company_id = u.company_id) as permissions
   from ${usersTables.users} u where u.user_id = $1`,
);

/** The signed-in user of a session, from the users read model. */
export async function loadAuthUser(db: StatementClient, userId: string): Promise<AuthUser | null> {
  const row = await db.row<AuthUserRow>(authUserStatement, [userId]);
  if (!row) return null;
  return {
    id: row.user_id,
    email: row.email,
    roles: row.roles as RoleName[],
    companyId: row.company_id,
    contactId: row.contact_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    phoneConfirmedAt: row.phone_confirmed_at,
    profileImageUrl: row.profile_image_url,
    permissions: row.permissions,
  };
}

/** Sign-in: the account of an e-mail address (stored lower-case). */
export async function accountByEmail(pool: DatabasePool, email: string): Promise<{ userId: string; passwordHash: string } | null> {
  const result = await pool.query(
    sql.unsafe`select user_id, password_hash from ${tables.users} where email = ${email.trim().toLowerCase()}`,
  );
  const row = result.rows[0] as Pick<UserRow, 'user_id' | 'password_hash'> | undefined;
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

/** Whether the user is one of the company's users (employers). */
export async function isEmployerOf(pool: DatabasePool, companyId: string, userId: string): Promise<boolean> {
  const result = await pool.query(sql.unsafe`select 1 from ${tables.companyUsers} where company_id = ${companyId} and user_id = ${userId}`);
  return result.rows.length > 0;
}

export interface CompanyBody {
  id: string;
  name: string;
  country: string;
  account_manager_id: string | null;
  is_partner: boolean;
}

export async function readCompany(pool: DatabasePool, companyId: string): Promise<CompanyBody | null> {
  const result = await pool.query(
    sql.unsafe`select company_id, name, country, account_manager_id, is_partner from ${tables.companies} where company_id = ${companyId}`,
  );
  const row = result.rows[0] as Pick<CompanyRow, 'company_id' | 'name' | 'country' | 'account_manager_id' | 'is_partner'> | undefined;
  return row
    ? { id: row.company_id, name: row.name, country: row.country, account_manager_id: row.account_manager_id, is_partner: row.is_partner }
    : null;
}
