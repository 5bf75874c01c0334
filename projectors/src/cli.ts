import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createPostgresEventStore, migrateEventStore } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import { allProjections, projectionNamed } from './read-models/all-projections';
import { rebuildProjection } from './runner/rebuild';
import { projectionStatus } from './runner/runner';

const usage = 'usage: npm run projections -- status | rebuild <name>\nprojections: ' + allProjections.map((p) => p.name).join(', ');

/** DATABASE_URL, else the URL the running server wrote for its embedded PostgreSQL. */
function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'database-url');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('No database: set DATABASE_URL, or start the server (npm start) so that its embedded database is running.');
}

async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'status' && command !== 'rebuild') {
    console.error(usage);
    return 2;
  }
  const url = databaseUrl();
  await migrateEventStore(url);
  const pool = await createDatabasePool(url, { maximumPoolSize: 4 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  try {
    if (command === 'status') {
      const rows = await projectionStatus(pool, store, allProjections);
      console.table(rows.map((r) => ({ projection: r.name, position: r.position.toString(), head: r.head.toString(), lag: r.lag.toString() })));
      return 0;
    }
    const projection = name ? projectionNamed(name) : undefined;
    if (!projection) {
      console.error(`unknown projection ${name ?? ''}\n${usage}`);
      return 2;
    }
    const result = await rebuildProjection({ pool, databaseUrl: url, store }, projection, {
      onProgress: (events) => {
        if (events % 50_000 < 5000) process.stdout.write(`\r${events} events`);
      },
    });
    console.log(`\nrebuilt ${projection.name}: ${result.events} events in ${result.seconds.toFixed(2)} s (${Math.round(result.events / result.seconds)} events/s), swapped in at position ${result.position}`);
    return 0;
  } finally {
    await store.close();
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
