import type { EventStore } from '@rm/eventstore';
import { createEsdbEventStore, createPostgresEventStore, migrateEventStore } from '@rm/eventstore';
import { createDatabasePool, createStatementClient, resolveBus, resolveDatabase, type AppConfig, type Bus, type Logger, type ShutdownStep } from '@rm/platform';
import { allProjections, startProjections, waitForProjections } from '@rm/projectors';
import { productProjections } from './product-projections';
import type { DatabasePool } from 'slonik';
import { seedDemoData } from './demo-data/seed-demo-data';
import { buildHttpApp } from './http/app';

export interface Runtime {
  port: number;
  pool: DatabasePool;
  store: EventStore;
  bus: Bus;
  databaseUrl: string;
  shutdownSteps: ShutdownStep[];
  stop(): Promise<void>;
}

/**
 * Everything in one process: database (external or embedded), event store, bus, projections, HTTP
 * (command and query APIs, WebSocket gateway, web app, API docs), and demo data on an empty store.
 */
export async function startRuntime(config: AppConfig, logger: Logger): Promise<Runtime> {
  const database = await resolveDatabase(config, logger);
  const pool = await createDatabasePool(database.url, { maximumPoolSize: config.databasePoolSize });
  const db = createStatementClient(database.url, { max: config.databasePoolSize });
  let store: EventStore;
  if (config.eventstoreUrl) {
    store = createEsdbEventStore(config.eventstoreUrl);
    logger.info({ eventstore: 'esdb' }, `event store: EventStoreDB at ${config.eventstoreUrl}`);
  } else {
    await migrateEventStore(database.url);
    store = createPostgresEventStore({ pool, connectionString: database.url, maxConnections: config.databasePoolSize });
    logger.info({ eventstore: 'postgres' }, 'event store: PostgreSQL in the same database (no EVENTSTORE_URL)');
  }
  const bus = await resolveBus(config, logger);
  const projections = await startProjections({ pool, databaseUrl: database.url, store, bus, logger }, productProjections(store, logger));

  if (config.seedDemoData && (await store.headPosition()) === 0n) {
    logger.info('empty event store: seeding demo data');
    await seedDemoData(store, logger);
    await waitForProjections(pool, store, allProjections, 120_000);
  }

  const app = await buildHttpApp({ config, logger, pool, db, store, bus, databaseUrl: database.url });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const shutdownSteps: ShutdownStep[] = [
    { name: 'stop HTTP intake', run: () => app.close() },
    { name: 'finish projection batches', run: () => projections.stop() },
    { name: 'close event store', run: () => store.close() },
    { name: 'close bus', run: () => bus.close() },
    { name: 'close database pools', run: async () => {
      await db.end();
      await pool.end();
    } },
    { name: 'stop database', run: () => database.stop() },
  ];
  return {
    port,
    pool,
    store,
    bus,
    databaseUrl: database.url,
    shutdownSteps,
    async stop() {
      for (const step of shutdownSteps) await step.run();
    },
  };
}
