import { statement, type StatementClient } from '../postgres/statements';

/** Counts failed sign-ins per key (e-mail and address); too many within the window answers 429. */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when another attempt is allowed. */
  retryAfter(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export interface LoginThrottleOptions {
  /** Failures per key allowed within the window (default 5). */
  maxFailures?: number;
  /** The window in ms (default one minute). */
  windowMs?: number;
  /** The clock (tests); every instance should share one, as machines' clocks do. */
  now?: () => number;
}

/**
 * Failed sign-ins, one row each, in PostgreSQL beside the sessions: every command-api instance counts the
 * same failures, so that running two instances does not give a guesser twice the attempts. Created by
 * the sessions migration (`sessionsTableSql`).
 */
export const loginFailuresTableSql = `
create table if not exists app_login_failures (
  key text not null,
  failed_at timestamptz not null
);
create index if not exists app_login_failures_key on app_login_failures (key, failed_at);
create index if not exists app_login_failures_failed_at on app_login_failures (failed_at);
`;

const retryAfterStatement = statement(
  'login-throttle-retry-after',
  `select count(*)::int as failures,
     coalesce(ceil(extract(epoch from min(failed_at) + make_interval(secs => $2) - $3::timestamptz)), 0)::int as wait
   from app_login_failures where key = $1 and failed_at > $3::timestamptz - make_interval(secs => $2)`,
);
// Each failure also sweeps up to 100 expired failures of any key, so that one-off keys do not pile up.
const failedStatement = statement(
  'login-throttle-failed',
  `with swept as (
     delete from app_login_failures where ctid = any(array(
       select ctid from app_login_failures where failed_at <= $2::timestamptz - make_interval(secs => $3) limit 100))
   )
   insert into app_login_failures (key, failed_at) values ($1, $2::timestamptz)`,
);
const succeededStatement = statement('login-throttle-succeeded', 'delete from app_login_failures where key = $1');

/** The sign-in throttle shared by every instance through PostgreSQL. */
export function createLoginThrottle(db: StatementClient, options: LoginThrottleOptions = {}): LoginThrottle {
  const maxFailures = options.maxFailures ?? 5;
  const windowSeconds = (options.windowMs ?? 60_000) / 1000;
  const now = (): string => new Date((options.now ?? Date.now)()).toISOString();
  return {
    async retryAfter(key) {
      const row = await db.row<{ failures: number; wait: number }>(retryAfterStatement, [key, windowSeconds, now()]);
      if (!row || row.failures < maxFailures) return 0;
      return Math.max(1, row.wait);
    },
    async failed(key) {
      await db.rows(failedStatement, [key, now(), windowSeconds]);
    },
    async succeeded(key) {
      await db.rows(succeededStatement, [key]);
    },
  };
}
