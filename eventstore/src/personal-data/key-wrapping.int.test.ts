import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabasePool, createTestDatabase, startEmbeddedPostgres, type TestDatabase } from '@rm/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../port';
import { createPostgresEventStore, migrateEventStore } from '../postgres/postgres-event-store';
import { startFakeVault, type FakeVault } from './fake-vault.fixture';
import { newKey } from './field-cipher';
import { createFileKeyEncryption, KekUnavailableError, type KeyEncryption } from './key-encryption';
import { withPersonalData } from './personal-data-store';
import { createPostgresKeyStore, migrateKeyStore, rotateKeyEncryption } from './postgres-key-store';
import { createVaultKeyEncryption } from './vault-key-encryption';

const registered = (contactId: string, firstName: string, lastName: string): NewEvent => ({
  id: randomUUID(),
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName,
    lastName,
    email: `${lastName.toLowerCase()}@mail.test`,
    phone: '+49 151 5550123',
    profession: 'driver',
    zipCode: '10115',
    city: 'Berlin',
    lat: 52.53,
    lng: 13.38,
    registeredAt: '2026-11-01T10:00:00.000Z',
  },
  metadata: { actorId: null, actorRole: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

const temporaryDir = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));

/** Every file below `directory`. */
async function filesBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

interface Opened {
  encryption: KeyEncryption;
  close: () => Promise<void>;
  vault?: FakeVault;
}

describe.each<[string, () => Promise<Opened>]>([
  [
    'file',
    () => Promise.resolve({ encryption: createFileKeyEncryption({ directory: temporaryDir('rm-kek-') }), close: () => Promise.resolve() }),
  ],
  [
    'file sealed with PERSONAL_DATA_KEK',
    () =>
      Promise.resolve({
        encryption: createFileKeyEncryption({ directory: temporaryDir('rm-kek-'), secret: randomBytes(24).toString('base64') }),
        close: () => Promise.resolve(),
      }),
  ],
  [
    'vault transit',
    async () => {
      const vault: FakeVault = await startFakeVault();
      return {
        encryption: createVaultKeyEncryption({ address: vault.address, token: vault.token, key: 'personal-data' }),
        close: () => vault.close(),
        vault,
      };
    },
  ],
])('person keys wrapped by a KEK (%s)', (_kind, open) => {
  let database: TestDatabase;
  let encryption: KeyEncryption;
  let client: pg.Client;
  let close: () => Promise<void>;
  let vault: FakeVault | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('es_kek');
    await migrateEventStore(database.url);
    const opened = await open();
    encryption = opened.encryption;
    close = opened.close;
    vault = opened.vault;
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await close();
    await database.drop();
  });

  const row = async (id: string) =>
    (
      await client.query<{ key: Buffer | null; kek_epoch: number | null }>(
        'select key, kek_epoch from pd_subject_keys where subject_id = $1',
        [id],
      )
    ).rows[0];

  it('wraps the keys stored before at the first start, and new ones from then on; the database never holds a key as it is', async () => {
    await migrateKeyStore(database.url);
    const legacyId = randomUUID();
    const legacyKey = newKey();
    await client.query('insert into pd_subject_keys (subject_id, key) values ($1, $2)', [legacyId, legacyKey]);
    await migrateKeyStore(database.url, encryption);
    const migrated = await row(legacyId);
    expect(migrated?.kek_epoch).toBe(1);
    expect(migrated?.key?.includes(legacyKey)).toBe(false);
    const keys = createPostgresKeyStore({ connectionString: database.url, encryption });
    try {
      expect((await keys.keysForReading([legacyId])).get(legacyId)).toEqual(legacyKey);
      const freshId = randomUUID();
      const fresh = (await keys.keysForWriting([freshId])).get(freshId);
      expect(fresh).toHaveLength(32);
      const stored = await row(freshId);
      expect(stored?.kek_epoch).toBe(1);
      expect(stored?.key?.includes(fresh as Buffer)).toBe(false);
      expect((await keys.keysForReading([freshId])).get(freshId)).toEqual(fresh);
    } finally {
      await keys.close();
    }
  });

  it('rotates: surviving keys re-wrapped, the old epoch destroyed, reads go on throughout, not twice within the period', async () => {
    const keys = createPostgresKeyStore({ connectionString: database.url, encryption });
    const store = withPersonalData(
      createPostgresEventStore({ pool: await createDatabasePool(database.url), connectionString: database.url }),
      { keys },
    );
    try {
      const ids = Array.from({ length: 40 }, () => randomUUID());
      const before = await keys.keysForWriting(ids);
      const contactId = ids[0] as string;
      await store.append(`contact-${contactId}`, [registered(contactId, 'Hiltrud', 'Rotationsfest')], 'no_stream');
      const oldWrapped = (await row(contactId))?.key as Buffer;
      let reads = 0;
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const seen = await keys.keysForReading(ids);
          for (const id of ids) expect(seen.get(id)).toEqual(before.get(id));
          reads++;
        }
      })();
      const rotated = await rotateKeyEncryption({ connectionString: database.url, encryption, periodMs: 0 });
      reading = false;
      await reader;
      expect(rotated).toMatchObject({ outcome: 'rotated', epoch: 2 });
      expect(rotated.rewrapped).toBeGreaterThanOrEqual(ids.length);
      expect(reads).toBeGreaterThan(0);
      expect((await row(contactId))?.kek_epoch).toBe(2);
      expect((await store.readStream(`contact-${contactId}`))[0]?.data).toMatchObject({ firstName: 'Hiltrud', lastName: 'Rotationsfest' });
      // The copy wrapped under epoch 1 (as a log or a backup keeps it) unwraps no more.
      await expect(encryption.unwrap(1, [oldWrapped])).rejects.toBeInstanceOf(KekUnavailableError);
      if (vault) expect(vault.versions('personal-data')).toEqual([2]);
      expect((await rotateKeyEncryption({ connectionString: database.url, encryption, periodMs: 3600_000 })).outcome).toBe('not-due');
      const newId = randomUUID();
      await keys.keysForWriting([newId]);
      expect((await row(newId))?.kek_epoch).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('lets one instance rotate at a time', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => rotateKeyEncryption({ connectionString: database.url, encryption, periodMs: 0 })),
    );
    const outcomes = results.map((result) => result.outcome).sort();
    expect(outcomes.filter((outcome) => outcome === 'rotated').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome === 'rotated' || outcome === 'busy' || outcome === 'not-due')).toBe(true);
    const state = await client.query<{ current_epoch: number }>('select current_epoch from pd_kek_state');
    const stale = await client.query('select 1 from pd_subject_keys where key is not null and kek_epoch <> $1', [
      state.rows[0]?.current_epoch,
    ]);
    expect(stale.rowCount).toBe(0);
  });
});

