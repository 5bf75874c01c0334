import type { RecordedEvent } from '@rm/eventstore';
import { sql } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';
import { auditData, auditFacts } from './audit-entry';

export const AUDIT_LOG_SCHEMA = 'rm_audit_log';
export const auditLogTables = {
  entries: `${AUDIT_LOG_SCHEMA}.entries`,
  entryEntities: `${AUDIT_LOG_SCHEMA}.entry_entities`,
  actors: `${AUDIT_LOG_SCHEMA}.actors`,
} as const;

export interface AuditEntryRow {
  position: string;
  event_id: string;
  event_type: string;
  occurred_at: string;
  actor_id: string | null;
  actor_role: string | null;
  data: Record<string, unknown>;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const tablesSql = (s: string): string => `
create table if not exists "${s}".entries (
  position bigint primary key,
  event_id uuid not null,
  event_type text not null,
  occurred_at timestamptz not null,
  actor_id uuid,
  actor_role text,
  data jsonb not null,
  changes jsonb not null
);
create index if not exists entries_type_position on "${s}".entries (event_type, position desc);
create index if not exists entries_actor_position on "${s}".entries (actor_id, position desc);
create index if not exists entries_occurred on "${s}".entries (occurred_at);
create table if not exists "${s}".entry_entities (
  entity_type text not null,
  entity_id uuid not null,
  position bigint not null,
  primary key (entity_type, entity_id, position)
);
create table if not exists "${s}".actors (actor_id uuid primary key, full_name text not null);
`;

const uuidOrNull = (value: string | null): string | null => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/** Every event, per entity: who, when, what changed. Written with one statement per table per batch. */
export const auditLogProjection: Projection = {
  name: 'audit-log',
  schema: AUDIT_LOG_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const t = (table: string) => sql.identifier([schema, table]);
    const entries: Array<Array<string | null>> = [];
    const entities: Array<Array<string>> = [];
    const actors = new Map<string, string>();
    for (const event of events) {
      const facts = auditFacts(event);
      const position = event.position.toString();
      entries.push([
        position,
        event.id,
        event.type,
        event.metadata.occurredAt,
        uuidOrNull(event.metadata.actorId),
        event.metadata.actorRole,
        JSON.stringify(auditData(event)),
        JSON.stringify(facts.changes),
      ]);
      const seen = new Set<string>();
      for (const entity of facts.entities) {
        const key = `${entity.type}|${entity.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entities.push([entity.type, entity.id, position]);
      }
      if (event.type === 'UserRegistered') actors.set(event.data.userId, `${event.data.firstName} ${event.data.lastName}`.trim());
    }
    if (entries.length > 0) {
      await connection.query(sql.unsafe`
        insert into ${t('entries')} (position, event_id, event_type, occurred_at, actor_id, actor_role, data, changes)
        select * from ${sql.unnest(entries, ['int8', 'uuid', 'text', 'timestamptz', 'uuid', 'text', 'jsonb', 'jsonb'])}
        on conflict do nothing`);
    }
    if (entities.length > 0) {
      await connection.query(sql.unsafe`
        insert into ${t('entry_entities')} (entity_type, entity_id, position)
        select * from ${sql.unnest(entities, ['text', 'uuid', 'int8'])} on conflict do nothing`);
    }
    if (actors.size > 0) {
      await connection.query(sql.unsafe`
        insert into ${t('actors')} (actor_id, full_name)
        select * from ${sql.unnest([...actors.entries()], ['uuid', 'text'])} on conflict (actor_id) do update set full_name = excluded.full_name`);
    }
    const last = events.at(-1);
    return last ? [{ subject: 'rm.audit-log.changed', message: { position: last.position.toString() } }] : [];
  },
};
