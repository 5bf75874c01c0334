import { runSqlScript } from '@rm/platform';
import pg from 'pg';
import { newKey } from './field-cipher';
import { KekUnavailableError, type KeyEncryption } from './key-encryption';
import type { KeyStore } from './key-store';

/** Advisory lock between the writers of new keys (shared) and the switch to a new KEK epoch (exclusive). */
export const KEK_EPOCH_LOCK = 72_123_950;
/** Advisory lock of the rotation: one instance rotates, the others skip that look. */
export const KEK_ROTATION_LOCK = 72_123_951;

/**
 * One row per person ever seen: the person's key wrapped by the KEK of epoch `kek_epoch` (see
 * `KeyEncryption`), or none once erased (`erased_at` set). Rows are never deleted, so that an erased person
 * never gets a new key: a writer racing the erasure either encrypted with the old key (unreadable once the
 * erasure commits) or finds the key gone. A row without an epoch holds a key of before the wrapping, as
 * it is: the first start with a KEK wraps those (`migrateKeyStore`). `pd_kek_state` is the epoch new keys
 * are wrapped with and when it began.
 */
export const keyStoreSchemaSql = `
create table if not exists pd_subject_keys (
  subject_id uuid primary key,
  key bytea,
  created_at timestamptz not null default now(),
  erased_at timestamptz,
  constraint pd_subject_keys_erased check ((key is null) = (erased_at is not null))
);
alter table pd_subject_keys add column if not exists kek_epoch integer;
create index if not exists pd_subject_keys_epoch on pd_subject_keys (kek_epoch) where key is not null;
create table if not exists pd_kek_state (
  id boolean primary key default true check (id),
  current_epoch integer not null,
  started_at timestamptz not null default now()
);
`;

