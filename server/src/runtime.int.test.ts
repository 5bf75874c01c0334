import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createTestDatabase, loadConfig, type TestDatabase } from '@rm/platform';
import { startRuntime } from './runtime';

async function connectionsTo(database: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

describe('starting the whole app in one process', () => {
  let database: TestDatabase;
  let taken: Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('runtime');
    dataDir = mkdtempSync(path.join(tmpdir(), 'rm-runtime-'));
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails on a port in use and stops what it had started: no connection, projection or listener left', async () => {
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    await expect(startRuntime(config, createLogger(config))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // Pools, the event store's listener and the projections' lease connections are all closed.
    const deadline = Date.now() + 5000;
    let left = await connectionsTo(database);
    while (left > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = await connectionsTo(database);
    }
    expect(left).toBe(0);
  });
});
