export type { Bus, BusSubscription } from './bus/port';
export { startEmbeddedPostgres, freePort } from './postgres/embedded-postgres';
export type { EmbeddedPostgresHandle } from './postgres/embedded-postgres';
export { createDatabasePool, runSqlScript } from './postgres/pool';
export { createTestDatabase, testServerUrl } from './testing/test-database';
export type { TestDatabase } from './testing/test-database';