describe('crypto-shredding against a copy of the database files', () => {
  let handle: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  let top: string;

  beforeAll(async () => {
    top = temporaryDir('rm-carve-');
    handle = await startEmbeddedPostgres({ dataDir: path.join(top, 'pg'), stopWithParent: true });
  }, 120_000);
  afterAll(async () => {
    await handle?.stop();
    await rm(top, { recursive: true, force: true });
    if (handle && handle.dataDir !== path.join(top, 'pg')) await rm(handle.dataDir, { recursive: true, force: true });
  });

  it("finds neither an erased person's data nor their key in the heap files or the write-ahead log after one rotation", async () => {
    const url = handle.url;
    const kekDir = path.join(top, 'personal-data-keys');
    const encryption = createFileKeyEncryption({ directory: kekDir });
    await migrateEventStore(url);
    await migrateKeyStore(url, encryption);
    const pool = await createDatabasePool(url);
    const keys = createPostgresKeyStore({ connectionString: url, encryption });
    const store = withPersonalData(createPostgresEventStore({ pool, connectionString: url }), { keys });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const erasedId = randomUUID();
      const keptId = randomUUID();
      await store.append(`contact-${erasedId}`, [registered(erasedId, 'Gerlinde', 'Zwetschgenbaum')], 'no_stream');
      await store.append(`contact-${keptId}`, [registered(keptId, 'Kunigunde', 'Bleibtreu')], 'no_stream');
      const erasedKey = (await keys.keysForReading([erasedId])).get(erasedId) as Buffer;
      const keptKey = (await keys.keysForReading([keptId])).get(keptId) as Buffer;
      const wrappedBefore = (await client.query<{ key: Buffer }>('select key from pd_subject_keys where subject_id = $1', [erasedId]))
        .rows[0]?.key as Buffer;
      // The worst case: the wrapped key is in the table file and the log before the erasure.
      await client.query('checkpoint');

      await keys.erase([erasedId]);
      const rotation = await rotateKeyEncryption({ connectionString: url, encryption, periodMs: 0 });
      expect(rotation).toMatchObject({ outcome: 'rotated', epoch: 2 });
      await client.query('checkpoint');

      const files = [...(await filesBelow(path.join(handle.dataDir, 'base'))), ...(await filesBelow(path.join(handle.dataDir, 'pg_wal')))];
      const found = { erasedKey: 0, keptKey: 0, wrappedBefore: 0, keptWrapped: 0, plain: 0 };
      const keptWrapped = (await client.query<{ key: Buffer }>('select key from pd_subject_keys where subject_id = $1', [keptId])).rows[0]
        ?.key as Buffer;
      const plain = Buffer.from('Zwetschgenbaum', 'utf8');
      let bytes = 0;
      for (const file of files) {
        const content = await readFile(file).catch(() => null);
        if (!content) continue;
        bytes += content.length;
        if (content.includes(erasedKey)) found.erasedKey++;
        if (content.includes(keptKey)) found.keptKey++;
        if (content.includes(wrappedBefore)) found.wrappedBefore++;
        if (content.includes(keptWrapped)) found.keptWrapped++;
        if (content.includes(plain)) found.plain++;
      }
      expect(bytes).toBeGreaterThan(1_000_000);
      // The scan sees what is there: the surviving person's wrapped key (current epoch) is in the files.
      expect(found.keptWrapped).toBeGreaterThan(0);
      // Neither person's key as it is, nor the erased person's name, anywhere.
      expect(found).toMatchObject({ erasedKey: 0, keptKey: 0, plain: 0 });
      // A wrapped copy may be left in the log; its KEK is gone (the file overwritten and removed).
      expect(await readdir(kekDir)).toEqual(['kek-2']);
      expect(await stat(path.join(kekDir, 'kek-1')).catch(() => null)).toBeNull();
      await expect(encryption.unwrap(1, [wrappedBefore])).rejects.toBeInstanceOf(KekUnavailableError);
      await expect(encryption.unwrap(2, [wrappedBefore])).rejects.toThrow();
      // The erased person reads as erased; the other as they were.
      expect((await store.readStream(`contact-${erasedId}`))[0]?.data).toMatchObject({ lastName: '' });
      expect((await store.readStream(`contact-${keptId}`))[0]?.data).toMatchObject({ lastName: 'Bleibtreu' });
    } finally {
      await client.end();
      await store.close();
      await pool.end();
    }
  }, 120_000);
});

