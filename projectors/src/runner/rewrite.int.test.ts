import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERASED_PERSON } from '@rm/domain';
import {
  createFileKeyEncryption,
  createPostgresEventStore,
  createPostgresKeyStore,
  migrateEventStore,
  migrateKeyStore,
  withPersonalData,
  type EventStore,
  type KeyStore,
} from '@rm/eventstore';
import { createDatabasePool, createInProcessBus, startEmbeddedPostgres } from '@rm/platform';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsProjection } from '../contacts/contacts';
import { scriptWriter } from '../testing/projection-fixture';
import { rewriteErasedReadModels, type RewriteOutcome } from './rewrite';
import { startProjections, type RunningProjections } from './runner';

/** Every file below `directory`. */
async function filesBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** How many of the database's table and index files (not the write-ahead log) hold `text`. */
async function filesHolding(dataDir: string, text: string): Promise<number> {
  const needle = Buffer.from(text, 'utf8');
  let count = 0;
  for (const file of await filesBelow(path.join(dataDir, 'base'))) if ((await readFile(file).catch(() => null))?.includes(needle)) count++;
  return count;
}

let handle: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let top: string;
let pool: DatabasePool;
let keys: KeyStore;
let store: EventStore;
let running: RunningProjections;
let client: pg.Client;

beforeAll(async () => {
  top = mkdtempSync(path.join(tmpdir(), 'rm-rewrite-'));
  handle = await startEmbeddedPostgres({ dataDir: path.join(top, 'pg'), stopWithParent: true });
  await migrateEventStore(handle.url);
  const encryption = createFileKeyEncryption({ directory: path.join(top, 'keys') });
  await migrateKeyStore(handle.url, encryption);
  pool = await createDatabasePool(handle.url, { maximumPoolSize: 6 });
  keys = createPostgresKeyStore({ connectionString: handle.url, encryption });
  store = withPersonalData(createPostgresEventStore({ pool, connectionString: handle.url }), { keys });
  running = await startProjections({ pool, databaseUrl: handle.url, store, bus: createInProcessBus() }, [contactsProjection], {
    retryDelayMs: 50,
  });
  client = new pg.Client({ connectionString: handle.url });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  await running?.stop();
  await keys?.close();
  await store?.close();
  await pool?.end();
  await handle?.stop();
  await rm(top, { recursive: true, force: true });
  if (handle && handle.dataDir !== path.join(top, 'pg')) await rm(handle.dataDir, { recursive: true, force: true });
});

