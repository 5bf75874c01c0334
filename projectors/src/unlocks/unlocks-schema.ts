import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the unlocks read model. */
export const UNLOCKS_SCHEMA = 'rm_unlocks';

/** Qualified table names for readers of the unlocks read model. */
export const unlocksTables = {
  unlockedContacts: `${UNLOCKS_SCHEMA}.unlocked_contacts`,
  contacts: `${UNLOCKS_SCHEMA}.contacts`,
  campaigns: `${UNLOCKS_SCHEMA}.campaigns`,
  users: `${UNLOCKS_SCHEMA}.users`,
} as const;

/**
 * A contact unlocked for a company. status_id as the screens read it (4 = hired). Deleted unlocks stay,
 * with deleted_at set. Price in cents. Contact and campaign details are null until their events are known.
 */
export interface UnlockedContactRow {
  unlock_id: string;
  company_id: string;
  contact_id: string;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  employer_id: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  offer_id: string | null;
  price: number;
  /** The lifecycle (unlocked, opened, hired, hire_rejected) or the company's status name (contacted, in_talks, hiring, unqualified). */
  status: string;
  status_id: number;
  custom_status_id: string | null;
  owner_id: string | null;
  /** YYYY-MM-DD. */
  first_work_day_at: string | null;
  last_contacted_at: string | null;
  /** Ids of the unqualified status reasons the company chose. */
  unqualified_reason_ids: string[];
  unlocked_at: string;
  opened_at: string | null;
  hire_decided_at: string | null;
  deleted_at: string | null;
}

export interface UnlockContactRow {
  contact_id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
}

export interface UnlockCampaignRow {
  campaign_id: string;
  name: string;
  /** Who created the campaign (one of its users: they may change its contacts' owner, employer spec §6). */
  created_by: string | null;
}

/** Employers' names. */
export interface UnlockUserRow {
  user_id: string;
  full_name: string;
}

export const unlockedContactColumns: Columns<UnlockedContactRow> = {
  unlock_id: 'uuid',
  company_id: 'uuid',
  contact_id: 'uuid',
  contact_name: 'text',
  contact_phone: 'text',
  contact_email: 'text',
  employer_id: 'uuid',
  campaign_id: 'uuid',
  campaign_name: 'text',
  offer_id: 'uuid',
  price: 'int4',
  status: 'text',
  status_id: 'int4',
  custom_status_id: 'uuid',
  owner_id: 'uuid',
  first_work_day_at: 'text',
  last_contacted_at: 'timestamptz',
  unqualified_reason_ids: 'text[]',
  unlocked_at: 'timestamptz',
  opened_at: 'timestamptz',
  hire_decided_at: 'timestamptz',
  deleted_at: 'timestamptz',
};
export const contactColumns: Columns<UnlockContactRow> = { contact_id: 'uuid', full_name: 'text', email: 'text', phone: 'text' };
export const campaignColumns: Columns<UnlockCampaignRow> = { campaign_id: 'uuid', name: 'text', created_by: 'uuid' };
export const userColumns: Columns<UnlockUserRow> = { user_id: 'uuid', full_name: 'text' };

export async function createUnlocksTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const unlocked = table(schema, 'unlocked_contacts');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${unlocked} (
      unlock_id uuid primary key,
      company_id uuid not null,
      contact_id uuid not null,
      contact_name text,
      contact_phone text,
      contact_email text,
      employer_id uuid,
      campaign_id uuid,
      campaign_name text,
      offer_id uuid,
      price integer not null,
      status text not null,
      status_id integer not null,
      custom_status_id uuid,
      owner_id uuid,
      first_work_day_at text,
      last_contacted_at timestamptz,
      unqualified_reason_ids text[] not null default '{}',
      unlocked_at timestamptz not null,
      opened_at timestamptz,
      hire_decided_at timestamptz,
      deleted_at timestamptz
    )`,
    sql.fragment`create index if not exists unlocked_company on ${unlocked} (company_id, unlocked_at desc, unlock_id desc) where deleted_at is null`,
    sql.fragment`create index if not exists unlocked_company_hired on ${unlocked} (company_id, unlocked_at desc, unlock_id desc) where deleted_at is null and status_id = 4`,
    sql.fragment`create index if not exists unlocked_contact on ${unlocked} (contact_id)`,
    sql.fragment`create index if not exists unlocked_campaign on ${unlocked} (campaign_id)`,
    sql.fragment`create table if not exists ${table(schema, 'contacts')} (contact_id uuid primary key, full_name text not null, email text, phone text)`,
    sql.fragment`create table if not exists ${table(schema, 'campaigns')} (campaign_id uuid primary key, name text not null, created_by uuid)`,
    sql.fragment`create table if not exists ${table(schema, 'users')} (user_id uuid primary key, full_name text not null)`,
  ]);
}
