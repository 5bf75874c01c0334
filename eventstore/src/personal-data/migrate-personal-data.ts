import { EVENT_SCHEMAS, personalDataPlan, type PersonalField } from '@rm/domain';
import { runSqlScript } from '@rm/platform';
import pg from 'pg';
import { createFieldCrypto } from './personal-data-store';
import type { KeyStore } from './key-store';
import { keyStoreSchemaSql } from './postgres-key-store';

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
}

/**
 * The one-time migration of a PostgreSQL event store written before personal fields were encrypted: it
 * rewrites, in place, only the declared personal fields of existing events (to ciphertext under their
 * person's key) and renames the e-mail claim streams from the plain address to its SHA-256. Event ids,
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
      const done = await client.query('select 1 from pd_migrations where name = $1', [MIGRATION]);
      if (done.rowCount) return { ran: false, encryptedEvents: 0, renamedStreams: 0 };
      const storeExists = await client.query(`select to_regclass('es_events') is not null as exists`);
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
      return { ran: true, encryptedEvents, renamedStreams };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
