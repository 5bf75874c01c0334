import { createHash, randomBytes } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';

/** Sessions are runtime state, not domain facts: a plain table beside the read models. */
export const sessionsTableSql = `
create table if not exists app_sessions (
  token_hash text primary key,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists app_sessions_user on app_sessions (user_id);
create index if not exists app_sessions_expires on app_sessions (expires_at);
`;

export const SESSION_TTL_SECONDS = 8 * 3600;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionStore {
  create(userId: string): Promise<string>;
  /** The user of a live session, sliding its expiry; null when unknown or expired. */
  resolve(token: string): Promise<string | null>;
  destroy(token: string): Promise<void>;
  /** Ends a session now (tests: session expiry). */
  expire(token: string): Promise<void>;
}

export function createSessionStore(pool: DatabasePool, ttlSeconds = SESSION_TTL_SECONDS): SessionStore {
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      await pool.query(sql.unsafe`
        insert into app_sessions (token_hash, user_id, expires_at)
        values (${hashToken(token)}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))`);
      return token;
    },
    async resolve(token) {
      // Sliding expiry, written at most once a minute per session.
      const result = await pool.query(sql.unsafe`
        with live as (
          select token_hash, user_id, last_seen_at from app_sessions
          where token_hash = ${hashToken(token)} and expires_at > now()
        ), touched as (
          update app_sessions s set last_seen_at = now(), expires_at = now() + make_interval(secs => ${ttlSeconds})
          from live where s.token_hash = live.token_hash and live.last_seen_at < now() - interval '1 minute'
        )
        select user_id from live`);
      const row = result.rows[0] as { user_id: string } | undefined;
      return row?.user_id ?? null;
    },
    async destroy(token) {
      await pool.query(sql.unsafe`delete from app_sessions where token_hash = ${hashToken(token)}`);
    },
    async expire(token) {
      await pool.query(sql.unsafe`update app_sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    },
  };
}
