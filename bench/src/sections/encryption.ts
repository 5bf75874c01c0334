import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createFileKeyEncryption,
  createPostgresEventStore,
  createPostgresKeyStore,
  migrateEventStore,
  migrateKeyStore,
  migratePersonalData,
  withPersonalData,
  type EventStore,
  type NewEvent,
} from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import { contactsProjection, offerBoardProjection, rebuildProjection, type Projection } from '@rm/projectors';
import { reproduce, type Options } from '../lib/cli';
import { closedLoop } from '../lib/load';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { count, ms, perSecond, ratio, summarize } from '../lib/stats';
import type { Row } from '../lib/table';

type Mode = 'off' | 'on';
type Kind = 'registration' | 'reason';

const metadata = () => ({
  actorId: null,
  actorRole: 'admin',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

/** A contact's registration: eight personal fields, a person seen for the first time (a key is made). */
function registration(contactId: string): NewEvent {
  return {
    id: randomUUID(),
    type: 'ContactRegistered',
    data: {
      contactId,
      userId: null,
      firstName: 'Gerlinde',
      lastName: 'Wunderlich',
      email: `gerlinde.${contactId.slice(0, 8)}@example.test`,
      phone: '+49 151 5550123',
      profession: 'care',
      zipCode: '10115',
      city: 'Berlin',
      lat: 52.53,
      lng: 13.38,
      registeredAt: new Date().toISOString(),
    },
    metadata: metadata(),
  };
}

/** An admin's reason about a known person: one personal field, the key looked up. */
const reason = (contactId: string): NewEvent => ({
  id: randomUUID(),
  type: 'ContactDeactivated',
  data: { contactId, reason: 'Hat bereits eine neue Stelle gefunden' },
  metadata: metadata(),
});

/** The KEKs of the run (a folder of its own, as the data folder's in the product). */
const encryption = createFileKeyEncryption({ directory: mkdtempSync(path.join(tmpdir(), 'rm-bench-kek-')) });

interface Stores {
  store: EventStore;
  close: () => Promise<void>;
}

async function openStores(url: string, mode: Mode, writers: number): Promise<Stores> {
  const pool = await createDatabasePool(url, { maximumPoolSize: Math.max(2, writers) });
  const raw = createPostgresEventStore({ pool, connectionString: url, maxConnections: writers });
  const keys = mode === 'on' ? createPostgresKeyStore({ connectionString: url, maxConnections: writers, encryption }) : null;
  const store = keys ? withPersonalData(raw, { keys }) : raw;
  return {
    store,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

/**
 * Appends with the personal fields encrypted (the product's store) and without (the bare PostgreSQL
 * store), side by side: a registration of a new person (eight fields; a key is made), and an event with
 * one personal field about a known person (its key looked up). Closed loop, the two modes taking turns.
 */
async function benchEncryptedAppends(url: string, settings: Settings): Promise<Row[]> {
  await migrateEventStore(url);
  await migrateKeyStore(url, encryption);
  const known = Array.from({ length: 2_000 }, () => randomUUID());
  const setup = await openStores(url, 'on', 4);
  for (const contactId of known) await setup.store.append(`contact-${contactId}`, [registration(contactId)], 'any');
  await setup.close();
  const pick = (): string => known[Math.floor(Math.random() * known.length)] ?? '';
  const rows: Row[] = [];
  const slice = settings.appendSeconds / settings.appendRounds;
  for (const kind of ['registration', 'reason'] as Kind[]) {
    for (const writers of settings.writers.filter((n) => n <= 16)) {
      const latencies: Record<Mode, number[]> = { off: [], on: [] };
      const seconds: Record<Mode, number> = { off: 0, on: 0 };
      for (let round = 0; round < settings.appendRounds; round += 1) {
        for (const mode of ['off', 'on'] as Mode[]) {
          const { store, close } = await openStores(url, mode, writers);
          const operation = async (): Promise<void> => {
            if (kind === 'registration') {
              const contactId = randomUUID();
              await store.append(`contact-${contactId}`, [registration(contactId)], 'no_stream');
            } else {
              const contactId = pick();
              await store.append(`contact-${contactId}`, [reason(contactId)], 'any');
            }
          };
          try {
            await closedLoop(writers, Math.min(1, slice / 4), operation);
            const result = await closedLoop(writers, slice, operation);
            if (result.errors > 0) throw new Error(`${kind} ${mode}: ${result.errors} failed appends, first: ${result.firstError ?? ''}`);
            latencies[mode].push(...result.samples);
            seconds[mode] += result.seconds;
          } finally {
            await close();
          }
        }
      }
      const rate = (mode: Mode): number => latencies[mode].length / seconds[mode];
      for (const mode of ['off', 'on'] as Mode[]) {
        const latency = summarize(latencies[mode]);
        rows.push({
          event: kind === 'registration' ? 'ContactRegistered (new person, 8 fields)' : 'ContactDeactivated (known person, 1 field)',
          encryption: mode,
          writers,
          'events/s': perSecond(rate(mode)),
          p50: ms(latency.p50),
          p99: ms(latency.p99),
          'on ÷ off': mode === 'on' ? ratio(rate('on') / rate('off')) : '',
        });
        console.log(`  encryption ${mode.padEnd(3)} ${kind.padEnd(12)} ${String(writers).padStart(2)} writers: ${perSecond(rate(mode))}`);
      }
    }
  }
  return rows;
}

async function rebuildSeconds(url: string, mode: Mode, projection: Projection): Promise<{ seconds: number; events: number }> {
  const { store, close } = await openStores(url, mode, 4);
  const pool = await createDatabasePool(url, { maximumPoolSize: 4 });
  try {
    const result = await rebuildProjection({ pool, store }, projection);
    return { seconds: result.seconds, events: result.events };
  } finally {
    await pool.end();
    await close();
  }
}

/**
 * The cost of encryption: appends with and without it, and rebuilds of two read models over the same
 * history read plain (as written) and then encrypted (after the one-time migration encrypted it in
 * place). The history must be loaded; it is encrypted afterwards.
 */
export async function benchEncryption(url: string, settings: Settings, options: Options, logEvents: number): Promise<SectionResult> {
  // Rebuilds first (the history as the generator wrote it), then the migration, then the same rebuilds.
  const projections = [offerBoardProjection, contactsProjection];
  // Twice each, the faster counting: the first read of the history warms the caches for the second.
  const best = async (mode: Mode, projection: Projection) => {
    const first = await rebuildSeconds(url, mode, projection);
    const second = await rebuildSeconds(url, mode, projection);
    return first.seconds <= second.seconds ? first : second;
  };
  const plain = new Map<string, { seconds: number; events: number }>();
  for (const projection of projections) plain.set(projection.name, await best('off', projection));
  await migrateKeyStore(url, encryption);
  const keys = createPostgresKeyStore({ connectionString: url, encryption });
  const started = performance.now();
  const migrated = await migratePersonalData({ connectionString: url, keys, batchSize: 5_000 });
  const migrationSeconds = (performance.now() - started) / 1000;
  await keys.close();
  const rebuildRows: Row[] = [];
  for (const projection of projections) {
    const on = await best('on', projection);
    const off = plain.get(projection.name) ?? { seconds: Number.NaN, events: 0 };
    for (const [mode, result] of [
      ['off', off],
      ['on', on],
    ] as const) {
      rebuildRows.push({
        projection: projection.name,
        encryption: mode,
        'events read and applied': count(result.events),
        seconds: result.seconds.toFixed(1),
        'log events/s': perSecond(logEvents / result.seconds),
        'on ÷ off': mode === 'on' ? ratio(off.seconds / on.seconds) : '',
      });
    }
    console.log(`  rebuild ${projection.name}: off ${perSecond(logEvents / off.seconds)}, on ${perSecond(logEvents / on.seconds)}`);
  }
  const appendRows = await benchEncryptedAppends(url, settings);
  return {
    name: 'encryption',
    title: 'Encryption of personal data',
    about: `The cost of encrypting every declared personal field with its person's key (AES-256-GCM, keys in \`pd_subject_keys\`, wrapped by a KEK of a file), as a ratio to the same work without. Appends: the product's store (\`withPersonalData\` around the PostgreSQL store) against the bare store, closed loop, ${settings.appendSeconds} s per point in ${settings.appendRounds} round(s) taking turns; a registration of a new person (eight fields encrypted; its key is looked up, missed and inserted: one more statement and one more commit before the append) and an admin's reason about a known person (one field, the key looked up). Rebuilds: the offer board (seven event types, among them the registrations) and the contacts read model (every event) from the generated history, read plain as written, then the same history after the one-time migration encrypted it in place (each rebuilt twice, the faster counting; ${count(migrated.encryptedEvents)} events with personal fields in ${migrationSeconds.toFixed(1)} s, ${perSecond(migrated.encryptedEvents / migrationSeconds)}); decryption looks up the keys of each batch of 50,000 in one query.`,
    command: reproduce(options, 'encryption'),
    tables: [
      { caption: 'Appends', rows: appendRows },
      { caption: `Rebuilds over ${count(logEvents)} events`, rows: rebuildRows },
    ],
    targets: [],
    notes: [],
  };
}
