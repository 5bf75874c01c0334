import { readFileSync } from 'node:fs';
import { fromRepoRoot } from '@rm/platform';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { rowsRelation, runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the campaigns read model. */
export const CAMPAIGNS_SCHEMA = 'rm_campaigns';

/** Qualified table names for readers of the campaigns read model. */
export const campaignsTables = {
  campaigns: `${CAMPAIGNS_SCHEMA}.campaigns`,
  audiences: `${CAMPAIGNS_SCHEMA}.audiences`,
  companies: `${CAMPAIGNS_SCHEMA}.companies`,
  contactPlaces: `${CAMPAIGNS_SCHEMA}.contact_places`,
  postalCodes: `${CAMPAIGNS_SCHEMA}.postal_codes`,
  audienceOptimization: `${CAMPAIGNS_SCHEMA}.audience_optimization`,
} as const;

/** A German postal code with its place and centre (data/de-postal-codes.csv, GeoNames, CC BY 4.0). */
export interface PostalCodeRow {
  zip_code: string;
  place: string;
  state: string;
  lat: number;
  lng: number;
}
const postalCodeColumns: Columns<PostalCodeRow> = { zip_code: 'text', place: 'text', state: 'text', lat: 'float8', lng: 'float8' };

/** The postal codes of data/de-postal-codes.csv (place names with commas are quoted). */
export function readPostalCodes(): PostalCodeRow[] {
  const lines = readFileSync(fromRepoRoot('data', 'de-postal-codes.csv'), 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const [zip = '', place = '', state = '', lat = '0', lng = '0'] = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const unquote = (text: string): string => text.replace(/^"|"$/g, '').replace(/""/g, '"');
    return { zip_code: zip, place: unquote(place), state: unquote(state), lat: Number(lat), lng: Number(lng) };
  });
}

export type CampaignStatus = 'draft' | 'pending_approval' | 'approved' | 'rejected';

/**
 * A campaign with its approval status and budget use. Money in cents; remaining_budget = budget − the
 * prices of its unlocks that were not deleted. Pending approvals: status 'pending_approval'.
 */
export interface CampaignRow {
  campaign_id: string;
  name: string;
  company_id: string;
  company_name: string | null;
  account_manager_id: string | null;
  audience_id: string;
  audience_name: string | null;
  status: CampaignStatus;
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  hires_count: number;
  created_at: string;
  submitted_at: string | null;
  approved_at: string | null;
  rejected_reason: string | null;
}

/** An audience; candidates_count = active contacts of its profession within range_km of its centre. */
export interface AudienceRow {
  audience_id: string;
  company_id: string;
  name: string;
  profession: string;
  zip_code: string;
  lat: number;
  lng: number;
  range_km: number;
  candidates_count: number;
  /** The audience's meta filters (`{}`: none). */
  filters: Record<string, unknown>;
}

export interface CampaignCompanyRow {
  company_id: string;
  name: string | null;
  account_manager_id: string | null;
}

/** Where each contact is and whether it counts as a candidate. */
export interface ContactLocationRow {
  contact_id: string;
  profession: string;
  lat: number;
  lng: number;
  is_active: boolean;
}

/** What a campaign's budget and hire count need of each unlock. */
export interface CampaignUnlockRow {
  unlock_id: string;
  campaign_id: string | null;
  price: number;
  hired: boolean;
  deleted: boolean;
}

export const campaignColumns: Columns<CampaignRow> = {
  campaign_id: 'uuid',
  name: 'text',
  company_id: 'uuid',
  company_name: 'text',
  account_manager_id: 'uuid',
  audience_id: 'uuid',
  audience_name: 'text',
  status: 'text',
  cost_per_unlock: 'int4',
  budget: 'int4',
  remaining_budget: 'int4',
  unlocked_drivers_count: 'int4',
  hires_count: 'int4',
  created_at: 'timestamptz',
  submitted_at: 'timestamptz',
  approved_at: 'timestamptz',
  rejected_reason: 'text',
};
export const audienceColumns: Columns<AudienceRow> = {
  audience_id: 'uuid',
  company_id: 'uuid',
  name: 'text',
  profession: 'text',
  zip_code: 'text',
  lat: 'float8',
  lng: 'float8',
  range_km: 'float8',
  candidates_count: 'int4',
  filters: 'jsonb',
};
export const companyColumns: Columns<CampaignCompanyRow> = { company_id: 'uuid', name: 'text', account_manager_id: 'uuid' };
export const contactLocationColumns: Columns<ContactLocationRow> = {
  contact_id: 'uuid',
  profession: 'text',
  lat: 'float8',
  lng: 'float8',
  is_active: 'bool',
};
export const unlockColumns: Columns<CampaignUnlockRow> = {
  unlock_id: 'uuid',
  campaign_id: 'uuid',
  price: 'int4',
  hired: 'bool',
  deleted: 'bool',
};

