import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../postgres/embedded-postgres';
import { dropTestTemplates, TEMPLATE_RUN_VARIABLE, testKekDirectory } from './test-database';

let embedded: EmbeddedPostgresHandle | undefined;
let dataRoot: string | undefined;

/**
 * Integration tests need a real PostgreSQL. With DATABASE_URL (or TEST_DATABASE_URL) set they use that
 * server; without, they start an embedded one for the run. Each test file then creates its own database.
 */
export async function setup(): Promise<void> {
  // The template databases this run makes (migrated schemas, the demo data) carry its name, to be dropped after it.
  process.env[TEMPLATE_RUN_VARIABLE] ??= `${Date.now().toString(36)}${process.pid.toString(36)}`;
  if (process.env.TEST_DATABASE_URL) return;
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  dataRoot = await mkdtemp(path.join(tmpdir(), 'rm-test-pg-'));
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'pg') });
  process.env.TEST_DATABASE_URL = embedded.url;
  console.log(`[tests] no DATABASE_URL: started embedded PostgreSQL at ${embedded.url.replace(/:[^:@/]+@/, ':***@')}`);
}

export async function teardown(): Promise<void> {
  if (!embedded) await dropTestTemplates();
  await rm(testKekDirectory(), { recursive: true, force: true });
  await embedded?.stop();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
}
