import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  mode: 'external' | 'embedded';
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'recruiting';

/**
 * DATABASE_URL when set; else an embedded PostgreSQL with its data in `<DATA_DIR>/postgres`. In embedded
 * mode the URL is written to `<DATA_DIR>/database-url` so that the command-line tools reach the same server;
 * the superuser's password, generated at the first start, is kept in `<DATA_DIR>/postgres-password`. Both
 * files have mode 600.
 */
export async function resolveDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, logger: Logger): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    const shown = config.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    logger.info({ database: 'external' }, `database: PostgreSQL at ${shown}`);
    return { url: config.databaseUrl, mode: 'external', stop: () => Promise.resolve() };
  }
  const dataDir = path.join(config.dataDir, 'postgres');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    passwordFile: path.join(config.dataDir, 'postgres-password'),
    onLog: (message) => logger.debug({ postgres: message.trim() }),
  });
  const admin = new pg.Client({ connectionString: embedded.url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = embedded.url.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`);
  mkdirSync(config.dataDir, { recursive: true });
  const urlFile = path.join(config.dataDir, 'database-url');
  writeFileSync(urlFile, url, { mode: 0o600 });
  chmodSync(urlFile, 0o600); // the mode above is for a new file only: one from an older start may be readable

  logger.info(
    { database: 'embedded', dataDir: embedded.dataDir },
    `database: embedded PostgreSQL in ${embedded.dataDir} (no DATABASE_URL)`,
  );
  return { url, mode: 'embedded', stop: () => embedded.stop() };
}
