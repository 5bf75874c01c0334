import { sql, type DatabaseTransactionConnection } from 'slonik';
import { readPostalCodes, type PostalCodeRow } from '../campaigns/campaigns-schema';
import { rowsRelation, runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the public site's read model: open job postings, their employers and the reviews. */
export const PUBLIC_SITE_SCHEMA = 'rm_public_site';

/** Qualified names for readers of the public site's read model. */
export const publicSiteTables = {
  jobs: `${PUBLIC_SITE_SCHEMA}.jobs`,
  employers: `${PUBLIC_SITE_SCHEMA}.employers`,
  campaigns: `${PUBLIC_SITE_SCHEMA}.campaigns`,
  reviews: `${PUBLIC_SITE_SCHEMA}.reviews`,
  postalCodes: `${PUBLIC_SITE_SCHEMA}.postal_codes`,
  /** The text search configuration: German stemming over unaccented words (Müller = Muller). */
  searchConfiguration: `${PUBLIC_SITE_SCHEMA}.german_unaccent`,
} as const;

const postalCodeColumns: Columns<PostalCodeRow> = { zip_code: 'text', place: 'text', state: 'text', lat: 'float8', lng: 'float8' };

/**
 * The tables. A job row is the campaign's posting; `open` says whether the public sees it (posted, the
 * campaign approved, not blocked, not deleted, the company not deleted). `search` is the German full-text
 * vector (title A, employer B, place and text C); `search_words` the unaccented lower-case title and
 * employer for the trigram fallback (typos).
 */
export async function createPublicSiteTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const t = (name: string) => table(schema, name);
  await runStatements(connection, [
    sql.fragment`create extension if not exists unaccent with schema public`,
    sql.fragment`create extension if not exists pg_trgm with schema public`,
    sql.fragment`create text search configuration ${t('german_unaccent')} (copy = pg_catalog.german)`,
    sql.fragment`alter text search configuration ${t('german_unaccent')}
      alter mapping for hword, hword_part, word with public.unaccent, german_stem`,
    sql.fragment`create table if not exists ${t('postal_codes')} (
      zip_code text primary key, place text not null, state text not null, lat double precision not null, lng double precision not null)`,
    sql.fragment`create table if not exists ${t('employers')} (
      company_id uuid primary key,
      name text not null,
      slug text not null unique,
      city text,
      deleted boolean not null default false,
      reviews_count integer not null default 0,
      rating_sum integer not null default 0
    )`,
    sql.fragment`create table if not exists ${t('campaigns')} (
      campaign_id uuid primary key,
      company_id uuid not null,
      approved boolean not null default false,
      blocked boolean not null default false,
      deleted boolean not null default false
    )`,
    sql.fragment`create table if not exists ${t('jobs')} (
      job_id uuid primary key,
      company_id uuid not null,
      title text not null,
      description text not null,
      profession text not null,
      employment text not null,
      holidays_count integer,
      benefits text[] not null,
      salary_type text not null,
      amount_from double precision,
      amount_till double precision,
      salary_by_tariff text,
      zip_code text not null,
      city text not null,
      lat double precision not null,
      lng double precision not null,
      published_at timestamptz not null,
      published boolean not null,
      open boolean not null default false,
      search tsvector not null,
      search_words text not null
    )`,
    sql.fragment`create table if not exists ${t('reviews')} (
      review_id uuid primary key,
      company_id uuid not null,
      user_id uuid not null,
      contact_id uuid,
      reviewer_type text not null,
      work_area text,
      review text not null,
      rating integer not null,
      ratings jsonb not null,
      satisfaction_inverted integer,
      about_employer text,
      employer_improve text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    sql.fragment`create index if not exists reviews_company on ${t('reviews')} (company_id, created_at desc)`,
    sql.fragment`create index if not exists reviews_user on ${t('reviews')} (user_id)`,
    sql.fragment`create index if not exists jobs_company on ${t('jobs')} (company_id)`,
  ]);
  await connection.query(sql.unsafe`
    insert into ${t('postal_codes')} (zip_code, place, state, lat, lng)
    select zip_code, place, state, lat, lng from ${rowsRelation(postalCodeColumns, readPostalCodes())}
    on conflict (zip_code) do nothing`);
}

/** The search's indexes: full text (GIN), trigram on the words (GIN), place (lat, lng) and the newest first, all of open rows. */
export async function createPublicSiteReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const jobs = table(schema, 'jobs');
  await runStatements(connection, [
    sql.fragment`create index if not exists jobs_search on ${jobs} using gin (search) where open`,
    sql.fragment`create index if not exists jobs_words on ${jobs} using gin (search_words public.gin_trgm_ops) where open`,
    sql.fragment`create index if not exists jobs_place on ${jobs} (lat, lng) where open`,
    sql.fragment`create index if not exists jobs_newest on ${jobs} (published_at desc, job_id) where open`,
    sql.fragment`create index if not exists places_name on ${table(schema, 'postal_codes')} (lower(place) text_pattern_ops)`,
  ]);
}
