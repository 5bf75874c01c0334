import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the candidate profiles read model. */
export const CANDIDATE_PROFILES_SCHEMA = 'rm_candidate_profiles';

export const candidateProfilesTables = {
  profiles: `${CANDIDATE_PROFILES_SCHEMA}.profiles`,
} as const;

/** A candidate with a sign-in: their profile as they edit it, their meta, the wizard step. Gone once they are erased. */
export interface CandidateProfileRow {
  contact_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  phone_confirmed_at: string | null;
  country: string;
  language: string;
  image_id: string | null;
  thumbnail_id: string | null;
  meta: Record<string, unknown> | null;
  variant: string | null;
  step: number;
  session_address: string | null;
  updated_at: string;
}

export const candidateProfileColumns: Columns<CandidateProfileRow> = {
  contact_id: 'uuid',
  user_id: 'uuid',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  phone_confirmed_at: 'timestamptz',
  country: 'text',
  language: 'text',
  image_id: 'uuid',
  thumbnail_id: 'uuid',
  meta: 'jsonb',
  variant: 'text',
  step: 'int4',
  session_address: 'text',
  updated_at: 'timestamptz',
};

export async function createCandidateProfilesTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'profiles')} (
      contact_id uuid primary key,
      user_id uuid not null unique,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text,
      phone_confirmed_at timestamptz,
      country text not null,
      language text not null,
      image_id uuid,
      thumbnail_id uuid,
      meta jsonb,
      variant text,
      step int4 not null default 1,
      session_address text,
      updated_at timestamptz not null
    )`,
  ]);
}
