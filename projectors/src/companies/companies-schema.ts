import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the company admin read model. */
export const COMPANIES_SCHEMA = 'rm_companies';

/** Qualified table names for readers of the company admin read model. */
export const companiesTables = {
  companies: `${COMPANIES_SCHEMA}.companies`,
  transactions: `${COMPANIES_SCHEMA}.transactions`,
} as const;

/**
 * A company as the back office runs it: every switch and setting, the keys duplicates are found by
 * (normalised name with postal code, e-mail domain), and `version`, the revision of its stream that an
 * edit names. Rows of deleted companies go (their history stays in the log and the audit trail).
 */
export interface CompanyAdminRow {
  company_id: string;
  name: string;
  normalized_name: string;
  domain: string | null;
  country: string;
  zip_code: string | null;
  city: string | null;
  phone: string | null;
  registered_from: string | null;
  owner_id: string | null;
  sales_owner_id: string | null;
  account_manager_id: string | null;
  is_active: boolean;
  direct_pay: boolean;
  is_partner: boolean;
  auto_contacts_unlock: boolean;
  sepa_enabled: boolean;
  marked_as_verified: boolean;
  no_focus: boolean;
  sepa_signed_at: string | null;
  customer_level: string | null;
  customer_segment: string | null;
  due_days: number;
  goodwill_mode: boolean;
  configs: Record<string, unknown>;
  properties: Record<string, unknown>;
  version: number;
  created_at: string;
}

/** A charge to a company: an unlock (id = the unlock's) or a hire (id = the charge's). Money in cents. */
export interface TransactionRow {
  transaction_id: string;
  company_id: string;
  type: 'unlock' | 'hire';
  unlock_id: string;
  contact_id: string;
  campaign_id: string | null;
  amount: number;
  status: 'open' | 'cancelled';
  reminders_paused: boolean;
  created_at: string;
}

export async function createCompaniesTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const companies = table(schema, 'companies');
  const transactions = table(schema, 'transactions');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${companies} (
      company_id uuid primary key,
      name text not null,
      normalized_name text not null,
      domain text,
      country text not null,
      zip_code text,
      city text,
      phone text,
      registered_from text,
      owner_id uuid,
      sales_owner_id uuid,
      account_manager_id uuid,
      is_active boolean not null default true,
      direct_pay boolean not null default false,
      is_partner boolean not null default false,
      auto_contacts_unlock boolean not null default false,
      sepa_enabled boolean not null default false,
      marked_as_verified boolean not null default false,
      no_focus boolean not null default false,
      sepa_signed_at timestamptz,
      customer_level text,
      customer_segment text,
      due_days integer not null default 14,
      goodwill_mode boolean not null default false,
      configs jsonb not null default '{}',
      properties jsonb not null default '{}',
      version integer not null,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists companies_name on ${companies} (lower(name), company_id)`,
    sql.fragment`create index if not exists companies_duplicate_name on ${companies} (normalized_name, zip_code)`,
    sql.fragment`create index if not exists companies_domain on ${companies} (domain) where domain is not null`,
    sql.fragment`create table if not exists ${transactions} (
      transaction_id uuid primary key,
      company_id uuid not null,
      type text not null,
      unlock_id uuid not null,
      contact_id uuid not null,
      campaign_id uuid,
      amount integer not null,
      status text not null,
      reminders_paused boolean not null default false,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists transactions_company on ${transactions} (company_id, created_at desc)`,
    sql.fragment`create index if not exists transactions_unlock on ${transactions} (unlock_id)`,
    sql.fragment`create table if not exists ${table(schema, 'user_domains')} (
      user_id uuid primary key,
      company_id uuid,
      domain text
    )`,
  ]);
}
