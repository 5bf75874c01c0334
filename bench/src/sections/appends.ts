import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPostgresEventStore, migrateEventStore, type NewEvent } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import pg from 'pg';
import { reproduce, type Options } from '../lib/cli';
import { closedLoop, type LoadResult } from '../lib/load';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { ms, perSecond, ratio, summarize } from '../lib/stats';
import type { Row } from '../lib/table';

type Subject = 'limit' | 'ours' | 'peer' | 'function';

const subjectLabel: Record<Subject, string> = {
  limit: 'limit: plain INSERT via pg',
  ours: 'ours: PostgreSQL event store',
  peer: 'peer: emmett-postgresql 0.42',
  function: 'diagnostic: es_append_one() via pg',
};

interface Handle {
  operation: () => Promise<void>;
  close: () => Promise<void>;
}

const STREAMS = 10_000;
const offerIds = Array.from({ length: STREAMS }, () => randomUUID());
const randomOffer = (): string => offerIds[Math.floor(Math.random() * STREAMS)] ?? '';

/** The same event for every store: a tracked step on an offer, as the product appends it. */
function stepEvent(offerId: string): NewEvent {
  return {
    id: randomUUID(),
    type: 'OfferStepTracked',
    data: { offerId, step: 'profile_viewed' },
    metadata: {
      actorId: randomUUID(),
      actorRole: 'business',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

/** Two writers that pick the same stream at once race for its next revision; like our 'any', retry. */
async function retryOnConflict(conflict: RegExp, work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (attempt >= 10 || !conflict.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

/**
 * One event per append to random streams at each concurrency: our store, the physical limit (one plain
 * INSERT per transaction into a copy of our table, same indexes), and emmett's PostgreSQL store; all in
 * the same database, interleaved per concurrency so that noise hits them alike.
 */
export async function benchAppends(url: string, settings: Settings, options: Options): Promise<SectionResult> {
  await migrateEventStore(url);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  // Same columns, defaults, constraints and indexes as the event store's table; positions from an identity,
  // the cheapest unique numbering there is.
  await setup.query('create table limit_events (like es_events including all)');
  await setup.query('alter table limit_events alter column position add generated always as identity');
  await setup.end();
  const migrator = getPostgreSQLEventStore(url);
  await migrator.schema.migrate();
  await migrator.close();
  const limitRevisions = new Map<string, number>();

  // One subject's connections at a time: 64 writers each would exceed a default max_connections of 100.
  const open: Record<Subject, (writers: number) => Handle | Promise<Handle>> = {
    limit(writers) {
      const plain = new pg.Pool({ connectionString: url, max: writers });
      return {
        async operation() {
          const offerId = randomOffer();
          const streamId = `offer-${offerId}`;
          const revision = (limitRevisions.get(streamId) ?? -1) + 1;
          limitRevisions.set(streamId, revision);
          const event = stepEvent(offerId);
          await plain.query(
            'insert into limit_events (id, stream_id, revision, type, data, metadata, tx_id) values ($1, $2, $3, $4, $5, $6, pg_current_xact_id())',
            [event.id, streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
          );
        },
        close: () => plain.end(),
      };
    },
    async ours(writers) {
      const pool = await createDatabasePool(url, { maximumPoolSize: writers });
      const store = createPostgresEventStore({ pool, connectionString: url });
      return {
        async operation() {
          const offerId = randomOffer();
          await store.append(`offer-${offerId}`, [stepEvent(offerId)], 'any');
        },
        async close() {
          await store.close();
          await pool.end();
        },
      };
    },
    peer(writers) {
      const pool = new pg.Pool({ connectionString: url, max: writers });
      const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
      return {
        async operation() {
          const offerId = randomOffer();
          const event = stepEvent(offerId);
          await retryOnConflict(/version/i, () =>
            emmett.appendToStream(`offer-${offerId}`, [{ type: event.type, data: event.data, metadata: event.metadata }]),
          );
        },
        async close() {
          await emmett.close();
          await pool.end().catch(() => undefined);
        },
      };
    },
    function(writers) {
      const plain = new pg.Pool({ connectionString: url, max: writers });
      return {
        async operation() {
          const offerId = randomOffer();
          const event = stepEvent(offerId);
          // A concurrent writer to the same stream can win the race for the revision on the unique index;
          // the adapter retries that for 'any' too.
          await retryOnConflict(/duplicate key/, () =>
            plain.query('select last_revision, last_position from es_append_one($1, -2, $2, $3, $4, $5)', [
              `offer-${offerId}`,
              event.id,
              event.type,
              JSON.stringify(event.data),
              JSON.stringify(event.metadata),
            ]),
          );
        },
        close: () => plain.end(),
      };
    },
  };

  const subjects: Subject[] = ['limit', 'ours', 'peer', 'function'];
  const measured = new Map<string, LoadResult>();
  const slice = settings.appendSeconds / settings.appendRounds;
  for (const writers of settings.writers) {
    // Rounds of short slices, subjects taking turns: a burst of outside load hits all of them alike.
    const samples = new Map<Subject, { latencies: number[]; seconds: number }>(subjects.map((s) => [s, { latencies: [], seconds: 0 }]));
    for (let round = 0; round < settings.appendRounds; round += 1) {
      for (const subject of subjects) {
        const { operation, close } = await open[subject](writers);
        try {
          await closedLoop(writers, Math.min(1, slice / 4), operation);
          const result = await closedLoop(writers, slice, operation);
          if (result.errors > 0)
            throw new Error(`${subject} at ${writers} writers: ${result.errors} failed appends, first: ${result.firstError ?? ''}`);
          const total = samples.get(subject);
          if (total) {
            for (const latency of result.samples) total.latencies.push(latency);
            total.seconds += result.seconds;
          }
        } finally {
          await close();
        }
      }
    }
    for (const subject of subjects) {
      const total = samples.get(subject) ?? { latencies: [], seconds: Number.NaN };
      const result: LoadResult = {
        operations: total.latencies.length,
        errors: 0,
        seconds: total.seconds,
        perSecond: total.latencies.length / total.seconds,
        latency: summarize(total.latencies),
        samples: [],
        firstError: null,
      };
      measured.set(`${subject}/${writers}`, result);
      console.log(
        `  appends ${subject.padEnd(8)} ${String(writers).padStart(2)} writers: ${perSecond(result.perSecond)}, p99 ${ms(result.latency.p99)}`,
      );
    }
  }

  const rate = (subject: Subject, writers: number): number => measured.get(`${subject}/${writers}`)?.perSecond ?? Number.NaN;
  const rows: Row[] = [];
  for (const writers of settings.writers) {
    for (const subject of subjects) {
      const result = measured.get(`${subject}/${writers}`);
      if (!result) continue;
      rows.push({
        store: subjectLabel[subject],
        writers,
        'events/s': perSecond(result.perSecond),
        p50: ms(result.latency.p50),
        p99: ms(result.latency.p99),
        'ours ÷ this': subject === 'ours' ? '' : ratio(rate('ours', writers) / result.perSecond),
      });
    }
  }
  const vsLimit = rate('ours', 16) / rate('limit', 16);
  const vsPeer = rate('ours', 16) / rate('peer', 16);
  return {
    name: 'appends',
    title: 'Event store appends',
    about: `One event per append to random streams (of ${STREAMS.toLocaleString('en-US')}), closed loop, ${settings.appendSeconds} s per point after a warm-up, in ${settings.appendRounds} round(s) in which the subjects take turns. The limit is one plain single-row INSERT transaction through \`pg\` into a table created \`like es_events including all\` (same columns, constraints and indexes; positions from an identity). The peer is emmett-postgresql's event store (\`appendToStream\`) in the same database with a pool of the same size. The diagnostic row calls our one-event \`es_append_one()\` SQL function directly through \`pg\`, which separates the function's cost in PostgreSQL from the client library's.`,
    command: reproduce(options, 'appends'),
    tables: [{ rows }],
    targets: [
      { text: 'ours ≥ 0.5× the limit at 16 writers', actual: ratio(vsLimit), met: Number.isFinite(vsLimit) ? vsLimit >= 0.5 : null },
      { text: 'ours ≥ 1.0× the peer at 16 writers', actual: ratio(vsPeer), met: Number.isFinite(vsPeer) ? vsPeer >= 1.0 : null },
    ],
    notes: [],
  };
}
