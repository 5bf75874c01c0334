import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the rejected-offers read model. */
export const REJECTED_OFFERS_SCHEMA = 'rm_rejected_offers';

/** Qualified table names for readers of the rejected offers. */
export const rejectedOffersTables = {
  rejectedOffers: `${REJECTED_OFFERS_SCHEMA}.rejected_offers`,
} as const;

/**
 * One offer its candidate turned down. Names (contact, campaign, company) and the account manager are
 * the offer board's: readers join them from there rather than keeping a second copy.
 */
export interface RejectedOfferRow {
  offer_id: string;
  contact_id: string;
  company_id: string;
  campaign_id: string;
  reason: string;
  text: string | null;
  rejected_at: string;
}

export const rejectedOfferColumns: Columns<RejectedOfferRow> = {
  offer_id: 'uuid',
  contact_id: 'uuid',
  company_id: 'uuid',
  campaign_id: 'uuid',
  reason: 'text',
  text: 'text',
  rejected_at: 'timestamptz',
};

export async function createRejectedOffersTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'rejected_offers')} (
      offer_id uuid primary key,
      contact_id uuid not null,
      company_id uuid not null,
      campaign_id uuid not null,
      reason text not null,
      text text,
      rejected_at timestamptz not null
    )`,
  ]);
}

/** What the list (latest first, per company or campaign) and the statistics (per reason) read by. */
export async function createRejectedOffersReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const rejected = table(schema, 'rejected_offers');
  await runStatements(connection, [
    sql.fragment`create index if not exists rejected_offers_latest on ${rejected} (rejected_at desc, offer_id)`,
    sql.fragment`create index if not exists rejected_offers_company on ${rejected} (company_id, rejected_at desc)`,
    sql.fragment`create index if not exists rejected_offers_campaign on ${rejected} (campaign_id, rejected_at desc)`,
  ]);
}
