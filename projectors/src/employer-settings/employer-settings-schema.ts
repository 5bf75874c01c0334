import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the employer workspace read model. */
export const EMPLOYER_SETTINGS_SCHEMA = 'rm_employer_settings';

/** Qualified table names for readers of the employer workspace read model. */
export const employerSettingsTables = {
  sepa: `${EMPLOYER_SETTINGS_SCHEMA}.sepa_accounts`,
  definitions: `${EMPLOYER_SETTINGS_SCHEMA}.definitions`,
  testimonials: `${EMPLOYER_SETTINGS_SCHEMA}.testimonials`,
  plans: `${EMPLOYER_SETTINGS_SCHEMA}.plans`,
  templates: `${EMPLOYER_SETTINGS_SCHEMA}.message_templates`,
  messages: `${EMPLOYER_SETTINGS_SCHEMA}.sourcing_messages`,
  documents: `${EMPLOYER_SETTINGS_SCHEMA}.contact_documents`,
  media: `${EMPLOYER_SETTINGS_SCHEMA}.media`,
} as const;

export async function createEmployerSettingsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    // The details stay null until given; an admin's approval may come first (approved_at).
    sql.fragment`create table if not exists ${table(schema, 'sepa_accounts')} (
      company_id uuid primary key,
      user_id uuid,
      bank_account_owner text,
      iban text,
      swift_bic text,
      signer_name text,
      accepted_terms_at timestamptz,
      approved_at timestamptz
    )`,
    sql.fragment`create table if not exists ${table(schema, 'definitions')} (
      definition_id uuid primary key,
      company_id uuid not null,
      name text not null,
      description text not null,
      deleted_at timestamptz
    )`,
    sql.fragment`create index if not exists definitions_company on ${table(schema, 'definitions')} (company_id, lower(name)) where deleted_at is null`,
    sql.fragment`create table if not exists ${table(schema, 'testimonials')} (
      testimonial_id uuid primary key,
      company_id uuid not null,
      user_id uuid not null,
      body_problem text not null,
      body_collaboration text not null,
      body_results text not null,
      body_conclusion text not null,
      updated_at timestamptz not null
    )`,
    sql.fragment`create index if not exists testimonials_company on ${table(schema, 'testimonials')} (company_id, updated_at desc)`,
    sql.fragment`create table if not exists ${table(schema, 'plans')} (
      company_id uuid primary key,
      package_key text,
      messages integer,
      campaigns integer,
      months integer,
      monthly_price double precision,
      period_price double precision,
      chosen_at timestamptz,
      unlimited boolean not null default false,
      sent integer not null default 0
    )`,
    sql.fragment`create table if not exists ${table(schema, 'message_templates')} (
      template_id uuid primary key,
      company_id uuid not null,
      name text not null,
      body text not null
    )`,
    sql.fragment`create index if not exists templates_company on ${table(schema, 'message_templates')} (company_id, lower(name))`,
    sql.fragment`create table if not exists ${table(schema, 'sourcing_messages')} (
      message_id uuid primary key,
      company_id uuid not null,
      contact_id uuid not null,
      sender_id uuid not null,
      sent_at timestamptz not null
    )`,
    sql.fragment`create index if not exists sourcing_messages_company on ${table(schema, 'sourcing_messages')} (company_id, sent_at desc)`,
    sql.fragment`create table if not exists ${table(schema, 'contact_documents')} (
      document_id uuid primary key,
      company_id uuid not null,
      contact_id uuid not null,
      name text not null,
      content_type text not null,
      size integer not null,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists documents_contact on ${table(schema, 'contact_documents')} (company_id, contact_id, created_at)`,
    sql.fragment`create table if not exists ${table(schema, 'media')} (
      media_id uuid primary key,
      company_id uuid not null,
      user_id uuid not null,
      name text not null,
      content_type text not null,
      size integer not null,
      created_at timestamptz not null
    )`,
  ]);
}
