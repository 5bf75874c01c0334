import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the statistics read model. */
export const STATS_SCHEMA = 'rm_stats';

/** Qualified table names for readers of the statistics. */
export const statsTables = { facts: `${STATS_SCHEMA}.facts` } as const;

/** What a fact counts. */
export type StatsFactKind = 'company_registered' | 'unlock' | 'hire' | 'rejection' | 'activity' | 'revenue';

/**
 * One countable thing that happened, as the charts count it: a company registered, a contact unlocked,
 * an offer hired or rejected, an activity, revenue charged. Every fact keeps both times: `occurred_at` (when it happened,
 * the day a chart puts it on: a hire on its hiring day) and `recorded_at` (when the event was appended:
 * a report as of a moment counts only facts recorded by then). No personal data: ids and identifiers only.
 */
export interface StatsFactRow {
  /** The event's position as a decimal string, and the fact's number within the event. */
  position: string;
  seq: number;
  kind: StatsFactKind;
  occurred_at: string;
  recorded_at: string;
  company_id: string | null;
  /** The reason of a rejection, the name of an activity, what revenue was charged for (unlock, hire). */
  label: string | null;
  /** Revenue in cents (the price charged); null for facts that are only counted. */
  amount: number | null;
}

export const factColumns: Columns<StatsFactRow> = {
  position: 'int8',
  seq: 'int4',
  kind: 'text',
  occurred_at: 'timestamptz',
  recorded_at: 'timestamptz',
  company_id: 'uuid',
  label: 'text',
  amount: 'int8',
};

export async function createStatsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'facts')} (
      position bigint not null,
      seq int not null,
      kind text not null,
      occurred_at timestamptz not null,
      recorded_at timestamptz not null,
      company_id uuid,
      label text,
      amount bigint,
      primary key (position, seq)
    )`,
  ]);
}

/** Every chart reads one kind over a span of days. */
export async function createStatsReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create index if not exists facts_kind_occurred on ${table(schema, 'facts')} (kind, occurred_at) include (recorded_at, company_id, label, amount)`,
  ]);
}
