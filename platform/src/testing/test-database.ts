import { randomBytes } from 'node:crypto';
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

/** A fresh, empty database of its own for one test file, so that test files may run in parallel. */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
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
