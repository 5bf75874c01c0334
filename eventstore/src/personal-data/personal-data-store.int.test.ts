import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { DomainError, ERASED_PERSON, userEmailStreamId } from '@rm/domain';
import { createDatabasePool, createTestDatabase, type TestDatabase } from '@rm/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eventStoreContract } from '../contract';
import type { EventStore, NewEvent } from '../port';
import { createPostgresEventStore, migrateEventStore } from '../postgres/postgres-event-store';
import { CIPHER_PREFIX, isCiphertext } from './field-cipher';
import { createFileKeyEncryption } from './key-encryption';
import type { KeyStore } from './key-store';
import { migratePersonalData } from './migrate-personal-data';
import { createLocalPersonalFiles } from './personal-files';
import { createPostgresKeyStore, migrateKeyStore } from './postgres-key-store';
import { withPersonalData } from './personal-data-store';
import { configureStreamKeySecret, restoreStreamKeySecret, streamKeyOf } from './stream-keys';

const encryption = createFileKeyEncryption({ directory: mkdtempSync(path.join(tmpdir(), 'rm-kek-')) });

eventStoreContract('PostgreSQL with personal data encrypted', async () => {
  const database = await createTestDatabase('es_pd');
  const pool = await createDatabasePool(database.url);
  await migrateEventStore(database.url);
  await migrateKeyStore(database.url, encryption);
  const store = withPersonalData(createPostgresEventStore({ pool, connectionString: database.url }), {
    keys: createPostgresKeyStore({ connectionString: database.url, encryption }),
  });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});

