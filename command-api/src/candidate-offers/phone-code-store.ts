import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';

/**
 * Where the one-time phone codes wait until they are used or run out: a table of its own beside the read
 * models, never the event log (kept for years, handed out in exports, where a six-digit code falls to any
 * hash of it in under a second). Each row holds an HMAC of the code under a key derived from the server's
 * secret (SESSION_SECRET), which the database does not hold: a copy of the table gives no code either.
 * A row goes when its code is used, spent or replaced, and is swept once it has expired.
 */
export interface PhoneCodeStore {
  /** Keeps the code `codeId` of the user until `expiresAt`. */
  issue(input: { codeId: string; userId: string; code: string; expiresAt: string }): Promise<void>;
  /** Whether `code` is the user's code `codeId` and has not expired. */
  matches(input: { codeId: string; userId: string; code: string }): Promise<boolean>;
  /** Drops the user's codes but `keep` (none: all of them): used, spent or replaced. */
  discard(userId: string, keep?: string): Promise<void>;
}

const PHONE_CODES_TABLE = { schema: 'ops', table: 'phone_codes' } as const;
const table = sql.identifier([PHONE_CODES_TABLE.schema, PHONE_CODES_TABLE.table]);
/** Serialises the table's creation across processes that start at once. */
const CREATE_LOCK = 7_212_394_310;

/** The HMAC key of the codes, derived from the server's secret (every instance shares it). */
const codeKey = (serverSecret: string): Buffer => Buffer.from(hkdfSync('sha256', serverSecret, 'phone-codes', 'phone-code-hmac-v1', 32));

/** The code table over PostgreSQL; the table is made on first use. */
export function createPhoneCodeStore(pool: DatabasePool, serverSecret: string): PhoneCodeStore {
  const key = codeKey(serverSecret);
  const mac = (codeId: string, code: string): string => createHmac('sha256', key).update(`${codeId}:${code}`).digest('hex');
  let ready: Promise<void> | null = null;
  const prepared = (): Promise<void> =>
    (ready ??= pool
      .transaction(async (connection) => {
        await connection.query(sql.unsafe`select pg_advisory_xact_lock(${CREATE_LOCK})`);
        await connection.query(sql.unsafe`create schema if not exists ${sql.identifier([PHONE_CODES_TABLE.schema])}`);
        await connection.query(sql.unsafe`
          create table if not exists ${table} (
            code_id uuid primary key,
            user_id uuid not null,
            code_hmac text not null,
            expires_at timestamptz not null
          )`);
        await connection.query(sql.unsafe`create index if not exists phone_codes_user on ${table} (user_id)`);
      })
      .catch((error: unknown) => {
        ready = null;
        throw error;
      }));
  return {
    async issue({ codeId, userId, code, expiresAt }) {
      await prepared();
      await pool.query(sql.unsafe`
        with swept as (delete from ${table} where expires_at < now())
        insert into ${table} (code_id, user_id, code_hmac, expires_at)
        values (${codeId}, ${userId}, ${mac(codeId, code)}, ${expiresAt})`);
    },
    async matches({ codeId, userId, code }) {
      await prepared();
      const result = await pool.query(sql.unsafe`
        select code_hmac from ${table} where code_id = ${codeId} and user_id = ${userId} and expires_at > now()`);
      const stored = (result.rows[0] as { code_hmac: string } | undefined)?.code_hmac;
      if (stored === undefined) return false;
      const entered = Buffer.from(mac(codeId, code), 'hex');
      const expected = Buffer.from(stored, 'hex');
      return expected.length === entered.length && timingSafeEqual(expected, entered);
    },
    async discard(userId, keep) {
      await prepared();
      await pool.query(
        keep === undefined
          ? sql.unsafe`delete from ${table} where user_id = ${userId}`
          : sql.unsafe`delete from ${table} where user_id = ${userId} and code_id <> ${keep}`,
      );
    },
  };
}
