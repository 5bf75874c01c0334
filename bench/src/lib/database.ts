import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@rm/platform';
import pg from 'pg';

export interface BenchDatabase {
  /** The fresh database of this run. */
  url: string;
  /** Where it came from, for the report. */
  origin: string;
  drop(): Promise<void>;
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const workDir = fileURLToPath(new URL('../../.work', import.meta.url));

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface BenchServer {
  origin: string;
  /** A fresh database `bench_<timestamp>_<pid><suffix>` on this server. */
  createDatabase(suffix?: string): Promise<BenchDatabase>;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server of a run: the one at DATABASE_URL, else a local server at the default address,
 * else an embedded PostgreSQL started for the run.
 */
export async function openBenchServer(): Promise<BenchServer> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let serverUrl = process.env.DATABASE_URL;
  let origin = 'DATABASE_URL';
  if (!serverUrl) {
    if (await reachable(DEFAULT_SERVER_URL)) {
      serverUrl = DEFAULT_SERVER_URL;
      origin = `local server at ${new URL(DEFAULT_SERVER_URL).host}`;
    } else {
      embedded = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'embedded-pg') });
      serverUrl = embedded.url;
      origin = 'embedded PostgreSQL';
    }
  }
  const server = serverUrl;
  const stamp = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  return {
    origin,
    async createDatabase(suffix = '') {
      const name = `bench_${stamp}${suffix}`;
      await admin(server, (client) => client.query(`create database ${name}`));
      const url = new URL(server);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        origin,
        async drop() {
          await admin(server, (client) => client.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
    async stop() {
      await embedded?.stop();
    },
  };
}
