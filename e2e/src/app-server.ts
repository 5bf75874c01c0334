import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLogger,
  createTestDatabase,
  loadConfig,
  testKekDirectory,
  TEST_STREAM_KEY_SECRET,
  type TestDatabase,
  type TestDatabaseTemplate,
} from '@rm/platform';
import { startRuntime, type Runtime } from '@rm/server';

const configFor = (databaseUrl: string, dataDir: string) =>
  loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // The run's KEK folder: a copy of the seeded template unwraps the template's person keys with it.
    PERSONAL_DATA_KEK_DIR: testKekDirectory(),
    // One secret for the template and its copies: the claim streams keep their names.
    STREAM_KEY_SECRET: TEST_STREAM_KEY_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });

/**
 * The app's database after its first start on an empty store: migrated, the demo data seeded through the
 * command path and every read model built. Seeding takes most of a start, so it happens once per test run and
 * each file starts on a copy (a start on a store that holds events seeds nothing, as a second `npm start`).
 * The demo data writes no person files: the copy is all there is of it.
 */
const SEEDED_APP_DATABASE: TestDatabaseTemplate = {
  key: 'demo',
  async prepare(url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rm-e2e-template-'));
    try {
      const config = configFor(url, dataDir);
      const runtime = await startRuntime(config, createLogger(config));
      await runtime.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export interface RunningApp {
  baseUrl: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

/** The whole app, as `npm start` runs it, on a database of its own with the demo data, on a free port. */
export async function startApp(): Promise<RunningApp> {
  const database: TestDatabase = await createTestDatabase('e2e', SEEDED_APP_DATABASE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rm-e2e-'));
  const config = configFor(database.url, dataDir);
  const runtime = await startRuntime(config, createLogger(config));
  return {
    baseUrl: `http://127.0.0.1:${runtime.port}`,
    runtime,
    async stop() {
      await runtime.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
