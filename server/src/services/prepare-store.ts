import type { Logger } from '@rm/platform';
import { migrateSessions } from '@rm/platform/http';
import { sql } from 'slonik';
import { allProjections, waitForProjections } from '@rm/projectors';
import { seedDemoData } from '../demo-data/seed-demo-data';
import { connectBackends, migrateEventStoreIfPostgres, prepareReadModels } from './backends';
import { runProjections } from './run-projections';
import type { ServiceSettings } from './service-settings';

/** Held while one prepare step looks at the store and seeds it, so that two runs never seed twice. */
const SEED_LOCK_KEY = 7_212_394_200;

export interface PrepareOutcome {
  seeded: boolean;
}

/**
 * The one-shot step before the split services start: every migration (event store, sessions, read-model
 * schemas), then the demo data into an empty store (unless SEED_DEMO_DATA=false), and the read models
 * of what it seeded. The services never seed.
 */
export async function prepareStore(settings: ServiceSettings, logger: Logger): Promise<PrepareOutcome> {
  await migrateEventStoreIfPostgres(settings);
  await migrateSessions(settings.databaseUrl);
  const backends = await connectBackends(settings, logger);
  try {
    await prepareReadModels(backends.pool);
    if (!settings.seedDemoData) return { seeded: false };
    const outcome = await backends.pool.connect(async (connection) => {
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
    if (outcome.seeded) {
      // Built here rather than by the projectors once they start: until the users read model holds the
      // demo accounts, signing in with one answers "these credentials do not match" (seconds after a
      // first start). The projectors then go on from these checkpoints.
      const projections = await runProjections({
        pool: backends.pool,
        databaseUrl: settings.databaseUrl,
        store: backends.store,
        bus: backends.bus,
        logger,
      });
      try {
        await waitForProjections(backends.pool, backends.store, allProjections, { timeoutMs: 120_000 });
      } catch (error) {
        logger.warn({ err: error }, 'read models not caught up with the demo data; the projectors will finish them');
      } finally {
        await projections.stop();
      }
    }
    return outcome;
  } finally {
    for (const step of backends.closeSteps) await step.run();
  }
}
