import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { statement, type StatementClient } from '../postgres/statements';

/** One limit: at most `max` attempts that did not succeed per `windowSeconds`, counted per key. */
export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The limits of sign-in: per e-mail from devices that never signed in to it (guessing one account's
 * password), per known device of that e-mail (a device that signed in to it before, by its device token),
 * and per address (spraying many accounts).
 */
export interface LoginLimits {
  perEmail: AttemptLimit;
  perKnownDevice: AttemptLimit;
  perAddress: AttemptLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perEmail: { max: 5, windowSeconds: 60 },
  perKnownDevice: { max: 5, windowSeconds: 60 },
  perAddress: { max: 20, windowSeconds: 15 * 60 },
};

/** An attempt the throttle let through; `succeeded` gives its place back. */
export interface AdmittedAttempt {
  allowed: true;
  /** Whether the attempt came with a valid device token of this e-mail (counted apart from unknown devices). */
  knownDevice: boolean;
  /**
   * The sign-in worked: the count of its kind of device is cleared and the address's attempt no longer
   * counts. Answers the device token to keep (the one given, or a new one for a device not known yet).
   */
  succeeded(): Promise<string>;
}
export interface RefusedAttempt {
  allowed: false;
  knownDevice: boolean;
  /** Seconds until another attempt is allowed. */
  retryAfter: number;
}

/**
 * Sign-in throttling shared by every instance through PostgreSQL. Each attempt is counted before the
 * password is checked, in one atomic statement per attempt (a counter row per key, locked by its upsert),
 * so that parallel attempts cannot all pass a check before any of them is counted.
 */
export interface LoginThrottle {
  /**
   * Counts one attempt. `deviceTokens` are the device tokens the client holds (OWASP's device cookies):
   * when one of them was issued for this e-mail, the attempt counts against that device only, so that
   * wrong passwords from elsewhere cannot lock the account's own devices out.
   */
  attempt(email: string, address: string, deviceTokens?: readonly string[]): Promise<AdmittedAttempt | RefusedAttempt>;
}

export interface LoginThrottleOptions {
  limits?: Partial<LoginLimits>;
  /** Signs device tokens; every instance must share it (default: a random one of this process). */
  deviceSecret?: string;
  /** The clock (tests); every instance should share one, as machines' clocks do. */
  now?: () => number;
}

/**
 * Fixed-window counters, one row per key; created by the sessions migration (`sessionsTableSql`).
 * The failures table of the earlier throttle is dropped.
 */
export const loginThrottleTableSql = `
drop table if exists app_login_failures;
create table if not exists app_login_attempts (
  key text primary key,
  window_end timestamptz not null,
  attempts integer not null
);
create index if not exists app_login_attempts_window_end on app_login_attempts (window_end);
`;

// Both keys counted in one statement; a key whose window has ended starts a new one. Each attempt also
// sweeps up to 100 rows whose window ended, so that one-off keys do not pile up.
const attemptStatement = statement(
  'login-throttle-attempt',
  `with swept as (
     delete from app_login_attempts where key = any(array(
       select key from app_login_attempts where window_end <= $5::timestamptz and key <> $1 and key <> $3 limit 100))
   )
   insert into app_login_attempts as t (key, window_end, attempts)
   values ($1, $5::timestamptz + make_interval(secs => $2), 1), ($3, $5::timestamptz + make_interval(secs => $4), 1)
   on conflict (key) do update set
     attempts = case when t.window_end <= $5::timestamptz then 1 else t.attempts + 1 end,
     window_end = case when t.window_end <= $5::timestamptz then excluded.window_end else t.window_end end
   returning key, attempts, ceil(extract(epoch from window_end - $5::timestamptz))::int as wait`,
);
const succeededStatement = statement(
  'login-throttle-succeeded',
  `with cleared as (delete from app_login_attempts where key = $1)
   update app_login_attempts set attempts = greatest(attempts - 1, 0) where key = $2`,
);

/** The part of an address a throttle counts: IPv4 whole, IPv6 by its /64 (one subscriber's prefix). */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Device tokens: `<nonce>.<HMAC-SHA256 of the e-mail and nonce>`, both base64url. The e-mail is not in the
 * token; a token is valid for the one e-mail it was signed for.
 */
function deviceTokens(secret: string) {
  const signature = (email: string, nonce: string): Buffer => createHmac('sha256', secret).update(`device|${email}|${nonce}`).digest();
  return {
    issue(email: string): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${signature(email, nonce).toString('base64url')}`;
    },
    /** The nonce of the first token that was issued for `email`; null when none was. */
    nonceFor(email: string, tokens: readonly string[]): string | null {
      for (const token of tokens) {
        const [nonce = '', given = ''] = token.split('.');
        if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(given)) continue;
        if (timingSafeEqual(Buffer.from(given, 'base64url'), signature(email, nonce))) return nonce;
      }
      return null;
    },
  };
}

/** The sign-in throttle shared by every instance through PostgreSQL. */
export function createLoginThrottle(db: StatementClient, options: LoginThrottleOptions = {}): LoginThrottle {
  const limits: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.limits };
  const now = (): string => new Date((options.now ?? Date.now)()).toISOString();
  const devices = deviceTokens(options.deviceSecret ?? randomBytes(32).toString('hex'));
  return {
    async attempt(email, address, tokens = []) {
      // The e-mail only as a digest: the counter needs no more, and holds no personal data in plain text.
      const emailDigest = createHash('sha256').update(email).digest('hex');
      const nonce = devices.nonceFor(email, tokens);
      const knownDevice = nonce !== null;
      const [accountKey, accountLimit] = knownDevice
        ? [`device:${emailDigest}:${nonce}`, limits.perKnownDevice]
        : [`email:${emailDigest}`, limits.perEmail];
      const ipKey = `address:${addressKey(address)}`;
      const rows = await db.rows<{ key: string; attempts: number; wait: number }>(attemptStatement, [
        accountKey,
        accountLimit.windowSeconds,
        ipKey,
        limits.perAddress.windowSeconds,
        now(),
      ]);
      const over = rows.filter((row) => row.attempts > (row.key === accountKey ? accountLimit.max : limits.perAddress.max));
      if (over.length > 0) return { allowed: false, knownDevice, retryAfter: Math.max(1, ...over.map((row) => row.wait)) };
      return {
        allowed: true,
        knownDevice,
        succeeded: async () => {
          await db.rows(succeededStatement, [accountKey, ipKey]);
          return knownDevice ? (tokens.find((token) => token.startsWith(`${nonce}.`)) ?? devices.issue(email)) : devices.issue(email);
        },
      };
    },
  };
}
