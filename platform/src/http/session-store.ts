import { createHash, randomBytes } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { runSqlScript } from '../postgres/pool';

/**
 * Sessions are runtime state, not domain facts: a plain table beside the read models. The id is the
 * SHA-256 of the cookie's token, so a leaked table does not hand out sessions.
 */
export const sessionsTableSql = `
do $$ begin
  if exists (select 1 from information_schema.columns
             where table_schema = current_schema() and table_name = 'app_sessions' and column_name = 'token_hash') then
    alter table app_sessions rename column token_hash to id;
  end if;
end $$;
create table if not exists app_sessions (
  id text primary key,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists app_sessions_user on app_sessions (user_id);
create index if not exists app_sessions_expires on app_sessions (expires_at);
`;

/** Creates (or brings up to date) the sessions table. */
export const migrateSessions = (databaseUrl: string): Promise<void> => runSqlScript(databaseUrl, sessionsTableSql);

/** Sliding expiry: a session lives this long after its last request. */
export const SESSION_TTL_SECONDS = 8 * 3600;

const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Server-side sessions keyed by the hash of a random token that only the cookie holds. */
export interface SessionStore {
  /** A new session's token (32 random bytes, base64url). */
  create(userId: string): Promise<string>;
  /** The user of a live session, sliding its expiry; null when unknown or expired. */
  resolve(token: string): Promise<string | null>;
  /** Whether the session is live, without sliding its expiry (long-lived sockets must not keep it alive). */
  isLive(token: string): Promise<boolean>;
  destroy(token: string): Promise<void>;
  /** Ends a session now (tests: session expiry). */
  expire(token: string): Promise<void>;
}

export function createSessionStore(pool: DatabasePool, ttlSeconds = SESSION_TTL_SECONDS): SessionStore {
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      await pool.query(sql.unsafe`
        with swept as (delete from app_sessions where user_id = ${userId} and expires_at < now())
        insert into app_sessions (id, user_id, expires_at)
        values (${sessionId(token)}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))`);
      return token;
    },
    async resolve(token) {
      // The expiry slides with every request, but is written at most once a minute per session.
      const result = await pool.query(sql.unsafe`
        with live as (
          select id, user_id, last_seen_at from app_sessions
          where id = ${sessionId(token)} and expires_at > now()
        ), touched as (
          update app_sessions s set last_seen_at = now(), expires_at = now() + make_interval(secs => ${ttlSeconds})
          from live where s.id = live.id and live.last_seen_at < now() - interval '1 minute'
        )
        select user_id from live`);
      const row = result.rows[0] as { user_id: string } | undefined;
      return row?.user_id ?? null;
    },
    async isLive(token) {
      const result = await pool.query(sql.unsafe`select 1 from app_sessions where id = ${sessionId(token)} and expires_at > now()`);
      return result.rows.length > 0;
    },
    async destroy(token) {
      await pool.query(sql.unsafe`delete from app_sessions where id = ${sessionId(token)}`);
    },
    async expire(token) {
      await pool.query(sql.unsafe`update app_sessions set expires_at = now() - interval '1 second' where id = ${sessionId(token)}`);
    },
  };
}
