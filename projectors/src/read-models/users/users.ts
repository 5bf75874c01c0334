import type { RecordedEvent } from '@rm/eventstore';
import { sql } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';

export const USERS_SCHEMA = 'rm_users';
export const usersTables = {
  users: `${USERS_SCHEMA}.users`,
  companies: `${USERS_SCHEMA}.companies`,
  companyUsers: `${USERS_SCHEMA}.company_users`,
} as const;

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

const tablesSql = (s: string): string => `
create table if not exists "${s}".users (
  user_id uuid primary key,
  email text not null unique,
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
);
create table if not exists "${s}".companies (
  company_id uuid primary key,
  name text not null,
  country text not null,
  zip_code text,
  city text,
  is_partner boolean not null default false,
  account_manager_id uuid,
  created_at timestamptz not null
);
create table if not exists "${s}".contact_users (contact_id uuid primary key, user_id uuid not null);
create table if not exists "${s}".company_users (
  company_id uuid not null,
  user_id uuid not null,
  primary key (company_id, user_id)
);
`;

/** Users (sign-in, current user, option lists), companies and their employers. */
export const usersProjection: Projection = {
  name: 'users',
  schema: USERS_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const t = (table: string) => sql.identifier([schema, table]);
    const notices: Notice[] = [];
    for (const event of events) {
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data;
          await connection.query(sql.unsafe`
            insert into ${t('users')} (user_id, email, first_name, last_name, full_name, phone, password_hash, company_id, created_at)
            values (${d.userId}, ${d.email}, ${d.firstName}, ${d.lastName}, ${`${d.firstName} ${d.lastName}`.trim()}, ${d.phone}, ${d.passwordHash}, ${d.companyId}, ${at})
            on conflict do nothing`);
          if (d.companyId) {
            await connection.query(sql.unsafe`insert into ${t('company_users')} (company_id, user_id) values (${d.companyId}, ${d.userId}) on conflict do nothing`);
          }
          notices.push({ subject: 'rm.users.changed', message: { userId: d.userId } });
          break;
        }
        case 'UserRoleGranted':
          await connection.query(sql.unsafe`
            update ${t('users')} set roles = array_append(roles, ${event.data.role})
            where user_id = ${event.data.userId} and not (${event.data.role} = any(roles))`);
          break;
        case 'UserPasswordChanged':
          await connection.query(sql.unsafe`update ${t('users')} set password_hash = ${event.data.passwordHash} where user_id = ${event.data.userId}`);
          break;
        case 'CompanyRegistered': {
          const d = event.data;
          await connection.query(sql.unsafe`
            insert into ${t('companies')} (company_id, name, country, zip_code, city, is_partner, created_at)
            values (${d.companyId}, ${d.name}, ${d.country}, ${d.zipCode}, ${d.city}, ${d.isPartner}, ${at}) on conflict do nothing`);
          break;
        }
        case 'CompanyAccountManagerAssigned':
          await connection.query(sql.unsafe`update ${t('companies')} set account_manager_id = ${event.data.accountManagerId} where company_id = ${event.data.companyId}`);
          break;
        case 'EmployerAttached':
          await connection.query(sql.unsafe`insert into ${t('company_users')} (company_id, user_id) values (${event.data.companyId}, ${event.data.employerId}) on conflict do nothing`);
          break;
        case 'ContactRegistered':
          if (event.data.userId) {
            await connection.query(sql.unsafe`insert into ${t('contact_users')} (contact_id, user_id) values (${event.data.contactId}, ${event.data.userId}) on conflict do nothing`);
          }
          break;
        case 'ContactPhoneVerified':
          // A candidate's user shares the contact's phone verification.
          await connection.query(sql.unsafe`
            update ${t('users')} u set phone_confirmed_at = coalesce(u.phone_confirmed_at, ${event.data.verifiedAt}::timestamptz)
            from ${t('contact_users')} c where c.contact_id = ${event.data.contactId} and c.user_id = u.user_id`);
          break;
        default:
          break;
      }
    }
    return notices;
  },
};
