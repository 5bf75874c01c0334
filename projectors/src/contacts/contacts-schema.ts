import type { OfferStage } from '@rm/domain';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the contacts read model. */
export const CONTACTS_SCHEMA = 'rm_contacts';

/** Qualified table names for readers of the contacts read model. */
export const contactsTables = {
  contacts: `${CONTACTS_SCHEMA}.contacts`,
  offerStages: `${CONTACTS_SCHEMA}.offer_stages`,
  incentives: `${CONTACTS_SCHEMA}.incentives`,
  totals: `${CONTACTS_SCHEMA}.totals`,
} as const;

/**
 * A contact (driver) as the contact screens show it. Offer counts: open = new or in_process, rejected =
 * unqualified, accepted = every later stage (unlocked … hired).
 */
export interface ContactRow {
  contact_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  profession: string;
  zip_code: string;
  city: string;
  lat: number;
  lng: number;
  is_active: boolean;
  inactive_reason: string | null;
  disabled_for_unlock: boolean;
  call_made: boolean;
  phone_confirmed_at: string | null;
  recruitment_interest: boolean | null;
  created_at: string;
  open_offers_count: number;
  accepted_offers_count: number;
  rejected_offers_count: number;
  /** The profile an admin edited (audience filters read these). */
  gender: string | null;
  birth_year: number | null;
  languages: string[];
  work_experience: number | null;
  employment_types: string[];
  driver_licence: boolean;
  educations: string[];
  experiences: string[];
  profession_groups: string[];
  shifts: string[];
  willingness_to_move: boolean;
}

/** An incentive given to a contact. */
export interface ContactIncentiveRow {
  incentive_id: string;
  contact_id: string;
  amount: number;
  note: string | null;
  given_at: string;
}
export const incentiveColumns: Columns<ContactIncentiveRow> = {
  incentive_id: 'uuid',
  contact_id: 'uuid',
  amount: 'int4',
  note: 'text',
  given_at: 'timestamptz',
};

/** The stage of each offer, so that the counts move when an offer changes stage. */
export interface ContactOfferStageRow {
  offer_id: string;
  contact_id: string;
  stage: OfferStage;
}

export const contactColumns: Columns<ContactRow> = {
  contact_id: 'uuid',
  user_id: 'uuid',
  first_name: 'text',
  last_name: 'text',
  full_name: 'text',
  email: 'text',
  phone: 'text',
  profession: 'text',
  zip_code: 'text',
  city: 'text',
  lat: 'float8',
  lng: 'float8',
  is_active: 'bool',
  inactive_reason: 'text',
  disabled_for_unlock: 'bool',
  call_made: 'bool',
  phone_confirmed_at: 'timestamptz',
  recruitment_interest: 'bool',
  created_at: 'timestamptz',
  open_offers_count: 'int4',
  accepted_offers_count: 'int4',
  rejected_offers_count: 'int4',
  gender: 'text',
  birth_year: 'int4',
  languages: 'text[]',
  work_experience: 'int4',
  employment_types: 'text[]',
  driver_licence: 'bool',
  educations: 'text[]',
  experiences: 'text[]',
  profession_groups: 'text[]',
  shifts: 'text[]',
  willingness_to_move: 'bool',
};
export const offerStageColumns: Columns<ContactOfferStageRow> = { offer_id: 'uuid', contact_id: 'uuid', stage: 'text' };

export async function createContactsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const contacts = table(schema, 'contacts');
  await runStatements(connection, [
    sql.fragment`create extension if not exists pg_trgm with schema public`,
    sql.fragment`create table if not exists ${contacts} (
      contact_id uuid primary key,
      user_id uuid,
      first_name text not null,
      last_name text not null,
      full_name text not null,
      email text,
      phone text,
      profession text not null,
      zip_code text not null,
      city text not null,
      lat double precision not null,
      lng double precision not null,
      is_active boolean not null default true,
      inactive_reason text,
      disabled_for_unlock boolean not null default false,
      call_made boolean not null default false,
      phone_confirmed_at timestamptz,
      recruitment_interest boolean,
      created_at timestamptz not null,
      open_offers_count integer not null default 0,
      accepted_offers_count integer not null default 0,
      rejected_offers_count integer not null default 0,
      gender text,
      birth_year integer,
      languages text[] not null default '{}',
      work_experience integer,
      employment_types text[] not null default '{}',
      driver_licence boolean not null default false,
      educations text[] not null default '{}',
      experiences text[] not null default '{}',
      profession_groups text[] not null default '{}',
      shifts text[] not null default '{}',
      willingness_to_move boolean not null default false
    )`,
    sql.fragment`create table if not exists ${table(schema, 'incentives')} (
      incentive_id uuid primary key,
      contact_id uuid not null,
      amount integer not null,
      note text,
      given_at timestamptz not null
    )`,
    sql.fragment`create index if not exists incentives_contact on ${table(schema, 'incentives')} (contact_id, given_at desc)`,
    sql.fragment`create index if not exists contacts_user on ${contacts} (user_id)`,
    // The SMS webhook finds the contact of a number by its last ten digits (see the chat's contactIdByPhone).
    sql.fragment`create index if not exists contacts_phone_digits on ${contacts} (right(regexp_replace(phone, '\\D', '', 'g'), 10)) where phone is not null`,
    sql.fragment`create index if not exists contacts_created on ${contacts} (created_at desc, contact_id desc)`,
    // The table's filters by profession and postal-code prefix page and count on one index, without the rows.
    sql.fragment`create index if not exists contacts_profession_zip on ${contacts} (profession, zip_code text_pattern_ops, created_at desc, contact_id desc)`,
    // How many contacts there are, kept with every batch: the unfiltered table's page picker counts nothing.
    sql.fragment`create table if not exists ${table(schema, 'totals')} (name text primary key, count integer not null)`,
    // Counts with audience meta filters look at contacts one by one, within the range's bounding box.
    sql.fragment`create index if not exists contacts_profession_lat on ${contacts} (profession, lat) include (lng) where is_active`,
    sql.fragment`create table if not exists ${table(schema, 'offer_stages')} (offer_id uuid primary key, contact_id uuid not null, stage text not null)`,
    sql.fragment`create index if not exists offer_stages_contact on ${table(schema, 'offer_stages')} (contact_id)`,
  ]);
}

/**
 * The admin table's free-text search (an infix `ilike` over name, e-mail and phone) reads a trigram index
 * instead of every row: 100,000 contacts took about 400 ms a search scanned, a few ms through the index
 * (bench/src/geo/contacts-table-bench.ts). Built after a rebuild's replay, as it is only for readers.
 */
export async function createContactsReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create index if not exists contacts_search on ${table(schema, 'contacts')}
      using gin (full_name public.gin_trgm_ops, email public.gin_trgm_ops, phone public.gin_trgm_ops)`,
  ]);
}
