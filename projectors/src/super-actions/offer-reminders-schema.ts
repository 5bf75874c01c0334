import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the offer reminders read model. */
export const OFFER_REMINDERS_SCHEMA = 'rm_offer_reminders';

export const offerRemindersTables = { offers: `${OFFER_REMINDERS_SCHEMA}.offers` } as const;

/** An offer as reminder runs see it: its stage (open = new), how often and when its contact was last reminded. */
export interface ReminderOfferRow {
  offer_id: string;
  company_id: string;
  campaign_id: string;
  contact_id: string;
  stage: string;
  reminders_count: number;
  last_reminder_at: string | null;
  created_at: string;
}

export const reminderOfferColumns: Columns<ReminderOfferRow> = {
  offer_id: 'uuid',
  company_id: 'uuid',
  campaign_id: 'uuid',
  contact_id: 'uuid',
  stage: 'text',
  reminders_count: 'int4',
  last_reminder_at: 'timestamptz',
  created_at: 'timestamptz',
};

export async function createOfferRemindersTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'offers')} (
      offer_id uuid primary key,
      company_id uuid not null,
      campaign_id uuid not null,
      contact_id uuid not null,
      stage text not null,
      reminders_count integer not null default 0,
      last_reminder_at timestamptz,
      created_at timestamptz not null
    )`,
  ]);
}

export async function createOfferRemindersReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create index if not exists offers_open_campaign on ${table(schema, 'offers')} (campaign_id, reminders_count) where stage = 'new'`,
    sql.fragment`create index if not exists offers_campaign on ${table(schema, 'offers')} (campaign_id)`,
    sql.fragment`create index if not exists offers_company on ${table(schema, 'offers')} (company_id)`,
  ]);
}