/** The key table's schema, and with a KEK its first epoch and the wrapping of keys stored before; safe to run on every start. */
export async function migrateKeyStore(connectionString: string, encryption?: KeyEncryption): Promise<void> {
  await runSqlScript(connectionString, keyStoreSchemaSql);
  if (!encryption) return;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [KEK_ROTATION_LOCK]);
    try {
      const state = await client.query<{ current_epoch: number }>('select current_epoch from pd_kek_state');
      const epoch = state.rows[0]?.current_epoch ?? (await encryption.latest());
      if (!state.rows[0]) await client.query('insert into pd_kek_state (current_epoch) values ($1) on conflict do nothing', [epoch]);
      const wrapped = await rewrapBelow(client, encryption, epoch, true);
      // The plain keys' old row versions leave the table file only with a rewrite (the log keeps them until recycled).
      if (wrapped > 0) await client.query('vacuum full pd_subject_keys');
    } finally {
      await client.query('select pg_advisory_unlock($1)', [KEK_ROTATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

const REWRAP_BATCH = 500;

/**
 * Re-wraps under `epoch` every surviving key wrapped by an older epoch (or, with `legacyToo`, not wrapped
 * at all), batch by batch; answers how many. An erasure meanwhile wins: a row whose key is gone or changed
 * is left alone.
 */
async function rewrapBelow(client: pg.Client, encryption: KeyEncryption, epoch: number, legacyToo: boolean): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await client.query<{ subject_id: string; key: Buffer; kek_epoch: number | null }>(
      `select subject_id::text, key, kek_epoch from pd_subject_keys
       where key is not null and (kek_epoch < $1 ${legacyToo ? 'or kek_epoch is null' : ''}) limit ${REWRAP_BATCH}`,
      [epoch],
    );
    if (batch.rows.length === 0) return total;
    const byEpoch = new Map<number | null, typeof batch.rows>();
    for (const row of batch.rows) byEpoch.set(row.kek_epoch, [...(byEpoch.get(row.kek_epoch) ?? []), row]);
    for (const [from, rows] of byEpoch) {
      const keys = rows.map((row) => row.key);
      const next = from === null ? await encryption.wrap(epoch, keys) : await encryption.rewrap(from, epoch, keys);
      await client.query(
        `update pd_subject_keys k set key = u.key, kek_epoch = $4
         from unnest($1::uuid[], $2::bytea[], $3::bytea[]) as u(subject_id, key, old)
         where k.subject_id = u.subject_id and k.key = u.old`,
        [rows.map((row) => row.subject_id), next, keys, epoch],
      );
    }
    total += batch.rows.length;
  }
}

export interface KeyRotationOptions {
  connectionString: string;
  encryption: KeyEncryption;
  /** Least time between two epochs (`KEK_ROTATION_HOURS`, default a day). */
  periodMs: number;
  now?: () => Date;
}

export interface KeyRotationOutcome {
  /** `rotated`: a new epoch began; `finished`: only re-wrapping or destroying left over from before; `busy`: another instance rotates. */
  outcome: 'rotated' | 'not-due' | 'finished' | 'busy';
  epoch: number | null;
  rewrapped: number;
}

/**
 * One look of the KEK rotation: when the current epoch is older than `periodMs`, a new epoch begins (new
 * keys are wrapped with it from the moment it commits), every surviving key is re-wrapped under it, and
 * the older epochs are destroyed, so that a wrapped key copied anywhere before (the write-ahead log, a
 * table file, a backup) unwraps no more. A look cut short (a crash) is finished by the next one. Reads
 * go on meanwhile: each row names its epoch, and a read that met a just destroyed epoch reads the row again.
 */
export async function rotateKeyEncryption(options: KeyRotationOptions): Promise<KeyRotationOutcome> {
  const now = options.now ?? (() => new Date());
  const client = new pg.Client({ connectionString: options.connectionString, application_name: 'kek rotation' });
  await client.connect();
  try {
    const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [KEK_ROTATION_LOCK]);
    if (!locked.rows[0]?.locked) return { outcome: 'busy', epoch: null, rewrapped: 0 };
    try {
      const state = await client.query<{ current_epoch: number; started_at: Date }>('select current_epoch, started_at from pd_kek_state');
      let epoch = state.rows[0]?.current_epoch ?? null;
      const started = state.rows[0]?.started_at;
      let outcome: KeyRotationOutcome['outcome'] = 'not-due';
      if (epoch === null || !started || now().getTime() - started.getTime() >= options.periodMs) {
        // Exclusive against the writers of new keys: none wraps with the old epoch once the new one commits.
        await client.query('begin');
        try {
          await client.query('select pg_advisory_xact_lock($1)', [KEK_EPOCH_LOCK]);
          epoch = await options.encryption.rotate();
          await client.query(
            `insert into pd_kek_state (current_epoch, started_at) values ($1, $2)
             on conflict (id) do update set current_epoch = excluded.current_epoch, started_at = excluded.started_at`,
            [epoch, now()],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
        outcome = 'rotated';
      }
      const rewrapped = await rewrapBelow(client, options.encryption, epoch, true);
      await options.encryption.destroyBefore(epoch);
      if (outcome === 'not-due' && rewrapped > 0) outcome = 'finished';
      // The row versions with the old wrapping leave the table file (the old epoch is gone anyway).
      if (rewrapped > 0) await client.query('vacuum pd_subject_keys').catch(() => undefined);
      return { outcome, epoch, rewrapped };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [KEK_ROTATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

export interface PostgresKeyStoreOptions {
  connectionString: string;
  /** The KEKs that wrap the keys (never in the database): a folder of the data folder, or a key service. */
  encryption: KeyEncryption;
  /** Connections of its own (default 4). */
  maxConnections?: number;
}

type KeyRow = { subject_id: string; key: Buffer | null; kek_epoch: number | null };

/** The default key store: a table of wrapped keys in the product's PostgreSQL database. */
export function createPostgresKeyStore(options: PostgresKeyStoreOptions): KeyStore {
  const { encryption } = options;
  const db = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 4 });
  db.on('error', () => undefined);
  const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

  let closed: Promise<void> | null = null;

  /** The rows' keys unwrapped, one call per epoch. */
  async function unwrapped(rows: readonly KeyRow[]): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    const byEpoch = new Map<number, KeyRow[]>();
    for (const row of rows) {
      if (row.key === null) continue;
      if (row.kek_epoch === null) keys.set(row.subject_id, row.key);
      else byEpoch.set(row.kek_epoch, [...(byEpoch.get(row.kek_epoch) ?? []), row]);
    }
    for (const [epoch, group] of byEpoch) {
      const plain = await encryption.unwrap(
        epoch,
        group.map((row) => row.key as Buffer),
      );
      group.forEach((row, index) => keys.set(row.subject_id, plain[index] as Buffer));
    }
    return keys;
  }

  const readRows = async (ids: readonly string[]): Promise<KeyRow[]> =>
    (
      await db.query<KeyRow>({
        name: 'pd-keys-read',
        text: 'select subject_id::text, key, kek_epoch from pd_subject_keys where subject_id = any($1::uuid[])',
        values: [ids],
      })
    ).rows;

  /** The keys of these rows; a rotation that destroyed an epoch between the read and the unwrap: read again. */
  async function keysOf(ids: readonly string[], rows: KeyRow[]): Promise<Map<string, Buffer>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await unwrapped(rows);
      } catch (error) {
        if (!(error instanceof KekUnavailableError) || attempt >= 2) throw error;
        rows = await readRows(ids);
      }
    }
  }

  /** Makes keys for persons seen for the first time, wrapped with the current epoch; answers those made (not those another writer made first). */
  async function create(ids: readonly string[]): Promise<Map<string, Buffer>> {
    const client = await db.connect();
    try {
      await client.query('begin');
      try {
        // Shared: a rotation waits for this insert, and this one for a rotation's switch of epoch.
        await client.query('select pg_advisory_xact_lock_shared($1)', [KEK_EPOCH_LOCK]);
        const state = await client.query<{ current_epoch: number }>('select current_epoch from pd_kek_state');
        const epoch = state.rows[0]?.current_epoch;
        if (epoch === undefined) throw new Error('the key store has no KEK epoch: run migrateKeyStore with the KEK first');
        const fresh = ids.map(() => newKey());
        const wrapped = await encryption.wrap(epoch, fresh);
        const created = await client.query<{ subject_id: string }>(
          `insert into pd_subject_keys (subject_id, key, kek_epoch) select u.subject_id, u.key, $3 from unnest($1::uuid[], $2::bytea[]) as u(subject_id, key)
           on conflict (subject_id) do nothing returning subject_id::text`,
          [ids, wrapped, epoch],
        );
        await client.query('commit');
        const made = new Set(created.rows.map((row) => row.subject_id));
        return new Map(ids.flatMap((id, index) => (made.has(id) ? [[id, fresh[index] as Buffer] as const] : [])));
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  }

  return {
    async keysForWriting(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return new Map();
      // Known persons (most writes) cost one read; only persons seen for the first time are inserted.
      const known = await readRows(ids);
      const keys = await keysOf(ids, known);
      const missing = ids.filter((id) => !known.some((row) => row.subject_id === id));
      if (missing.length === 0) return keys;
      const created = await create(missing);
      for (const [id, key] of created) keys.set(id, key);
      // A concurrent first write of the same person made the key first: read theirs.
      const raced = missing.filter((id) => !created.has(id));
      if (raced.length > 0) for (const [id, key] of await this.keysForReading(raced)) keys.set(id, key);
      return keys;
    },
    async keysForReading(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return new Map();
      return keysOf(ids, await readRows(ids));
    },
    async erase(subjectIds) {
      const ids = unique(subjectIds);
      if (ids.length === 0) return;
      await db.query(
        `insert into pd_subject_keys (subject_id, key, erased_at) select unnest($1::uuid[]), null, now()
         on conflict (subject_id) do update set key = null, kek_epoch = null, erased_at = coalesce(pd_subject_keys.erased_at, now())`,
        [ids],
      );
      // The old row version (with the wrapped key) stays in the table file until vacuumed: vacuum it now. The
      // write-ahead log and backups keep it wrapped, useless once the next rotation destroyed its epoch.
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
