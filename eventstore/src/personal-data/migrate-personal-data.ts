import { EVENT_SCHEMAS, erasedValueFor, normalizeEmail, personalDataPlan, userEmailStreamId, type PersonalField } from '@rm/domain';
import { runSqlScript } from '@rm/platform';
import pg from 'pg';
import { createFieldCrypto } from './personal-data-store';
import type { KeyStore } from './key-store';
import { keyStoreSchemaSql } from './postgres-key-store';
import { streamKeyId, streamKeyOf } from './stream-keys';

/** Advisory lock of the migration: several services may start at once, one migrates. */
const MIGRATION_LOCK = 72_123_943;
const MIGRATION = 'encrypt-personal-fields-v1';
const MIGRATIONS_TABLE_SQL =
  'create table if not exists pd_migrations (name text primary key, done_at timestamptz not null, details jsonb not null);';

export interface PersonalDataMigrationOptions {
  connectionString: string;
  keys: KeyStore;
  plan?: ReadonlyMap<string, readonly PersonalField[]>;
  /** Events per update transaction (default 1000). */
  batchSize?: number;
}

export interface PersonalDataMigrationResult {
  /** False when an earlier run had done it already. */
  ran: boolean;
  encryptedEvents: number;
  renamedStreams: number;
  /** Claim streams renamed to the current stream-key secret (0 when no claim stream was named otherwise). */
  renamedClaimStreams?: number;
}

type FieldCrypto = ReturnType<typeof createFieldCrypto>;

/**
 * Renames every e-mail claim stream to the name the current stream-key secret gives it: the HMAC of the
 * address, read from the stream's claims (decrypted). A stream whose every claimant was erased (the
 * address can no longer be read, the stream holds only released claims) is named by its first claimant's
 * id instead, `user-email-erased-<userId>`: no digest of the address is left to compare a known address
 * with. Runs once per secret (recorded in `pd_migrations` as `email-claim-streams-<key id>`): a rotated
 * secret renames the streams on the next start. Returns the number of streams renamed.
 */
async function renameClaimStreams(
  client: pg.Client,
  crypto: FieldCrypto,
  plan: ReadonlyMap<string, readonly PersonalField[]>,
): Promise<number> {
  const claims = await client.query<{ id: string; type: string; stream_id: string; data: unknown }>(
    `select id, type, stream_id, data from es_events
     where type = 'UserEmailClaimed' and stream_id like 'user-email-%' order by position`,
  );
  const emailField = plan.get('UserEmailClaimed')?.find((field) => field.path.join('.') === 'email');
  const byStream = new Map<string, { email: string | null; firstUserId: string }>();
  for (const claim of await crypto.decrypt(claims.rows)) {
    const { userId, email } = claim.data as { userId: string; email: string | null };
    const erased = !email || (emailField && email === erasedValueFor(emailField, userId));
    const seen = byStream.get(claim.stream_id) ?? { email: null, firstUserId: userId };
    if (!erased && !seen.email) seen.email = email;
    byStream.set(claim.stream_id, seen);
  }
  let renamed = 0;
  for (const [stream, { email, firstUserId }] of byStream) {
    const target = email ? userEmailStreamId(streamKeyOf(normalizeEmail(email))) : `user-email-erased-${firstUserId}`;
    if (target === stream) continue;
    const taken = await client.query('select 1 from es_events where stream_id = $1 limit 1', [target]);
    if (taken.rowCount) throw new Error(`claim stream ${stream} cannot be renamed: ${target} exists already`);
    await client.query('update es_events set stream_id = $1 where stream_id = $2', [target, stream]);
    renamed += 1;
  }
  return renamed;
}

/**
 * The one-time migration of a PostgreSQL event store written before personal fields were encrypted: it
 * rewrites, in place, only the declared personal fields of existing events (to ciphertext under their
 * person's key) and renames the e-mail claim streams from the plain address to its SHA-256 (and, on
 * every start under a stream-key secret not yet migrated to, from there to the keyed HMAC: see
 * `renameClaimStreams`). Event ids,
 * types, positions, revisions, metadata and every other field stay as they were: the audit trail, the
 * checkpoints and the read models depend on those and see no change (the read models hold the same
 * plain values they held before). An upcaster would have been simpler, but it cannot erase anything: the
 * plain values would stay in the log for ever, and crypto-shredding would not reach them. Runs once
 * (recorded in `pd_migrations`), under an advisory lock, in batches, resuming where it stopped.
 */
export async function migratePersonalData(options: PersonalDataMigrationOptions): Promise<PersonalDataMigrationResult> {
  const plan = options.plan ?? personalDataPlan(EVENT_SCHEMAS);
  const crypto = createFieldCrypto({ keys: options.keys, plan });
  // The tables first, under the lock every migration script takes (services may start at once).
  await runSqlScript(options.connectionString, `${keyStoreSchemaSql}\n${MIGRATIONS_TABLE_SQL}`);
  const client = new pg.Client({ connectionString: options.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const storeExists = await client.query(`select to_regclass('es_events') is not null as exists`);
      const claimMigration = `email-claim-streams-${streamKeyId()}`;
      const claimsDone = await client.query('select 1 from pd_migrations where name = $1', [claimMigration]);
      const renameClaims = async (): Promise<number> => {
        if (claimsDone.rowCount || !(storeExists.rows[0] as { exists: boolean }).exists) return 0;
        await client.query('begin');
        try {
          const count = await renameClaimStreams(client, crypto, plan);
          await client.query('insert into pd_migrations (name, done_at, details) values ($1, now(), $2)', [
            claimMigration,
            JSON.stringify({ renamedClaimStreams: count }),
          ]);
          await client.query('commit');
          return count;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      };
      const done = await client.query('select 1 from pd_migrations where name = $1', [MIGRATION]);
      if (done.rowCount) return { ran: false, encryptedEvents: 0, renamedStreams: 0, renamedClaimStreams: await renameClaims() };
      let encryptedEvents = 0;
      let renamedStreams = 0;
      if ((storeExists.rows[0] as { exists: boolean }).exists) {
        const types = [...plan.keys()];
        let after = '0';
        for (;;) {
          const batch = await client.query<{ position: string; id: string; type: string; data: unknown }>(
            `select position::text as position, id, type, data from es_events
             where type = any($1::text[]) and position > $2::bigint order by position limit $3`,
            [types, after, options.batchSize ?? 1000],
          );
          const last = batch.rows.at(-1);
          if (!last) break;
          const encrypted = await crypto.encrypt(batch.rows);
          const changed = encrypted.filter((row, index) => JSON.stringify(row.data) !== JSON.stringify(batch.rows[index]?.data));
          if (changed.length > 0) {
            await client.query(
              `update es_events e set data = u.data from unnest($1::bigint[], $2::jsonb[]) as u(position, data) where e.position = u.position`,
              [changed.map((row) => row.position), changed.map((row) => JSON.stringify(row.data))],
            );
          }
          encryptedEvents += changed.length;
          after = last.position;
        }
        const renamed = await client.query(
          `update es_events set stream_id = 'user-email-' || encode(sha256(convert_to(substr(stream_id, 12), 'UTF8')), 'hex')
           where stream_id like 'user-email-%@%'`,
        );
        renamedStreams = renamed.rowCount ?? 0;
      }
      await client.query('insert into pd_migrations (name, done_at, details) values ($1, now(), $2)', [
        MIGRATION,
        JSON.stringify({ encryptedEvents, renamedStreams }),
      ]);
      return { ran: true, encryptedEvents, renamedStreams, renamedClaimStreams: await renameClaims() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
