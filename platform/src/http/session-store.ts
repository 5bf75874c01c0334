import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { runSqlScript } from '../postgres/pool';
import { statement, type StatementClient } from '../postgres/statements';
import { accessLogTableSql } from './access-log';
import { loginThrottleTableSql } from './login-throttle';
import { securityLogTableSql } from './security-log';

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
${loginThrottleTableSql}
${accessLogTableSql}
${securityLogTableSql}`;

/** Creates (or brings up to date) the sessions table, the sign-in throttle's failures and the access log. */
export const migrateSessions = (databaseUrl: string): Promise<void> => runSqlScript(databaseUrl, sessionsTableSql);

/** Sliding expiry: a session lives this long after its last request. */
export const SESSION_TTL_SECONDS = 8 * 3600;

/** However active, a session ends this long after its sign-in (ASVS 3.3.2: re-authentication within 12 hours). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;

/** How long a process trusts what it looked up about a session before asking the database again. */
export const SESSION_CACHE_MS = 5000;

/** Bus subject on which a process says that a session ended ({id}: its stored id), so that the others forget it and close its sockets. */
export const SESSION_ENDED_SUBJECT = 'app.session.ended';

/** The id under which a session is stored: the SHA-256 of the cookie's token. */
export const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

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
  /** Drops what this process remembers of a session (it ended in another process). */
  forget(id: string): void;
}

export interface SessionStoreOptions {
  ttlSeconds?: number;
  /** Lifetime from the sign-in, however active (default 12 h). */
  absoluteSeconds?: number;
  /** How long a resolved session is trusted without a lookup (default 5 s; 0 turns the cache off). */
  cacheMs?: number;
  /** Called with the session's id whenever a session ends here, so that other processes forget it too. */
  onEnded?: (id: string) => void;
}

const createStatement = statement(
  'session-create',
  `with swept as (delete from app_sessions where user_id = $2 and expires_at < now())
   insert into app_sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
);
// The expiry slides with every request, but is written at most once a minute per session, and never past
// the absolute end (created_at + $3).
const resolveStatement = statement(
  'session-resolve-v2',
  `with live as (
     select id, user_id, last_seen_at from app_sessions
     where id = $1 and expires_at > now() and created_at > now() - make_interval(secs => $3)
   ), touched as (
     update app_sessions s set last_seen_at = now(),
       expires_at = least(now() + make_interval(secs => $2), s.created_at + make_interval(secs => $3))
     from live where s.id = live.id and live.last_seen_at < now() - interval '1 minute'
   )
   select user_id from live`,
);
const isLiveStatement = statement(
  'session-is-live-v2',
  'select 1 as live from app_sessions where id = $1 and expires_at > now() and created_at > now() - make_interval(secs => $2)',
);
const destroyStatement = statement('session-destroy', 'delete from app_sessions where id = $1');
const expireStatement = statement('session-expire', "update app_sessions set expires_at = now() - interval '1 second' where id = $1");

/**
 * Sessions in PostgreSQL, with a short in-process memory of resolved sessions: every request needs its
 * session, and looking it up was a third of the database work of a command. A session ended in this
 * process is forgotten at once; one ended in another process is forgotten when that process says so
 * (`forget`, over the bus) or at the latest after `cacheMs`.
 */
export function createSessionStore(db: StatementClient, options: SessionStoreOptions = {}): SessionStore {
  const ttlSeconds = options.ttlSeconds ?? SESSION_TTL_SECONDS;
  const absoluteSeconds = options.absoluteSeconds ?? SESSION_ABSOLUTE_SECONDS;
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const resolved = cacheMs > 0 ? new LRUCache<string, string>({ max: 50_000, ttl: cacheMs }) : null;
  const ended = (id: string): void => {
    resolved?.delete(id);
    options.onEnded?.(id);
  };
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      await db.rows(createStatement, [sessionId(token), userId, Math.min(ttlSeconds, absoluteSeconds)]);
      return token;
    },
    async resolve(token) {
      const id = sessionId(token);
      const cached = resolved?.get(id);
      if (cached) return cached;
      const row = await db.row<{ user_id: string }>(resolveStatement, [id, ttlSeconds, absoluteSeconds]);
      if (row) resolved?.set(id, row.user_id);
      return row?.user_id ?? null;
    },
    async isLive(token) {
      return (await db.row(isLiveStatement, [sessionId(token), absoluteSeconds])) !== null;
    },
    async destroy(token) {
      const id = sessionId(token);
      await db.rows(destroyStatement, [id]);
      ended(id);
    },
    async expire(token) {
      const id = sessionId(token);
      await db.rows(expireStatement, [id]);
      ended(id);
    },
    forget(id) {
      resolved?.delete(id);
    },
  };
}
