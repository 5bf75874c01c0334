import type { EventStore } from '@rm/eventstore';
import { createEsdbEventStore, createPostgresEventStore, keyEncryptionFor, migrateEventStore } from '@rm/eventstore';
import {
  createDatabasePool,
  createStatementClient,
  publicBaseUrl,
  resolveBus,
  resolveDatabase,
  type AppConfig,
  type Bus,
  type Logger,
  type ShutdownStep,
} from '@rm/platform';
import { allProjections, startProjections, waitForProjections } from '@rm/projectors';
import { productProjections } from './product-projections';
import type { DatabasePool } from 'slonik';
import { seedDemoData } from './demo-data/seed-demo-data';
import { buildHttpApp } from './http/app';
import { openPersonalData } from './personal-data';
import { startKeyRotation } from './process-managers/key-rotation';
import { startReadModelRewrite } from './process-managers/read-model-rewrite';
import { startRetention } from './process-managers/retention';
import { startSmsSender } from './process-managers/chat-sms';
import { startTaskReminders } from './process-managers/task-reminders';
import { startMailSenderFromEnv } from './process-managers/mail-sender';
import { startNotificationJobs } from './process-managers/notification-jobs';

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
  // What has started so far, in the order it is to be stopped: a start that fails half-way (a port in
  // use, say) stops these and fails, rather than leaving an embedded PostgreSQL and the projections running.
  const shutdownSteps: ShutdownStep[] = [];
  const started = (step: ShutdownStep): void => {
    shutdownSteps.unshift(step);
  };
  try {
    const database = await resolveDatabase(config, logger);
    started({ name: 'stop database', run: () => database.stop() });
    const pool = await createDatabasePool(database.url, { maximumPoolSize: config.databasePoolSize });
    const db = createStatementClient(database.url, { max: config.databasePoolSize });
    started({
      name: 'close database pools',
      run: async () => {
        await db.end();
        await pool.end();
      },
    });
    let raw: EventStore;
    if (config.eventstoreUrl) {
      raw = createEsdbEventStore(config.eventstoreUrl);
      logger.info({ eventstore: 'esdb' }, `event store: EventStoreDB at ${config.eventstoreUrl}`);
    } else {
      await migrateEventStore(database.url);
      raw = createPostgresEventStore({ pool, connectionString: database.url, maxConnections: config.databasePoolSize });
      logger.info({ eventstore: 'postgres' }, 'event store: PostgreSQL in the same database (no EVENTSTORE_URL)');
    }
    started({ name: 'close event store', run: () => raw.close() });
    const { store, personalData } = await openPersonalData(raw, {
      databaseUrl: database.url,
      filesDir: config.filesDir,
      keyEncryption: keyEncryptionFor(config.keyEncryption),
      migrateLog: !config.eventstoreUrl,
      streamKeySecret: config.streamKeySecret,
      logger,
    });
    started({ name: 'close key store', run: () => personalData.keys.close() });
    const bus = await resolveBus(config, logger);
    started({ name: 'close bus', run: () => bus.close() });
    const projections = await startProjections({ pool, databaseUrl: database.url, store, bus, logger }, productProjections(store, logger));
    started({ name: 'finish projection batches', run: () => projections.stop() });

    if (config.seedDemoData && (await store.headPosition()) === 0n) {
      logger.info('empty event store: seeding demo data');
      await seedDemoData(store, logger);
      await waitForProjections(pool, store, allProjections, { timeoutMs: 120_000 });
    }

    const retention = startRetention({
      pool,
      databaseUrl: database.url,
      store,
      bus,
      logger,
      personalData,
      settings: config.retention,
      instance: 'server',
    });
    started({ name: 'stop the retention schedule', run: () => retention.stop() });
    const keyRotation = startKeyRotation({
      databaseUrl: database.url,
      encryption: personalData.encryption,
      rotationHours: config.keyEncryption.rotationHours,
      logger,
    });
    started({ name: 'stop the KEK rotation', run: () => keyRotation.stop() });
    const readModelRewrite = startReadModelRewrite({
      databaseUrl: database.url,
      store,
      projections: allProjections,
      rewriteHours: config.retention.rewriteHours,
      logger,
    });
    started({ name: 'stop the read-model rewrite', run: () => readModelRewrite.stop() });
    const taskReminders = startTaskReminders({ pool, store, logger });
    started({ name: 'stop the task reminders', run: () => taskReminders.stop() });
    const notificationJobs = startNotificationJobs({ pool, store, bus, logger });
    started({ name: 'stop the notification jobs', run: () => notificationJobs.stop() });
    const smsSender = startSmsSender({ pool, store, logger });
    started({ name: 'stop the SMS sender', run: () => smsSender.stop() });
    const mailSender = startMailSenderFromEnv({ pool, logger, baseUrl: publicBaseUrl(config) });
    if (mailSender) started({ name: 'stop the mail sender', run: () => mailSender.stop() });

    const app = await buildHttpApp({
      config,
      logger,
      pool,
      db,
      store,
      personalData,
      bus,
      databaseUrl: database.url,
      progress: projections,
    });
    started({ name: 'stop HTTP intake', run: () => app.close() });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
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
  } catch (error) {
    for (const step of shutdownSteps) {
      try {
        await step.run();
      } catch (stepError) {
        logger.error({ err: stepError, step: step.name }, 'could not undo a start step');
      }
    }
    throw error;
  }
}
