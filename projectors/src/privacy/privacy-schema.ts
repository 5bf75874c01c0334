import type { ConsentChannel, ConsentPurpose, ErasureCause, OfferStage } from '@rm/domain';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the privacy read model. It holds ids, consents and dates, no personal data. */
export const PRIVACY_SCHEMA = 'rm_privacy';

/** Qualified table names for readers of the privacy read model. */
export const privacyTables = {
  persons: `${PRIVACY_SCHEMA}.persons`,
  subjectStreams: `${PRIVACY_SCHEMA}.subject_streams`,
  consents: `${PRIVACY_SCHEMA}.consents`,
  consentHistory: `${PRIVACY_SCHEMA}.consent_history`,
  offers: `${PRIVACY_SCHEMA}.offers`,
} as const;

/** A candidate: their contact id, their sign-in user if any, and the erasure. */
export interface PrivacyPersonRow {
  contact_id: string;
  user_id: string | null;
  registered_at: string;
  erased_at: string | null;
  erasure_cause: ErasureCause | null;
}

/**
 * The streams an id of a person appears in (in a field named like a declared subject: `contactId`,
 * `userId`): the Art. 15 export reads these streams, so that events of later features join it by
 * carrying the person's id.
 */
export interface SubjectStreamRow {
  subject_id: string;
  stream_id: string;
}

/** The consent in force per purpose. */
export interface ConsentRow {
  contact_id: string;
  purpose: ConsentPurpose;
  given: boolean;
  text_version: string | null;
  channel: ConsentChannel;
  at: string;
}

export interface ConsentHistoryRow {
  position: string;
  contact_id: string;
  purpose: ConsentPurpose;
  action: 'given' | 'withdrawn';
  text_version: string | null;
  channel: ConsentChannel;
  at: string;
}

/** Each offer's stage and when it got there: what the retention rule reads. */
export interface PrivacyOfferRow {
  offer_id: string;
  contact_id: string;
  stage: OfferStage;
  stage_changed_at: string;
}

export const personColumns: Columns<PrivacyPersonRow> = {
  contact_id: 'uuid',
  user_id: 'uuid',
  registered_at: 'timestamptz',
  erased_at: 'timestamptz',
  erasure_cause: 'text',
};
export const subjectStreamColumns: Columns<SubjectStreamRow> = { subject_id: 'uuid', stream_id: 'text' };
export const consentColumns: Columns<ConsentRow> = {
  contact_id: 'uuid',
  purpose: 'text',
  given: 'bool',
  text_version: 'text',
  channel: 'text',
  at: 'timestamptz',
};
export const consentHistoryColumns: Columns<ConsentHistoryRow> = {
  position: 'int8',
  contact_id: 'uuid',
  purpose: 'text',
  action: 'text',
  text_version: 'text',
  channel: 'text',
  at: 'timestamptz',
};
export const privacyOfferColumns: Columns<PrivacyOfferRow> = {
  offer_id: 'uuid',
  contact_id: 'uuid',
  stage: 'text',
  stage_changed_at: 'timestamptz',
};

export async function createPrivacyTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'persons')} (
      contact_id uuid primary key,
      user_id uuid,
      registered_at timestamptz not null,
      erased_at timestamptz,
      erasure_cause text
    )`,
    sql.fragment`create index if not exists persons_user on ${table(schema, 'persons')} (user_id)`,
    sql.fragment`create table if not exists ${table(schema, 'subject_streams')} (
      subject_id uuid not null, stream_id text not null, primary key (subject_id, stream_id))`,
    sql.fragment`create table if not exists ${table(schema, 'consents')} (
      contact_id uuid not null, purpose text not null, given boolean not null, text_version text, channel text not null,
      at timestamptz not null, primary key (contact_id, purpose))`,
    sql.fragment`create table if not exists ${table(schema, 'consent_history')} (
      position bigint primary key, contact_id uuid not null, purpose text not null, action text not null, text_version text,
      channel text not null, at timestamptz not null)`,
    sql.fragment`create index if not exists consent_history_contact on ${table(schema, 'consent_history')} (contact_id, position)`,
    sql.fragment`create table if not exists ${table(schema, 'offers')} (
      offer_id uuid primary key, contact_id uuid not null, stage text not null, stage_changed_at timestamptz not null)`,
    sql.fragment`create index if not exists offers_contact on ${table(schema, 'offers')} (contact_id)`,
  ]);
}
