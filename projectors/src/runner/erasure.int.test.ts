import { randomUUID } from 'node:crypto';
import { ERASED_PERSON } from '@rm/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createFileKeyEncryption,
  createPostgresKeyStore,
  migrateKeyStore,
  withPersonalData,
  type EventStore,
  type KeyStore,
} from '@rm/eventstore';
import { createInProcessBus } from '@rm/platform';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsProjection } from '../contacts/contacts';
import { runStatements, table } from '../shared/sql-rows';
import { createProjectionFixture, scriptWriter, type ProjectionFixture } from '../testing/projection-fixture';
import { needsRebuildAfterErasure } from './erasure';
import type { Projection } from './projection';
import { startProjections, type RunningProjections } from './runner';

/** A read model of a later feature that copies names and declares no `forget`. */
const namesProjection: Projection = {
  name: 'test-names',
  schema: 'rm_test_names',
  eventTypes: ['ContactRegistered'],
  createTables: (connection: DatabaseTransactionConnection, schema: string) =>
    runStatements(connection, [
      sql.fragment`create table if not exists ${table(schema, 'names')} (contact_id uuid primary key, name text not null)`,
    ]),
  async handle(batch, connection, { schema }) {
    for (const event of batch)
      if (event.type === 'ContactRegistered')
        await connection.query(sql.unsafe`
          insert into ${table(schema, 'names')} values (${event.data.contactId}, ${`${event.data.firstName} ${event.data.lastName}`.trim()})
          on conflict (contact_id) do update set name = excluded.name`);
    return [];
  },
};

let fixture: ProjectionFixture;
let keys: KeyStore;
let store: EventStore;
let running: RunningProjections;

beforeAll(async () => {
  fixture = await createProjectionFixture('erasure');
  const encryption = createFileKeyEncryption({ directory: mkdtempSync(path.join(tmpdir(), 'rm-kek-')) });
  await migrateKeyStore(fixture.database.url, encryption);
  keys = createPostgresKeyStore({ connectionString: fixture.database.url, encryption });
  store = withPersonalData(fixture.store, { keys });
  running = await startProjections(
    { pool: fixture.pool, databaseUrl: fixture.database.url, store, bus: createInProcessBus() },
    [contactsProjection, namesProjection],
    { retryDelayMs: 50 },
  );
});
afterAll(async () => {
  await running.stop();
  await keys.close();
  await fixture.close();
});

const until = async (check: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const nameIn = async (query: ReturnType<typeof sql.unsafe>): Promise<string | undefined> =>
  ((await fixture.pool.query(query)).rows[0] as { name?: string } | undefined)?.name;

describe('read models after an erasure', () => {
  it('rebuilds only what may hold personal data and cannot forget', () => {
    expect(needsRebuildAfterErasure(namesProjection)).toBe(true);
    expect(needsRebuildAfterErasure(contactsProjection)).toBe(false);
    expect(needsRebuildAfterErasure({ ...namesProjection, eventTypes: ['OfferCreated'] })).toBe(false);
    expect(needsRebuildAfterErasure({ ...namesProjection, startsAtHead: true, eventTypes: undefined })).toBe(false);
  });

  it('a read model with forget forgets in the batch; one without is rebuilt from the log, where the person reads as erased', async () => {
    const contactId = randomUUID();
    const write = scriptWriter(store, { at: new Date().toISOString(), actorId: null, actorRole: 'system' });
    await write(`contact-${contactId}`, {
      type: 'ContactRegistered',
      data: {
        contactId,
        userId: null,
        firstName: 'Hedda',
        lastName: 'Quellmann',
        email: 'hedda@mail.test',
        phone: null,
        profession: 'care',
        zipCode: '20095',
        city: 'Hamburg',
        lat: 53.55,
        lng: 10,
        registeredAt: new Date().toISOString(),
      },
    });
    await until(
      async () => (await nameIn(sql.unsafe`select name from rm_test_names.names where contact_id = ${contactId}`)) === 'Hedda Quellmann',
    );
    await keys.erase([contactId]);
    await write(`privacy-${contactId}`, {
      type: 'PersonalDataErased',
      data: { contactId, subjectIds: [contactId], cause: 'request', reason: 'Antrag vom 1.12.', erasedAt: new Date().toISOString() },
    });
    await until(
      async () => (await nameIn(sql.unsafe`select name from rm_test_names.names where contact_id = ${contactId}`)) === ERASED_PERSON,
    );
    expect(await nameIn(sql.unsafe`select full_name as name from rm_contacts.contacts where contact_id = ${contactId}`)).toBe(
      ERASED_PERSON,
    );
    expect(running.lastError('test-names')).toBeNull();
  });
});