const metadata = () => ({
  actorId: null,
  actorRole: 'system',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

const registered = (contactId: string, name = 'Kim', email: string | null = 'kim.example@mail.test'): NewEvent => ({
  id: randomUUID(),
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName: name,
    lastName: 'Wunderlich',
    email,
    phone: '+49 151 5550123',
    profession: 'driver',
    zipCode: '10115',
    city: 'Berlin',
    lat: 52.53,
    lng: 13.38,
    registeredAt: '2026-11-01T10:00:00.000Z',
  },
  metadata: metadata(),
});

describe('personal data in the event store', () => {
  let database: TestDatabase;
  let raw: EventStore;
  let keys: KeyStore;
  let store: EventStore;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('es_pd2');
    const pool = await createDatabasePool(database.url);
    await migrateEventStore(database.url);
    await migrateKeyStore(database.url, encryption);
    raw = createPostgresEventStore({ pool, connectionString: database.url });
    keys = createPostgresKeyStore({ connectionString: database.url, encryption });
    store = withPersonalData(raw, { keys });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return async () => {
      await client.end();
      await raw.close();
      await keys.close();
      await pool.end();
      await database.drop();
    };
  });
  afterAll(() => undefined);

  /**
   * The stream's events as stored, each ciphertext cut to its prefix: a ciphertext is random base64url, which holds
   * a short word such as 'Kim' now and then (a run failed so), and what is checked is what is stored in the clear.
   */
  const storedText = async (streamId: string): Promise<string> =>
    (
      (
        await client.query<{ text: string }>(
          `select coalesce(string_agg(data::text, ' '), '') as text from es_events where stream_id = $1`,
          [streamId],
        )
      ).rows[0]?.text ?? ''
    ).replaceAll(new RegExp(`${CIPHER_PREFIX}[A-Za-z0-9_-]+`, 'g'), CIPHER_PREFIX);

  it('stores only ciphertext for declared fields and reads them back plain, numbers as numbers', async () => {
    const contactId = randomUUID();
    const stream = `contact-${contactId}`;
    const appended = await store.append(stream, [registered(contactId)], 'no_stream');
    const text = await storedText(stream);
    for (const plain of ['Kim', 'Wunderlich', 'kim.example@mail.test', '5550123', '10115', 'Berlin', '52.53'])
      expect(text).not.toContain(plain);
    expect(text).toContain('driver');
    const [rawEvent] = await raw.readStream(stream);
    expect(isCiphertext((rawEvent?.data as { firstName: unknown }).firstName)).toBe(true);
    const [event] = await store.readStream(stream);
    expect(event?.data).toMatchObject({ firstName: 'Kim', email: 'kim.example@mail.test', lat: 52.53, zipCode: '10115' });
    // Readable once no older transaction of the server is still running (the watermark may trail a moment).
    const deadline = Date.now() + 10_000;
    while ((await store.headPosition()) < appended.position && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const all = await store.readAll(appended.position - 1n, 10);
    expect(all.find((e) => e.streamId === stream)?.data).toMatchObject({ lastName: 'Wunderlich' });
  });

  it('delivers decrypted events to subscribers', async () => {
    const contactId = randomUUID();
    const from = await store.headPosition();
    const received: string[] = [];
    let done: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (done = resolve));
    const subscription = store.subscribeToAll(from, (batch) => {
      for (const event of batch)
        if (event.type === 'ContactRegistered' && event.data.contactId === contactId) received.push(event.data.firstName);
      if (received.length > 0) done();
      return Promise.resolve();
    });
    await store.append(`contact-${contactId}`, [registered(contactId, 'Jolanda')], 'no_stream');
    await arrived;
    await subscription.stop();
    expect(received).toEqual(['Jolanda']);
  });

  it('binds a ciphertext to its person: copied into another person’s event it does not decrypt', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await store.append(`contact-${a}`, [registered(a)], 'no_stream');
    await store.append(`contact-${b}`, [registered(b, 'Other')], 'no_stream');
    await client.query(
      `update es_events set data = jsonb_set(data, '{firstName}', (select data->'firstName' from es_events where stream_id = $1)) where stream_id = $2`,
      [`contact-${a}`, `contact-${b}`],
    );
    await expect(store.readStream(`contact-${b}`)).rejects.toThrow(/does not decrypt/);
  });

  it('reads an erased person as erased and refuses new personal data about them', async () => {
    const contactId = randomUUID();
    const stream = `contact-${contactId}`;
    await store.append(stream, [registered(contactId)], 'no_stream');
    await keys.erase([contactId]);
    const [event] = await store.readStream(stream);
    expect(event?.data).toMatchObject({
      firstName: ERASED_PERSON,
      lastName: '',
      email: null,
      phone: null,
      zipCode: '',
      lat: 0,
      profession: 'driver',
    });
    const refused = await store
      .append(stream, [{ id: randomUUID(), type: 'ContactDeactivated', data: { contactId, reason: 'Umzug' }, metadata: metadata() }], 0)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('conflict');
    // Events without personal data still go in (an offer moving, the contact disabled).
    await store.append(stream, [{ id: randomUUID(), type: 'ContactDisabledForUnlock', data: { contactId }, metadata: metadata() }], 0);
    expect(await keys.keysForWriting([contactId])).toEqual(new Map());
  });

  it('migrates a store written before encryption once: personal fields encrypted in place, claim streams renamed, nothing else changed', async () => {
    const contactId = randomUUID();
    const userId = randomUUID();
    const email = `migrated-${userId.slice(0, 8)}@mail.test`;
    const plainStream = `user-email-${email}`;
    await raw.append(`contact-${contactId}`, [registered(contactId, 'Gerlinde')], 'no_stream');
    await raw.append(
      plainStream,
      [{ id: randomUUID(), type: 'UserEmailClaimed', data: { userId, email }, metadata: metadata() }],
      'no_stream',
    );
    const before = (await raw.readStream(`contact-${contactId}`))[0];
    const result = await migratePersonalData({ connectionString: database.url, keys, batchSize: 2 });
    expect(result.ran).toBe(true);
    expect(result.encryptedEvents).toBeGreaterThanOrEqual(2);
    expect(await storedText(`contact-${contactId}`)).not.toContain('Gerlinde');
    const after = (await raw.readStream(`contact-${contactId}`))[0];
    expect({ ...after, data: null }).toEqual({ ...before, data: null });
    expect((await store.readStream(`contact-${contactId}`))[0]?.data).toEqual(before?.data);
    expect(await raw.readStream(plainStream)).toEqual([]);
    const claim = await store.readStream(userEmailStreamId(streamKeyOf(email)));
    expect(claim.map((event) => event.data)).toEqual([{ userId, email }]);
    expect((await migratePersonalData({ connectionString: database.url, keys })).ran).toBe(false);
  });

  it('names claim streams by a keyed HMAC, not by a digest anyone can compute; a rotated secret renames them once', async () => {
    const kept = `kept-${randomUUID().slice(0, 8)}@mail.test`;
    const keptUser = randomUUID();
    const gone = `gone-${randomUUID().slice(0, 8)}@mail.test`;
    const goneUser = randomUUID();
    const claim = (userId: string, email: string): NewEvent[] => [
      { id: randomUUID(), type: 'UserEmailClaimed', data: { userId, email }, metadata: metadata() },
    ];
    await store.append(userEmailStreamId(streamKeyOf(kept)), claim(keptUser, kept), 'no_stream');
    await store.append(userEmailStreamId(streamKeyOf(gone)), claim(goneUser, gone), 'no_stream');
    const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
    expect(streamKeyOf(kept)).not.toBe(sha256(kept));
    await keys.erase([goneUser]);

    const previousSecret = configureStreamKeySecret('rotated-stream-key-secret-0123456789abcdef');
    onTestFinished(() => restoreStreamKeySecret(previousSecret));
    const rotated = await migratePersonalData({ connectionString: database.url, keys });
    expect(rotated.renamedClaimStreams).toBeGreaterThanOrEqual(2);
    expect((await store.readStream(userEmailStreamId(streamKeyOf(kept)))).map((event) => event.data)).toEqual([
      { userId: keptUser, email: kept },
    ]);
    // The erased claimant's stream keeps no digest of the address at all.
    expect((await raw.readStream(`user-email-erased-${goneUser}`)).map((event) => event.type)).toEqual(['UserEmailClaimed']);
    const streams = await client.query<{ stream_id: string }>(
      `select distinct stream_id from es_events where stream_id like 'user-email-%'`,
    );
    for (const { stream_id: stream } of streams.rows) for (const email of [kept, gone]) expect(stream).not.toContain(sha256(email));
    // Once per secret.
    expect((await migratePersonalData({ connectionString: database.url, keys })).renamedClaimStreams).toBe(0);
  });

  it('keeps files per person, encrypted, and erases them with the person', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'rm-files-'));
    try {
      const files = createLocalPersonalFiles({ directory, keys });
      const contactId = randomUUID();
      await files.put(contactId, 'cv', {
        name: 'Lebenslauf Gerlinde.txt',
        contentType: 'text/plain',
        content: Buffer.from('Gerlinde Wunderlich'),
      });
      const [stored] = await readdir(path.join(directory, contactId));
      expect(await readFile(path.join(directory, contactId, stored ?? ''), 'utf8')).not.toContain('Gerlinde');
      expect((await files.read(contactId, 'cv'))?.content.toString()).toBe('Gerlinde Wunderlich');
      expect(await files.erase([contactId])).toBe(1);
      expect(await files.list(contactId)).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
