import type { RecordedEvent } from '@rm/eventstore';
import type { DatabaseTransactionConnection } from 'slonik';

/** A change notice published on the bus after the read-model change committed. */
export interface Notice {
  subject: string;
  message: Record<string, unknown>;
}

/**
 * One read model: its tables live in their own PostgreSQL schema (`schema`, or a fresh one during a
 * rebuild), and `apply` turns a batch of events into changes to them inside the runner's transaction.
 * Handlers must be idempotent per batch: the runner never hands them an event at or below the checkpoint.
 */
export interface Projection {
  name: string;
  schema: string;
  /** DDL creating the tables in `schema` (a multi-statement script, `if not exists` everywhere). */
  tablesSql(schema: string): string;
  apply(events: readonly RecordedEvent[], connection: DatabaseTransactionConnection, schema: string): Promise<Notice[]>;
}

export const checkpointsTableSql = `
create table if not exists rm_checkpoints (
  projection text primary key,
  position bigint not null default 0,
  updated_at timestamptz not null default now()
);`;
