import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The server the integration tests run against; set by the global setup (real or embedded PostgreSQL). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No PostgreSQL for tests: the vitest global setup sets TEST_DATABASE_URL.');
  return url;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** What a test run's template databases are named with, so that its global teardown drops them (set by the global setup). */
export const TEMPLATE_RUN_VARIABLE = 'TEST_TEMPLATE_RUN';
const TEMPLATE_PREFIX = 'tmpl_';

/**
 * The stream-key secret of every app a test run starts (the e-mail claim streams are named with it). It is
 * one setting of the process, so each app sets the same: an app on a copy of a template finds the
 * template's claim streams under their names, whatever file ran before in the same worker.
 */
export const TEST_STREAM_KEY_SECRET = 'test-stream-key-secret-0123456789abcdef';

/**
 * The key-encryption keys' folder of a test run, shared by every app the run starts: a file that starts on a
 * copy of a template database finds the keys that wrapped the template's person keys (a folder per app would
 * leave every copied person key unreadable). Removed by the global teardown.
 */
export function testKekDirectory(): string {
  const run = process.env[TEMPLATE_RUN_VARIABLE] ?? `p${process.pid}`;
  return path.join(tmpdir(), `rm-test-kek-${run}`);
}

/**
 * A database to copy for each test file instead of building it again: `prepare` migrates (or seeds) the
 * database at the URL it is given and closes every connection to it. `key` names what it prepares.
 */
export interface TestDatabaseTemplate {
  key: string;
  prepare(url: string): Promise<void>;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The template's database, made by the first caller of the run (the workers of a run share it: an advisory
 * lock makes the others wait for it) and marked as a template.
 */
async function ensureTemplate(serverUrl: string, template: TestDatabaseTemplate): Promise<string> {
  const run = process.env[TEMPLATE_RUN_VARIABLE] ?? `p${process.pid}`;
  const name = `${TEMPLATE_PREFIX}${template.key}_${run}`.toLowerCase();
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`template database name ${name} is not a plain identifier of at most 63 characters`);
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query<{ ready: boolean }>('select datistemplate as ready from pg_database where datname = $1', [name]);
      if (found.rows[0]?.ready) return;
      // A half-made one (its maker failed) is made again.
      if (found.rows.length > 0) await admin.query(`drop database "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      try {
        await template.prepare(withDatabase(serverUrl, name));
      } catch (error) {
        await admin.query(`drop database if exists "${name}" with (force)`);
        throw error;
      }
      await admin.query(`alter database "${name}" is_template true allow_connections false`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** Drops the template databases of this run (the global teardown). */
export async function dropTestTemplates(): Promise<void> {
  const run = process.env[TEMPLATE_RUN_VARIABLE];
  if (!run) return;
  await withAdmin(testServerUrl(), async (admin) => {
    const templates = await admin.query<{ name: string }>(
      `select datname as name from pg_database where datname like $1 and right(datname, length($2)) = $2`,
      [`${TEMPLATE_PREFIX}%`, `_${run}`],
    );
    for (const { name } of templates.rows) {
      await admin.query(`alter database "${name}" is_template false`);
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  });
}

/**
 * A fresh database of its own for one test file, so that test files may run in parallel: empty, or a copy
 * of `template` (PostgreSQL copies a template far faster than its migrations and seeds run again).
 */
export async function createTestDatabase(prefix = 't', template?: TestDatabaseTemplate): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const source = template ? await ensureTemplate(serverUrl, template) : null;
  await withAdmin(serverUrl, (admin) =>
    admin.query(source ? `create database "${name}" template "${source}"` : `create database "${name}"`),
  );
  return {
    url: withDatabase(serverUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
