import { createEsdbEventStore, createPostgresEventStore, keyEncryptionFor, migrateEventStore, type EventStore } from '@rm/eventstore';
import {
  connectNatsBus,
  createDatabasePool,
  createStatementClient,
  type Bus,
  type Logger,
  type ShutdownStep,
  type StatementClient,
} from '@rm/platform';
import { allProjections, prepareProjection } from '@rm/projectors';
import type { DatabasePool } from 'slonik';
import { openPersonalData, type PersonalData } from '../personal-data';
import type { ServiceSettings } from './service-settings';

/** What every split service talks to: the database, the event store and the bus. */
export interface Backends {
  pool: DatabasePool;
  /** Named statements for the hot paths. */
  db: StatementClient;
  /** The event store with personal fields encrypted. */
  store: EventStore;
  personalData: PersonalData;
  bus: Bus;
  /** Closes them, after the service stopped taking work. */
  closeSteps: ShutdownStep[];
}

export async function connectBackends(settings: ServiceSettings, logger: Logger): Promise<Backends> {
  const pool = await createDatabasePool(settings.databaseUrl, { maximumPoolSize: settings.databasePoolSize });
  const db = createStatementClient(settings.databaseUrl, { max: settings.databasePoolSize });
  const raw = settings.eventstoreUrl
    ? createEsdbEventStore(settings.eventstoreUrl)
    : createPostgresEventStore({ pool, connectionString: settings.databaseUrl, maxConnections: settings.databasePoolSize });
  const { store, personalData } = await openPersonalData(raw, {
    databaseUrl: settings.databaseUrl,
    filesDir: settings.filesDir,
    keyEncryption: keyEncryptionFor(settings.keyEncryption),
    migrateLog: !settings.eventstoreUrl,
    streamKeySecret: settings.streamKeySecret,
    logger,
  });
  const bus = await connectNatsBus(settings.natsUrl, settings.instance);
  const shown = settings.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  logger.info({ database: shown, eventstore: settings.eventstoreUrl ? 'esdb' : 'postgres', bus: settings.natsUrl }, 'connected');
  return {
    pool,
    db,
    store,
    personalData,
    bus,
    closeSteps: [
      { name: 'close event store', run: () => store.close() },
      { name: 'close bus', run: () => bus.close() },
      {
        name: 'close database pools',
        run: async () => {
          await db.end();
          await pool.end();
        },
      },
    ],
  };
}

/** The PostgreSQL event store's tables (EventStoreDB needs none). Advisory-locked: services may start together. */
export async function migrateEventStoreIfPostgres(settings: ServiceSettings): Promise<void> {
  if (!settings.eventstoreUrl) await migrateEventStore(settings.databaseUrl);
}

/** Read-model schemas and checkpoints, so that reads answer (empty) before the projectors caught up. */
export async function prepareReadModels(pool: DatabasePool): Promise<void> {
  for (const projection of allProjections) await prepareProjection(pool, projection);
}
