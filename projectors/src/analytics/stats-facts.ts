import { statsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { insertStatement, writeLast } from '../shared/sql-rows';
import { createStatsReaderIndexes, createStatsTables, factColumns, STATS_SCHEMA, type StatsFactRow } from './stats-facts-schema';

type Fact = Pick<StatsFactRow, 'kind' | 'company_id' | 'label'> & { occurred_at?: string; amount?: number };

/** The facts one event contributes (none for most). */
export function factsOf(event: RecordedEvent): Fact[] {
  switch (event.type) {
    case 'CompanyRegistered':
      return [{ kind: 'company_registered', company_id: event.data.companyId, label: null }];
    case 'ContactUnlocked':
      return [
        { kind: 'unlock', company_id: event.data.companyId, label: null },
        { kind: 'revenue', company_id: event.data.companyId, label: 'unlock', amount: event.data.price },
      ];
    case 'HireCharged':
      return [{ kind: 'revenue', company_id: event.data.companyId, label: 'hire', amount: event.data.price }];
    case 'OfferStageChanged':
      return event.data.to === 'hired'
        ? [
            {
              kind: 'hire',
              company_id: event.data.companyId,
              label: null,
              ...(event.data.hiredAt ? { occurred_at: event.data.hiredAt } : {}),
            },
          ]
        : [];
    case 'OfferRejected':
      return [{ kind: 'rejection', company_id: event.data.companyId, label: event.data.reason, occurred_at: event.data.rejectedAt }];
    case 'ConsentGiven':
      return event.data.purpose === 'terms'
        ? [{ kind: 'activity', company_id: null, label: 'accepted-terms', occurred_at: event.data.givenAt }]
        : [];
    case 'ContactEnabledForUnlock':
      return [{ kind: 'activity', company_id: null, label: 'eligible-for-unlock' }];
    default:
      return [];
  }
}

async function handleStats(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const rows: StatsFactRow[] = [];
  for (const event of batch) {
    const recordedAt = event.metadata.occurredAt;
    factsOf(event).forEach((fact, seq) =>
      rows.push({
        position: event.position.toString(),
        seq,
        kind: fact.kind,
        occurred_at: fact.occurred_at ?? recordedAt,
        recorded_at: recordedAt,
        company_id: fact.company_id,
        label: fact.label,
        amount: fact.amount ?? null,
      }),
    );
  }
  await writeLast(connection, context, [insertStatement(context.schema, 'facts', factColumns, rows)]);
  const last = batch.at(-1);
  return rows.length > 0 && last ? [{ subject: statsChanged.subject, message: { position: last.position.toString() } }] : [];
}

/** The events the statistics count. */
const STATS_EVENT_TYPES = [
  'CompanyRegistered',
  'ContactUnlocked',
  'HireCharged',
  'OfferStageChanged',
  'OfferRejected',
  'ConsentGiven',
  'ContactEnabledForUnlock',
];

/**
 * Countable facts of the log with the time they happened and the time they were recorded: the series of
 * the back office's charts, each answerable as of any past moment (see README, "Analytics").
 */
export const statsProjection: Projection = {
  name: 'stats',
  schema: STATS_SCHEMA,
  createTables: createStatsTables,
  createReaderIndexes: createStatsReaderIndexes,
  handle: handleStats,
  // The facts keep ids and identifiers only, never a person's data: an erasure leaves nothing to forget.
  forget: () => Promise.resolve([]),
  eventTypes: STATS_EVENT_TYPES,
};
