import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createTestDatabase, loadConfig, type TestDatabase } from '@rm/platform';
import { startRuntime, type Runtime } from '@rm/server';

export interface RunningApp {
  baseUrl: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

/** The whole app, as `npm start` runs it, on a fresh database with the demo data, on a free port. */
export async function startApp(): Promise<RunningApp> {
  const database: TestDatabase = await createTestDatabase('e2e');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rm-e2e-'));
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
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
