import { createPostgresEventStore } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import { auditLogProjection, offerBoardProjection, rebuildProjection, type Projection } from '@rm/projectors';
import { reproduce, type Options } from '../lib/cli';
import type { SectionResult } from '../lib/report';
import { count, formatNumber, perSecond } from '../lib/stats';
import type { Row } from '../lib/table';

const TARGET = 30_000;

type RebuildDependencies = Parameters<typeof rebuildProjection>[0];

async function withStore<T>(url: string, work: (deps: RebuildDependencies) => Promise<T>): Promise<T> {
  const pool = await createDatabasePool(url, { maximumPoolSize: 4 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  try {
    return await work({ pool, databaseUrl: url, store });
  } finally {
    await store.close();
    await pool.end();
  }
}

/** Builds a read model from the history without timing it (setup for the server's sections). */
export async function prepareReadModel(url: string, projection: Projection): Promise<void> {
  await withStore(url, (deps) => rebuildProjection(deps, projection));
}

/** Rebuilds of the offer board and the audit log from every event, through the projectors' rebuild. */
export async function benchRebuilds(url: string, options: Options, logEvents: number): Promise<SectionResult> {
  const measured = await withStore(url, async (deps) => {
    const results: Array<{ name: string; events: number; seconds: number; types: string }> = [];
    for (const projection of [offerBoardProjection, auditLogProjection]) {
      const result = await rebuildProjection(deps, projection);
      const types = projection.eventTypes ? `${projection.eventTypes.length} types` : 'all';
      results.push({ name: projection.name, events: result.events, seconds: result.seconds, types });
      console.log(`  rebuild ${projection.name}: ${perSecond(logEvents / result.seconds)} (${count(result.events)} events applied)`);
    }
    return results;
  });
  const rows: Row[] = measured.map((r) => ({
    projection: r.name,
    'events in the log': count(logEvents),
    'event types read': r.types,
    'events read and applied': count(r.events),
    seconds: r.seconds.toFixed(1),
    'log events/s': perSecond(logEvents / r.seconds),
    'applied events/s': perSecond(r.events / r.seconds),
  }));
  const board = measured.find((r) => r.name === offerBoardProjection.name);
  const boardRate = board ? logEvents / board.seconds : Number.NaN;
  return {
    name: 'rebuilds',
    title: 'Projection rebuilds',
    about:
      'Each projection rebuilt from position 0 through `rebuildProjection`: the log read and applied in batches of 50,000, each in one transaction with its checkpoint, into a fresh schema of unlogged tables whose reader indexes are built after the replay, the tables then logged and swapped in. The history is the generated one described above. The audit log reads every event and writes a row for each; the offer board reads only the seven event types it is made of (offers, stage changes and the names of contacts, campaigns, companies and users), which the event store filters in PostgreSQL, and folds offers, stage counts and names. Rates are given per event of the log (the rebuild covers the whole log, whatever it skips) and per event read and applied.',
    command: reproduce(options, 'rebuilds'),
    tables: [{ rows }],
    targets: [
      {
        text: `offer board rebuild ≥ ${formatNumber(TARGET)} events/s`,
        actual: perSecond(boardRate),
        met: Number.isFinite(boardRate) ? boardRate >= TARGET : null,
      },
    ],
    notes: [],
  };
}
