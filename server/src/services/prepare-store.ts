import type { Logger } from '@rm/platform';
import { migrateSessions } from '@rm/platform/http';
import { sql } from 'slonik';
import { seedDemoData } from '../demo-data/seed-demo-data';
import { connectBackends, migrateEventStoreIfPostgres, prepareReadModels } from './backends';
import type { ServiceSettings } from './service-settings';

/** Held while one prepare step looks at the store and seeds it, so that two runs never seed twice. */
const SEED_LOCK_KEY = 7_212_394_200;

export interface PrepareOutcome {
  seeded: boolean;
}

/**
 * The one-shot step before the split services start: every migration (event store, sessions, read-model
 * schemas), then the demo data into an empty store (unless SEED_DEMO_DATA=false). The services never
 * seed; the projectors build the read models from the seeded events once they run.
 */
export async function prepareStore(settings: ServiceSettings, logger: Logger): Promise<PrepareOutcome> {
  await migrateEventStoreIfPostgres(settings);
  await migrateSessions(settings.databaseUrl);
  const backends = await connectBackends(settings, logger);
  try {
    await prepareReadModels(backends.pool);
    if (!settings.seedDemoData) return { seeded: false };
    return await backends.pool.connect(async (connection) => {
      await connection.query(sql.unsafe`select pg_advisory_lock(${SEED_LOCK_KEY})`);
      try {
        if ((await backends.store.headPosition()) !== 0n) {
          logger.info('the event store holds events: no demo data seeded');
          return { seeded: false };
        }
        logger.info('empty event store: seeding demo data');
        await seedDemoData(backends.store, logger);
        return { seeded: true };
      } finally {
        await connection.query(sql.unsafe`select pg_advisory_unlock(${SEED_LOCK_KEY})`);
      }
    });
  } finally {
    for (const step of backends.closeSteps) await step.run();
  }
}
