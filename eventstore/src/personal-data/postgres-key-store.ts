import { runSqlScript } from '@rm/platform';
import pg from 'pg';
import { newKey } from './field-cipher';
import type { KeyStore } from './key-store';

/**
 * One row per person ever seen: the key, or none once erased (`erased_at` set). Rows are never deleted, so
 * that an erased person never gets a new key: a writer racing the erasure either encrypted with the old
 * key (unreadable once the erasure commits) or finds the key gone.
 */
export const keyStoreSchemaSql = `
create table if not exists pd_subject_keys (
  subject_id uuid primary key,
  key bytea,
  created_at timestamptz not null default now(),
  erased_at timestamptz,
  constraint pd_subject_keys_erased check ((key is null) = (erased_at is not null))
);
`;

/** Creates the key table; safe to run on every start. */
export const migrateKeyStore = (connectionString: string): Promise<void> => runSqlScript(connectionString, keyStoreSchemaSql);

export interface PostgresKeyStoreOptions {
  connectionString: string;
  /** Connections of its own (default 4). */
  maxConnections?: number;
}

/** The default key store: a table in the product's PostgreSQL database. */
export function createPostgresKeyStore(options: PostgresKeyStoreOptions): KeyStore {
  const db = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 4 });
  db.on('error', () => undefined);
  const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

  let closed: Promise<void> | null = null;
  const keyMap = (rows: ReadonlyArray<{ subject_id: string; key: Buffer | null }>): Map<string, Buffer> =>
    new Map(rows.filter((row) => row.key !== null).map((row) => [row.subject_id, row.key as Buffer]));

  return {
    async keysForWriting(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return new Map();
      // Known persons (most writes) cost one read; only persons seen for the first time are inserted.
      const known = await db.query<{ subject_id: string; key: Buffer | null }>({
        name: 'pd-keys-for-writing',
        text: 'select subject_id::text, key from pd_subject_keys where subject_id = any($1::uuid[])',
        values: [ids],
      });
      const keys = keyMap(known.rows);
      const missing = ids.filter((id) => !known.rows.some((row) => row.subject_id === id));
      if (missing.length === 0) return keys;
      const created = await db.query<{ subject_id: string; key: Buffer | null }>({
        name: 'pd-keys-create',
        text: `insert into pd_subject_keys (subject_id, key) select * from unnest($1::uuid[], $2::bytea[])
               on conflict (subject_id) do nothing returning subject_id::text, key`,
        values: [missing, missing.map(() => newKey())],
      });
      for (const [id, key] of keyMap(created.rows)) keys.set(id, key);
      // A concurrent first write of the same person made the key first: read theirs.
      const raced = missing.filter((id) => !created.rows.some((row) => row.subject_id === id));
      if (raced.length > 0) for (const [id, key] of await this.keysForReading(raced)) keys.set(id, key);
      return keys;
    },
    async keysForReading(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return new Map();
      const result = await db.query<{ subject_id: string; key: Buffer | null }>({
        name: 'pd-keys-for-reading',
        text: 'select subject_id::text, key from pd_subject_keys where subject_id = any($1::uuid[])',
        values: [ids],
      });
      return keyMap(result.rows);
    },
    async erase(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return;
      await db.query(
        `insert into pd_subject_keys (subject_id, key, erased_at) select unnest($1::uuid[]), null, now()
         on conflict (subject_id) do update set key = null, erased_at = coalesce(pd_subject_keys.erased_at, now())`,
        [ids],
      );
      // The old row version (with the key) stays in the table file until vacuumed: vacuum it now. Backups
      // and the write-ahead log keep it for as long as they are kept (see the README's Datenschutz section).
      await db.query('vacuum pd_subject_keys').catch(() => undefined);
    },
    async erased(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return new Set();
      const result = await db.query<{ subject_id: string }>(
        'select subject_id::text from pd_subject_keys where subject_id = any($1::uuid[]) and erased_at is not null',
        [ids],
      );
      return new Set(result.rows.map((row) => row.subject_id));
    },
    close() {
      closed ??= db.end();
      return closed;
    },
  };
}
