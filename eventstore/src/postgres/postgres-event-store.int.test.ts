import { createDatabasePool, createTestDatabase } from '@rm/platform';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore, migrateEventStore } from './postgres-event-store';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('es');
  const pool = await createDatabasePool(database.url);
  await migrateEventStore(database.url);
  await migrateEventStore(database.url); // idempotent
  const store = createPostgresEventStore({ pool, connectionString: database.url });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});
