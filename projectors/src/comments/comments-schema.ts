import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the comments read model: every comment of every thread, replies under their top comment; who unlocked each contact. */
export const COMMENTS_SCHEMA = 'rm_comments';

export const commentsTables = { comments: `${COMMENTS_SCHEMA}.comments` } as const;

export async function createCommentsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const comments = table(schema, 'comments');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${comments} (
      comment_id uuid primary key,
      model text not null,
      model_id uuid not null,
      company_id uuid,
      subject_id uuid not null,
      parent_id uuid,
      root_id uuid not null,
      author_id uuid not null,
      body text not null,
      -- internal: the back office only; customer: the company reads it too.
      visibility text not null default 'internal',
      created_at timestamptz not null,
      updated_at timestamptz,
      removed_at timestamptz
    )`,
    sql.fragment`create index if not exists comments_thread on ${comments} (model, model_id, created_at desc) where removed_at is null`,
    sql.fragment`create index if not exists comments_root on ${comments} (root_id)`,
    sql.fragment`create index if not exists comments_person on ${comments} (subject_id)`,
    // The companies whose users read a contact's thread (and are told when it changes).
    sql.fragment`create table if not exists ${table(schema, 'unlocks')} (
      company_id uuid not null,
      contact_id uuid not null,
      primary key (contact_id, company_id)
    )`,
  ]);
}
