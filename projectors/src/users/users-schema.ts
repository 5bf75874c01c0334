import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the users read model. */
export const USERS_SCHEMA = 'rm_users';

/** Qualified table names for readers of the users read model. */
export const usersTables = {
  users: `${USERS_SCHEMA}.users`,
  companies: `${USERS_SCHEMA}.companies`,
  companyUsers: `${USERS_SCHEMA}.company_users`,
  contactUsers: `${USERS_SCHEMA}.contact_users`,
} as const;

/** A user for sign-in, `/api/user/current` and option lists. E-mail stored lower-case (unique). */
export interface UserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string | null;
  password_hash: string;
  roles: string[];
  company_id: string | null;
  phone_confirmed_at: string | null;
  profile_image_url: string | null;
  created_at: string;
}

export interface CompanyRow {
  company_id: string;
  name: string;
  country: string;
  zip_code: string | null;
  city: string | null;
  is_partner: boolean;
  account_manager_id: string | null;
  created_at: string;
}

/** A company's users (employers). */
export interface CompanyUserRow {
  company_id: string;
  user_id: string;
}

/** The sign-in user of a contact (a candidate's phone verification is the user's too). */
export interface ContactUserRow {
  contact_id: string;
  user_id: string;
}

export const userColumns: Columns<UserRow> = {
  user_id: 'uuid',
  email: 'text',
  first_name: 'text',
  last_name: 'text',
  full_name: 'text',
  phone: 'text',
  password_hash: 'text',
  roles: 'text[]',
  company_id: 'uuid',
  phone_confirmed_at: 'timestamptz',
  profile_image_url: 'text',
  created_at: 'timestamptz',
};
export const companyColumns: Columns<CompanyRow> = {
  company_id: 'uuid',
  name: 'text',
  country: 'text',
  zip_code: 'text',
  city: 'text',
  is_partner: 'bool',
  account_manager_id: 'uuid',
  created_at: 'timestamptz',
};
export const companyUserColumns: Columns<CompanyUserRow> = { company_id: 'uuid', user_id: 'uuid' };
export const contactUserColumns: Columns<ContactUserRow> = { contact_id: 'uuid', user_id: 'uuid' };

export async function createUsersTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const users = table(schema, 'users');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${users} (
      user_id uuid primary key,
      email text not null unique check (email = lower(email)),
      first_name text not null,
      last_name text not null,
      full_name text not null,
      phone text,
      password_hash text not null,
      roles text[] not null default '{}',
      company_id uuid,
      phone_confirmed_at timestamptz,
      profile_image_url text,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists users_roles on ${users} using gin (roles)`,
    sql.fragment`create index if not exists users_company on ${users} (company_id)`,
    sql.fragment`create table if not exists ${table(schema, 'companies')} (
      company_id uuid primary key,
      name text not null,
      country text not null,
      zip_code text,
      city text,
      is_partner boolean not null default false,
      account_manager_id uuid,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists companies_account_manager on ${table(schema, 'companies')} (account_manager_id)`,
    sql.fragment`create table if not exists ${table(schema, 'company_users')} (
      company_id uuid not null,
      user_id uuid not null,
      primary key (company_id, user_id)
    )`,
    sql.fragment`create index if not exists company_users_user on ${table(schema, 'company_users')} (user_id)`,
    sql.fragment`create table if not exists ${table(schema, 'contact_users')} (contact_id uuid primary key, user_id uuid not null)`,
  ]);
}
