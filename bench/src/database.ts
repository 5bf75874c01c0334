import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@rm/platform';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchDatabase {
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** A fresh database for one benchmark run, on DATABASE_URL's server or an embedded one. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'rm-bench-')), 'pg') });
    serverUrl = embedded.url;
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? 'unknown';
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    serverVersion: version,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await embedded?.stop();
    },
  };
}