describe('the KEK files kept in memory', () => {
  it('wraps from memory within cacheMs; a KEK another process destroyed is gone after it, its own destroy at once', async () => {
    const directory = temporaryDir('rm-kek-cache-');
    const here = createFileKeyEncryption({ directory, cacheMs: 200 });
    const other = createFileKeyEncryption({ directory, cacheMs: 200 });
    const epoch = await here.latest();
    const [wrapped] = await here.wrap(epoch, [newKey()]);
    if (!wrapped) throw new Error('nothing wrapped');
    const next = await other.rotate();
    await other.destroyBefore(next);
    // The destroying process forgets the old KEK at once.
    await expect(other.unwrap(epoch, [wrapped])).rejects.toBeInstanceOf(KekUnavailableError);
    // This one still has it in memory (the file is gone: this could not be read from it) ...
    expect(await here.unwrap(epoch, [wrapped])).toHaveLength(1);
    await expect(readFile(path.join(directory, `kek-${epoch}`))).rejects.toMatchObject({ code: 'ENOENT' });
    // ... until cacheMs have passed.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(here.unwrap(epoch, [wrapped])).rejects.toBeInstanceOf(KekUnavailableError);
    // cacheMs 0: every use reads the file.
    const uncached = createFileKeyEncryption({ directory, cacheMs: 0 });
    const [fresh] = await uncached.wrap(next, [newKey()]);
    if (!fresh) throw new Error('nothing wrapped');
    await other.rotate().then((newest) => other.destroyBefore(newest));
    await expect(uncached.unwrap(next, [fresh])).rejects.toBeInstanceOf(KekUnavailableError);
    await rm(directory, { recursive: true, force: true });
  });
});
