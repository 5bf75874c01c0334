import { sql, type CommonQueryMethods } from 'slonik';
import { statement, type StatementClient } from '../postgres/statements';
import { addressKey } from './login-throttle';

/**
 * The sign-in part of the security log: runtime records like sessions, a plain table beside the read
 * models. A row names the account by id only (null when no account has the e-mail tried) and the client
 * by the part of its address the sign-in throttle counts (IPv4 whole, IPv6 by its /64). The retention run
 * deletes rows older than `SECURITY_LOG_RETENTION_DAYS`.
 */
export const securityLogTableSql = `
create table if not exists sec_security_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  kind text not null,
  outcome text not null,
  user_id uuid,
  address text,
  detail text
);
create index if not exists sec_security_log_at on sec_security_log (at);
create index if not exists sec_security_log_user on sec_security_log (user_id, at);
create table if not exists sec_last_sign_in (user_id uuid primary key, at timestamptz not null);
`;

/** Sign-in attempts the server records itself: succeeded, refused for wrong credentials, refused by the throttle. */
export type SignInKind = 'sign-in' | 'sign-in-failed' | 'sign-in-throttled';

export interface SignInRecord {
  kind: SignInKind;
  /** The account of the e-mail tried; null when there is none. */
  userId: string | null;
  /** The client's address (stored as the throttle counts it). */
  address: string;
  /** Whether the attempt came from a device that signed in to the account before. */
  knownDevice: boolean;
}

/** Writes the sign-in entries of the security log. */
export interface SecurityLog {
  recordSignIn(record: SignInRecord): Promise<void>;
}

const OUTCOMES: Record<SignInKind, string> = { 'sign-in': 'success', 'sign-in-failed': 'failure', 'sign-in-throttled': 'refused' };

/** Each account's last successful sign-in, kept as long as the account (the retention rule's clock for inactivity). */
const lastSignInStatement = statement(
  'security-log-last-sign-in',
  'insert into sec_last_sign_in (user_id, at) values ($1, now()) on conflict (user_id) do update set at = excluded.at',
);

const insertStatement = statement(
  'security-log-sign-in',
  'insert into sec_security_log (kind, outcome, user_id, address, detail) values ($1, $2, $3, $4, $5)',
);

export function createSecurityLog(db: StatementClient): SecurityLog {
  return {
    async recordSignIn(record) {
      await db.rows(insertStatement, [
        record.kind,
        OUTCOMES[record.kind],
        record.userId,
        addressKey(record.address),
        record.knownDevice ? 'known-device' : 'unknown-device',
      ]);
      if (record.kind === 'sign-in' && record.userId) await db.rows(lastSignInStatement, [record.userId]);
    },
  };
}

/** Deletes the entries older than `days` before `now`; answers how many. */
export async function purgeSecurityLog(connection: CommonQueryMethods, now: Date, days: number): Promise<number> {
  const result = await connection.query(
    sql.unsafe`delete from sec_security_log where at < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
  );
  return result.rowCount;
}