export async function createCampaignsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const campaigns = table(schema, 'campaigns');
  await runStatements(connection, [
    // The admins' one audience optimisation preference (a single row, as last saved).
    sql.fragment`create table if not exists ${table(schema, 'audience_optimization')} (
      singleton boolean primary key default true check (singleton),
      experiences text[] not null,
      qualifications text[] not null
    )`,
    sql.fragment`create table if not exists ${campaigns} (
      campaign_id uuid primary key,
      name text not null,
      company_id uuid not null,
      company_name text,
      account_manager_id uuid,
      audience_id uuid not null,
      audience_name text,
      status text not null,
      cost_per_unlock integer not null,
      budget integer not null,
      remaining_budget integer not null,
      unlocked_drivers_count integer not null default 0,
      hires_count integer not null default 0,
      created_at timestamptz not null,
      submitted_at timestamptz,
      approved_at timestamptz,
      rejected_reason text
    )`,
    sql.fragment`create index if not exists campaigns_status_manager on ${campaigns} (status, account_manager_id, submitted_at, campaign_id)`,
    sql.fragment`create index if not exists campaigns_company on ${campaigns} (company_id)`,
    sql.fragment`create index if not exists campaigns_audience on ${campaigns} (audience_id)`,
    sql.fragment`create table if not exists ${table(schema, 'audiences')} (
      audience_id uuid primary key,
      company_id uuid not null,
      name text not null,
      profession text not null,
      zip_code text not null,
      lat double precision not null,
      lng double precision not null,
      range_km double precision not null,
      candidates_count integer not null default 0,
      filters jsonb not null default '{}'
    )`,
    sql.fragment`create index if not exists audiences_company on ${table(schema, 'audiences')} (company_id)`,
    sql.fragment`create index if not exists audiences_profession on ${table(schema, 'audiences')} (profession)`,
    sql.fragment`create table if not exists ${table(schema, 'companies')} (company_id uuid primary key, name text, account_manager_id uuid)`,
    sql.fragment`create table if not exists ${table(schema, 'contact_locations')} (
      contact_id uuid primary key,
      profession text not null,
      lat double precision not null,
      lng double precision not null,
      is_active boolean not null
    )`,
    sql.fragment`create index if not exists contact_locations_profession_lat on ${table(schema, 'contact_locations')} (profession, lat) where is_active`,
    // Active contacts counted per place and profession: a radius count sums places (about 10,000 in
    // Germany), however many contacts there are.
    sql.fragment`create table if not exists ${table(schema, 'contact_places')} (
      profession text not null,
      lat double precision not null,
      lng double precision not null,
      active_count integer not null,
      primary key (profession, lat, lng)
    )`,
    sql.fragment`create index if not exists contact_places_lat on ${table(schema, 'contact_places')} (lat, lng) include (profession, active_count)`,
    sql.fragment`create index if not exists contact_places_profession_lat on ${table(schema, 'contact_places')} (profession, lat) include (lng, active_count)`,
    sql.fragment`create table if not exists ${table(schema, 'postal_codes')} (
      zip_code text primary key,
      place text not null,
      state text not null,
      lat double precision not null,
      lng double precision not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'unlocks')} (
      unlock_id uuid primary key,
      campaign_id uuid,
      price integer not null,
      hired boolean not null,
      deleted boolean not null
    )`,
  ]);
  // Reference data rather than events: loaded whole whenever the tables are made (a rebuild too).
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'postal_codes')} (zip_code, place, state, lat, lng)
    select zip_code, place, state, lat, lng from ${rowsRelation(postalCodeColumns, readPostalCodes())}
    on conflict (zip_code) do nothing`);
}
