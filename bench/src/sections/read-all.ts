import { createPostgresEventStore } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import pg from 'pg';
import { reproduce, type Options } from '../lib/cli';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { count, formatNumber, perSecond, ratio } from '../lib/stats';

/** readAll in batches through our store against a raw SELECT of the same rows through pg, same batches. */
export async function benchReadAll(url: string, settings: Settings, options: Options): Promise<SectionResult> {
  const batch = settings.readBatch;
  const pool = await createDatabasePool(url, { maximumPoolSize: 2 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  let started = performance.now();
  let position = 0n;
  let events = 0;
  try {
    for (;;) {
      const page = await store.readAll(position, batch);
      const last = page.at(-1);
      if (!last) break;
      position = last.position;
      events += page.length;
    }
  } finally {
    await store.close();
    await pool.end();
  }
  const ours = events / ((performance.now() - started) / 1000);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  started = performance.now();
  let raw = 0;
  let from = '0';
  try {
    for (;;) {
      const result = await client.query<{ position: string }>(
        'select position::text as position, id, stream_id, revision, type, data, metadata from es_events where es_events.position > $1 order by es_events.position limit $2',
        [from, batch],
      );
      const last = result.rows.at(-1);
      if (!last) break;
      from = last.position;
      raw += result.rows.length;
    }
  } finally {
    await client.end();
  }
  const rawRate = raw / ((performance.now() - started) / 1000);
  return {
    name: 'read-all',
    title: 'Reading all events',
    about: `Every event of the generated history, read in batches of ${formatNumber(batch)}: through our store's \`readAll\` (which reads only below the transaction-id watermark and turns rows into typed events with bigint positions), and as a raw \`SELECT\` of the same columns and rows through \`pg\` with the same batching. Ours runs first, so any cache warming favours the raw read.`,
    command: reproduce(options, 'read-all'),
    tables: [
      {
        rows: [
          { reader: 'ours: readAll', events: count(events), 'events/s': perSecond(ours), 'ours ÷ this': '' },
          { reader: 'raw SELECT via pg', events: count(raw), 'events/s': perSecond(rawRate), 'ours ÷ this': ratio(ours / rawRate) },
        ],
      },
    ],
    targets: [],
    notes: [],
  };
}
