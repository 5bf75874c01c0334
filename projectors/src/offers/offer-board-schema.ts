import type { OfferStage } from '@rm/domain';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the offer board read model. */
export const OFFER_BOARD_SCHEMA = 'rm_offer_board';

/** Qualified table names for readers of the offer board. */
export const offerBoardTables = {
  offers: `${OFFER_BOARD_SCHEMA}.offers`,
  stageCounts: `${OFFER_BOARD_SCHEMA}.stage_counts`,
  contacts: `${OFFER_BOARD_SCHEMA}.contacts`,
  campaigns: `${OFFER_BOARD_SCHEMA}.campaigns`,
  companies: `${OFFER_BOARD_SCHEMA}.companies`,
  users: `${OFFER_BOARD_SCHEMA}.users`,
} as const;

/** One card of the pipeline board. Money in cents; names are null until their events are known. */
export interface OfferBoardRow {
  offer_id: string;
  stage: OfferStage;
  contact_id: string;
  contact_name: string | null;
  campaign_id: string;
  campaign_name: string | null;
  company_id: string;
  company_name: string | null;
  audience_id: string | null;
  employer_id: string | null;
  price: number;
  created_at: string;
  stage_changed_at: string;
  hired_at: string | null;
  unlock_id: string | null;
}

/** Number of offers per company, campaign and stage: column totals without scanning offers. */
export interface OfferStageCountRow {
  company_id: string;
  campaign_id: string;
  stage: OfferStage;
  count: number;
}

/** Companies as the board's filters need them; the responsible user is the account manager. */
export interface OfferBoardCompanyRow {
  company_id: string;
  name: string | null;
  account_manager_id: string | null;
}

export interface OfferBoardContactRow {
  contact_id: string;
  full_name: string;
}

export interface OfferBoardCampaignRow {
  campaign_id: string;
  name: string;
  company_id: string;
}

/** Employers' names (offers carry an employer id). */
export interface OfferBoardUserRow {
  user_id: string;
  full_name: string;
}

export const offerColumns: Columns<OfferBoardRow> = {
  offer_id: 'uuid',
  stage: 'text',
  contact_id: 'uuid',
  contact_name: 'text',
  campaign_id: 'uuid',
  campaign_name: 'text',
  company_id: 'uuid',
  company_name: 'text',
  audience_id: 'uuid',
  employer_id: 'uuid',
  price: 'int4',
  created_at: 'timestamptz',
  stage_changed_at: 'timestamptz',
  hired_at: 'timestamptz',
  unlock_id: 'uuid',
};
export const companyColumns: Columns<OfferBoardCompanyRow> = { company_id: 'uuid', name: 'text', account_manager_id: 'uuid' };
export const contactColumns: Columns<OfferBoardContactRow> = { contact_id: 'uuid', full_name: 'text' };
export const campaignColumns: Columns<OfferBoardCampaignRow> = { campaign_id: 'uuid', name: 'text', company_id: 'uuid' };
export const userColumns: Columns<OfferBoardUserRow> = { user_id: 'uuid', full_name: 'text' };

/** Tables, and the indexes the handler looks rows up by. */
export async function createOfferBoardTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const offers = table(schema, 'offers');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${offers} (
      offer_id uuid primary key,
      stage text not null,
      contact_id uuid not null,
      contact_name text,
      campaign_id uuid not null,
      campaign_name text,
      company_id uuid not null,
      company_name text,
      audience_id uuid,
      employer_id uuid,
      price integer not null,
      created_at timestamptz not null,
      stage_changed_at timestamptz not null,
      hired_at timestamptz,
      unlock_id uuid
    )`,
    sql.fragment`create index if not exists offers_contact on ${offers} (contact_id)`,
    sql.fragment`create table if not exists ${table(schema, 'stage_counts')} (
      company_id uuid not null,
      campaign_id uuid not null,
      stage text not null,
      count integer not null,
      primary key (company_id, campaign_id, stage)
    )`,
    sql.fragment`create table if not exists ${table(schema, 'companies')} (company_id uuid primary key, name text, account_manager_id uuid)`,
    sql.fragment`create table if not exists ${table(schema, 'contacts')} (contact_id uuid primary key, full_name text not null)`,
    sql.fragment`create table if not exists ${table(schema, 'campaigns')} (campaign_id uuid primary key, name text not null, company_id uuid not null)`,
    sql.fragment`create table if not exists ${table(schema, 'users')} (user_id uuid primary key, full_name text not null)`,
  ]);
}

/**
 * The board lists one stage newest first, optionally for one company, one campaign or the companies of
 * one account manager: each has an index in the list's order, so a page is an index range scan.
 */
export async function createOfferBoardReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const offers = table(schema, 'offers');
  await runStatements(connection, [
    sql.fragment`create index if not exists offers_stage_created on ${offers} (stage, created_at desc, offer_id desc)`,
    sql.fragment`create index if not exists offers_company_stage_created on ${offers} (company_id, stage, created_at desc, offer_id desc)`,
    sql.fragment`create index if not exists offers_campaign_stage_created on ${offers} (campaign_id, stage, created_at desc, offer_id desc)`,
    sql.fragment`create index if not exists stage_counts_campaign on ${table(schema, 'stage_counts')} (campaign_id, stage)`,
    sql.fragment`create index if not exists stage_counts_stage on ${table(schema, 'stage_counts')} (stage)`,
    sql.fragment`create index if not exists companies_account_manager on ${table(schema, 'companies')} (account_manager_id)`,
  ]);
}
