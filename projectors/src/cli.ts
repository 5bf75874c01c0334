import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createPostgresEventStore,
  createPostgresKeyStore,
  keyEncryptionFor,
  migrateEventStore,
  migrateKeyStore,
  withPersonalData,
} from '@rm/eventstore';
import { createDatabasePool, loadKeyEncryptionSettings } from '@rm/platform';
import { allProjections, projectionNamed } from './projections';
import { rebuildProjection } from './runner/rebuild';
import { projectionStatus } from './runner/status';

const usage = `usage: npm run projections -- status
       npm run projections -- rebuild <name>
projections: ${allProjections.map((p) => p.name).join(', ')}`;

class UsageError extends Error {}

/** DATABASE_URL, else the URL the running server wrote for its embedded PostgreSQL into `<DATA_DIR>/database-url`. */
function databaseUrl(): string {
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) return fromEnv;
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'database-url');
  if (existsSync(file)) {
    const url = readFileSync(file, 'utf8').trim();
    if (url) return url;
  }
  throw new UsageError(
    `No database to work on: DATABASE_URL is not set and ${file} does not exist.\n` +
      'Set DATABASE_URL=postgres://…, or start the server (npm start), which writes the URL of its embedded PostgreSQL there.',
  );
}

function printTable(rows: ReadonlyArray<Record<string, string>>): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const width = (column: string): number => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length));
  const line = (cells: (column: string) => string): string =>
    columns
      .map((column) => cells(column).padEnd(width(column)))
      .join('  ')
      .trimEnd();
  console.log(line((column) => column));
  console.log(line((column) => '-'.repeat(width(column))));
  for (const row of rows) console.log(line((column) => row[column] ?? ''));
}

async function main(args: readonly string[]): Promise<void> {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild') throw new UsageError(usage);
  const projection = command === 'rebuild' ? projectionNamed(name ?? '') : undefined;
  if (command === 'rebuild' && !projection) throw new UsageError(`unknown projection "${name ?? ''}"\n${usage}`);

  const url = databaseUrl();
  await migrateEventStore(url);
  const pool = await createDatabasePool(url, { maximumPoolSize: 4 });
  // The KEKs of the installation (the same DATA_DIR or Vault settings as the server's).
  const encryption = keyEncryptionFor(loadKeyEncryptionSettings());
  await migrateKeyStore(url, encryption);
  // A rebuild reads through the decryption, as the projectors do (erased persons read as erased).
  const store = withPersonalData(createPostgresEventStore({ pool, connectionString: url, maxConnections: 2 }), {
    keys: createPostgresKeyStore({ connectionString: url, maxConnections: 2, encryption }),
  });
  try {
    if (!projection) {
      const rows = await projectionStatus(pool, store, allProjections);
      printTable(
        rows.map((row) => ({
          projection: row.name,
          position: row.position.toString(),
          head: row.head.toString(),
          lag: row.lag.toString(),
        })),
      );
      return;
    }
    let lastReport = 0;
    const result = await rebuildProjection({ pool, store }, projection, {
      onProgress: (events, position) => {
        if (!process.stdout.isTTY || performance.now() - lastReport < 500) return;
        lastReport = performance.now();
        process.stdout.write(`\r${projection.name}: ${events} events replayed (position ${position})`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    const rate = result.seconds > 0 ? Math.round(result.events / result.seconds) : result.events;
    console.log(
      `rebuilt ${projection.name}: ${result.events} events in ${result.seconds.toFixed(2)} s = ${rate} events/s; swapped in at position ${result.position}`,
    );
  } finally {
    await store.close();
    await pool.end();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
