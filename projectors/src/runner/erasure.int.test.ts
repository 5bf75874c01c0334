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
import { createProjectionFixture, readable, scriptWriter, type ProjectionFixture } from '../testing/projection-fixture';
import { needsRebuildAfterErasure } from './erasure';
import type { Projection } from './projection';
import { startProjections, type RunningProjections } from './runner';
import { waitForProjections } from './status';

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
const write = (streamId: string, ...events: Parameters<ReturnType<typeof scriptWriter>>[1][]) =>
  scriptWriter(store, { at: new Date().toISOString(), actorId: null, actorRole: 'system' })(streamId, ...events);
const register = (contactId: string): Promise<bigint> =>
  write(`contact-${contactId}`, {
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
/** As an erasure does it: the person's key is deleted first, then the erasure is appended. */
const erase = async (contactId: string): Promise<bigint> => {
  await keys.erase([contactId]);
  return write(`privacy-${contactId}`, {
    type: 'PersonalDataErased',
    data: { contactId, subjectIds: [contactId], cause: 'request', reason: 'Antrag vom 1.12.', erasedAt: new Date().toISOString() },
  });
};

/** `namesProjection` under a name of its own, counting how often its handler met each contact's registration (a rebuild meets it again). */
function countedNames(name: string): { projection: Projection; seen: Map<string, number> } {
  const seen = new Map<string, number>();
  const projection: Projection = {
    ...namesProjection,
    name,
    schema: `rm_${name.replace(/-/g, '_')}`,
    handle(batch, connection, context) {
      for (const event of batch)
        if (event.type === 'ContactRegistered') seen.set(event.data.contactId, (seen.get(event.data.contactId) ?? 0) + 1);
      return namesProjection.handle(batch, connection, context);
    },
  };
  return { projection, seen };
}

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
    await register(contactId);
    await until(
      async () => (await nameIn(sql.unsafe`select name from rm_test_names.names where contact_id = ${contactId}`)) === 'Hedda Quellmann',
    );
    await erase(contactId);
    await until(
      async () => (await nameIn(sql.unsafe`select name from rm_test_names.names where contact_id = ${contactId}`)) === ERASED_PERSON,
    );
    expect(await nameIn(sql.unsafe`select full_name as name from rm_contacts.contacts where contact_id = ${contactId}`)).toBe(
      ERASED_PERSON,
    );
    expect(running.lastError('test-names')).toBeNull();
  });
});

describe('erasures a run finds in the log when it begins', () => {
  const start = (projection: Projection) =>
    startProjections({ pool: fixture.pool, databaseUrl: fixture.database.url, store, bus: createInProcessBus() }, [projection], {
      retryDelayMs: 50,
      // Each event a batch of its own: every erasure in a batch apart.
      catchUpBatchSize: 1,
    });

  it('a read model built from empty reads the person as erased and is not rebuilt for it', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await register(first);
    await register(second);
    await erase(first);
    const last = await erase(second);
    // The erasures are in the log, visible below every running transaction, before the run begins.
    await readable(store, last);
    const { projection, seen } = countedNames('test-names-fresh');
    const run = await start(projection);
    try {
      await waitForProjections(fixture.pool, store, [projection], { position: last });
      await run.rebuildsSettled();
      for (const contactId of [first, second]) {
        expect(await nameIn(sql.unsafe`select name from rm_test_names_fresh.names where contact_id = ${contactId}`)).toBe(ERASED_PERSON);
        expect(seen.get(contactId), 'registrations met: once in the catch-up, no rebuild').toBe(1);
      }
    } finally {
      await run.stop();
    }
  });

  it('a read model that held the person before it stopped is rebuilt once after its catch-up, however many erasures it meets', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const { projection, seen } = countedNames('test-names-resumed');
    const before = await start(projection);
    try {
      await waitForProjections(fixture.pool, store, [projection], { position: await register(first) });
      await waitForProjections(fixture.pool, store, [projection], { position: await register(second) });
    } finally {
      await before.stop();
    }
    expect(await nameIn(sql.unsafe`select name from rm_test_names_resumed.names where contact_id = ${first}`)).toBe('Hedda Quellmann');
    await erase(first);
    const last = await erase(second);
    await readable(store, last);
    const after = await start(projection);
    try {
      await waitForProjections(fixture.pool, store, [projection], { position: last });
      await after.rebuildsSettled();
      for (const contactId of [first, second]) {
        expect(await nameIn(sql.unsafe`select name from rm_test_names_resumed.names where contact_id = ${contactId}`)).toBe(ERASED_PERSON);
        expect(seen.get(contactId), 'registrations met: once live, once in the one rebuild').toBe(2);
      }
    } finally {
      await after.stop();
    }
  });

  it('erasures in a row while it runs make one rebuild, once they pause', async () => {
    const persons = [randomUUID(), randomUUID(), randomUUID()];
    const { projection, seen } = countedNames('test-names-sweep');
    const run = await startProjections(
      { pool: fixture.pool, databaseUrl: fixture.database.url, store, bus: createInProcessBus() },
      [projection],
      { retryDelayMs: 50, erasureRebuildQuietMs: 500 },
    );
    try {
      for (const contactId of persons) await waitForProjections(fixture.pool, store, [projection], { position: await register(contactId) });
      // As a retention run does: one erasure after the other, each its own batch.
      for (const contactId of persons) await waitForProjections(fixture.pool, store, [projection], { position: await erase(contactId) });
      await run.rebuildsSettled();
      for (const contactId of persons) {
        expect(await nameIn(sql.unsafe`select name from rm_test_names_sweep.names where contact_id = ${contactId}`)).toBe(ERASED_PERSON);
        expect(seen.get(contactId), 'registrations met: once live, once in the one rebuild').toBe(2);
      }
    } finally {
      await run.stop();
    }
  });
});
