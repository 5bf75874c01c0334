import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the audit log read model. */
export const AUDIT_LOG_SCHEMA = 'rm_audit_log';

/** Qualified table names for readers of the audit log. */
export const auditLogTables = {
  entries: `${AUDIT_LOG_SCHEMA}.entries`,
  entryEntities: `${AUDIT_LOG_SCHEMA}.entry_entities`,
  actors: `${AUDIT_LOG_SCHEMA}.actors`,
} as const;

export type AuditEntityType = 'offer' | 'contact' | 'campaign' | 'company' | 'unlock' | 'user' | 'audience' | 'reference_item';
/** What an event changed: field → value before and after. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** One event as the audit trail shows it: who, when, what (secrets removed from `data`), what changed. */
export interface AuditEntryRow {
  /** Event position as a decimal string. */
  position: string;
  event_id: string;
  event_type: string;
  occurred_at: string;
  actor_id: string | null;
  actor_role: string | null;
  data: Record<string, unknown>;
  changes: AuditChanges;
}

/** Links an entry to every entity it concerns. */
export interface AuditEntryEntityRow {
  position: string;
  entity_type: AuditEntityType;
  entity_id: string;
}

/** Actors' names, so that the trail shows who acted. */
export interface AuditActorRow {
  actor_id: string;
  full_name: string;
}

/** What the log remembers of an entity to tell "before" values and related entities of later events. */
export interface AuditEntityStateRow {
  entity_type: AuditEntityType;
  entity_id: string;
  state: Record<string, string | null>;
}

export const entryColumns: Columns<AuditEntryRow> = {
  position: 'int8',
  event_id: 'uuid',
  event_type: 'text',
  occurred_at: 'timestamptz',
  actor_id: 'uuid',
  actor_role: 'text',
  data: 'jsonb',
  changes: 'jsonb',
};
export const entryEntityColumns: Columns<AuditEntryEntityRow> = { position: 'int8', entity_type: 'text', entity_id: 'uuid' };
export const actorColumns: Columns<AuditActorRow> = { actor_id: 'uuid', full_name: 'text' };
export const entityStateColumns: Columns<AuditEntityStateRow> = { entity_type: 'text', entity_id: 'uuid', state: 'jsonb' };

/** Tables, and the keys the handler writes and looks rows up by. */
export async function createAuditLogTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const entries = table(schema, 'entries');
  await runStatements(connection, [
    sql.fragment`create table if not exists ${entries} (
      position bigint primary key,
      event_id uuid not null,
      event_type text not null,
      occurred_at timestamptz not null,
      actor_id uuid,
      actor_role text,
      data jsonb not null,
      changes jsonb not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'entry_entities')} (
      position bigint not null,
      entity_type text not null,
      entity_id uuid not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'actors')} (actor_id uuid primary key, full_name text not null)`,
    sql.fragment`create table if not exists ${table(schema, 'entity_states')} (
      entity_type text not null,
      entity_id uuid not null,
      state jsonb not null,
      primary key (entity_type, entity_id)
    )`,
  ]);
}

/** The trail of one entity, newest first; the whole log by type, actor or time. */
export async function createAuditLogReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const entries = table(schema, 'entries');
  await runStatements(connection, [
    sql.fragment`create index if not exists entries_type_position on ${entries} (event_type, position desc)`,
    sql.fragment`create index if not exists entries_actor_position on ${entries} (actor_id, position desc)`,
    sql.fragment`create index if not exists entries_occurred on ${entries} (occurred_at)`,
    sql.fragment`create index if not exists entry_entities_entity on ${table(schema, 'entry_entities')} (entity_type, entity_id, position desc)`,
  ]);
}