const until = async (check: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
/** A person's key erased and the erasure recorded, as the privacy command does. */
const eraseSomeone = async (): Promise<void> => {
  const erasedId = randomUUID();
  const write = scriptWriter(store, { at: new Date().toISOString(), actorId: null, actorRole: 'system' });
  await keys.erase([erasedId]);
  await write(`privacy-${erasedId}`, {
    type: 'PersonalDataErased',
    data: { contactId: erasedId, subjectIds: [erasedId], cause: 'request', reason: 'Antrag', erasedAt: new Date().toISOString() },
  });
};
const nameOf = async (contactId: string): Promise<string | undefined> =>
  (
    (await pool.query(sql.unsafe`select full_name from rm_contacts.contacts where contact_id = ${contactId}`)).rows[0] as
      { full_name?: string } | undefined
  )?.full_name;

describe('the rewrite of read models after an erasure', () => {
  it("removes a forgotten person's old row versions and index entries from the table files, and does nothing without a new erasure", async () => {
    const write = scriptWriter(store, { at: new Date().toISOString(), actorId: null, actorRole: 'system' });
    const erasedId = randomUUID();
    const keptId = randomUUID();
    const register = (contactId: string, lastName: string) =>
      write(`contact-${contactId}`, {
        type: 'ContactRegistered',
        data: {
          contactId,
          userId: null,
          firstName: 'Irmtraud',
          lastName,
          email: `${lastName.toLowerCase()}@mail.test`,
          phone: '+49 151 5550199',
          profession: 'care',
          zipCode: '20095',
          city: 'Hamburg',
          lat: 53.55,
          lng: 10,
          registeredAt: new Date().toISOString(),
        },
      });
    await register(erasedId, 'Quastenflosser');
    await register(keptId, 'Bleibtreu');
    await until(async () => (await nameOf(erasedId)) === 'Irmtraud Quastenflosser' && (await nameOf(keptId)) === 'Irmtraud Bleibtreu');
    expect(await rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection] })).toMatchObject({
      outcome: 'nothing-erased',
    });

    await keys.erase([erasedId]);
    await write(`privacy-${erasedId}`, {
      type: 'PersonalDataErased',
      data: { contactId: erasedId, subjectIds: [erasedId], cause: 'request', reason: 'Antrag', erasedAt: new Date().toISOString() },
    });
    await until(async () => (await nameOf(erasedId)) === ERASED_PERSON);
    await client.query('checkpoint');
    // Forgotten, the old row version and its index entries are still in the files (a VACUUM marks them free, it does not wipe them).
    expect(await filesHolding(handle.dataDir, 'Quastenflosser')).toBeGreaterThan(0);

    const outcome = await rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection] });
    expect(outcome).toMatchObject({ outcome: 'rewritten', skipped: [] });
    expect(outcome.outcome === 'rewritten' && outcome.tables).toContain('rm_contacts.contacts');
    await client.query('checkpoint');
    expect(await filesHolding(handle.dataDir, 'Quastenflosser')).toBe(0);
    expect(await filesHolding(handle.dataDir, 'quastenflosser@mail.test')).toBe(0);
    // The scan sees what is there: the surviving person is in the files, and reads as before.
    expect(await filesHolding(handle.dataDir, 'Bleibtreu')).toBeGreaterThan(0);
    expect(await nameOf(keptId)).toBe('Irmtraud Bleibtreu');
    expect(await nameOf(erasedId)).toBe(ERASED_PERSON);

    expect(await rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection] })).toMatchObject({
      outcome: 'nothing-erased',
    });
  }, 120_000);

  it('waits until every read model that may hold personal data has applied the erasure', async () => {
    const lagging = { ...contactsProjection, name: 'contacts-lagging', schema: 'rm_contacts_lagging' };
    await client.query(`insert into rm_checkpoints (projection, position) values ('contacts-lagging', 0) on conflict do nothing`);
    await eraseSomeone();
    const waiting = await rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection, lagging] });
    expect(waiting.outcome).toBe('waiting-for-projections');
    expect(waiting.outcome === 'waiting-for-projections' && waiting.behind).toContain('contacts-lagging');
    // Another instance holding the lock: this one leaves the run to it.
    const other = new pg.Client({ connectionString: handle.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, 0)', [0x52_57]);
      expect(await rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection] })).toEqual({
        outcome: 'busy',
      });
    } finally {
      await other.end();
    }
  }, 60_000);

  it('leaves a table a reader holds to the next run, and moves the erasure mark only once every table was rewritten', async () => {
    await eraseSomeone();
    const rewrite = () =>
      rewriteErasedReadModels({ databaseUrl: handle.url, store, projections: [contactsProjection], lockTimeoutMs: 50, lockAttempts: 2 });
    const reader = new pg.Client({ connectionString: handle.url });
    await reader.connect();
    try {
      // A long read: its share lock keeps the copy's exclusive lock out for every try of this run.
      await reader.query('begin');
      await reader.query('select count(*) from rm_contacts.contacts');
      let held = { outcome: 'busy' } as RewriteOutcome;
      await until(async () => (held = await rewrite()).outcome !== 'waiting-for-projections');
      expect(held).toMatchObject({ outcome: 'rewritten', skipped: ['rm_contacts.contacts'] });
      const mark = await client.query<{ erased_up_to: string }>('select erased_up_to::text as erased_up_to from rm_read_model_rewrites');
      expect(held.outcome === 'rewritten' && held.erasedUpTo).toBe(mark.rows[0]?.erased_up_to);
      await reader.query('commit');
    } finally {
      await reader.end();
    }
    const after = await rewrite();
    expect(after).toMatchObject({ outcome: 'rewritten', skipped: [] });
    expect(after.outcome === 'rewritten' && after.tables).toContain('rm_contacts.contacts');
    expect(await rewrite()).toMatchObject({ outcome: 'nothing-erased' });
  }, 60_000);
});
