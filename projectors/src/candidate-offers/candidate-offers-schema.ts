import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the candidates' offers read model. */
export const CANDIDATE_OFFERS_SCHEMA = 'rm_candidate_offers';

/** Qualified table names for readers of the candidates' offers. */
export const candidateOffersTables = {
  offers: `${CANDIDATE_OFFERS_SCHEMA}.offers`,
} as const;

/** One row per offer: whose it is, its link, where the candidate's answer stands (ids and times only, nothing personal). */
export interface CandidateOfferRow {
  offer_id: string;
  contact_id: string;
  company_id: string;
  campaign_id: string;
  stage: string;
  token: string | null;
  created_at: string;
  accepted_at: string | null;
  rejected_at: string | null;
  popup_answered_at: string | null;
}

export async function createCandidateOffersTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'offers')} (
      offer_id uuid primary key,
      contact_id uuid not null,
      company_id uuid not null,
      campaign_id uuid not null,
      stage text not null,
      token text,
      created_at timestamptz not null,
      accepted_at timestamptz,
      rejected_at timestamptz,
      popup_answered_at timestamptz
    )`,
    sql.fragment`create index if not exists offers_contact on ${table(schema, 'offers')} (contact_id, created_at desc)`,
    sql.fragment`create unique index if not exists offers_token on ${table(schema, 'offers')} (token) where token is not null`,
  ]);
}
