import { auditLogChanged, erasedValueFor, EVENT_SCHEMAS, personalDataPlan, type DomainEvent, type PersonalField } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { erasedFullName } from '../shared/erased';
import { fullName, insertStatement, table, upsertStatement, writeLast } from '../shared/sql-rows';
import { auditData, describeEvent, memoryKey, rememberedEntities, type AuditMemory } from './audit-entry';
import {
  actorColumns,
  AUDIT_LOG_SCHEMA,
  createAuditLogReaderIndexes,
  createAuditLogTables,
  entityStateColumns,
  entryColumns,
  entryEntityColumns,
  type AuditActorRow,
  type AuditChanges,
  type AuditEntityStateRow,
  type AuditEntityType,
  type AuditEntryEntityRow,
  type AuditEntryRow,
} from './audit-log-schema';

/** Subject of the audit log's change notices; message {position} (the last position of the batch). */
export const AUDIT_LOG_CHANGED = auditLogChanged.subject;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Actor ids come from request metadata; anything that is not a user id (e.g. "system") is shown as no actor. */
const actorId = (value: string | null): string | null => (value && UUID.test(value) ? value : null);

async function loadMemory(
  connection: DatabaseTransactionConnection,
  schema: string,
  keys: ReadonlyArray<{ type: AuditEntityType; id: string }>,
): Promise<AuditMemory> {
  const memory: AuditMemory = new Map();
  if (keys.length === 0) return memory;
  const result = await connection.query(sql.unsafe`
    select s.entity_type, s.entity_id, s.state from ${table(schema, 'entity_states')} s
    join ${sql.unnest(
      keys.map((key) => [key.type, key.id]),
      ['text', 'uuid'],
    )} as k(entity_type, entity_id)
      on s.entity_type = k.entity_type and s.entity_id = k.entity_id`);
  for (const row of result.rows as readonly AuditEntityStateRow[]) memory.set(memoryKey(row.entity_type, row.entity_id), row.state);
  return memory;
}

async function handleAuditLog(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const wanted = new Map<string, { type: AuditEntityType; id: string }>();
  for (const event of batch) for (const key of rememberedEntities(event)) wanted.set(memoryKey(key.type, key.id), key);
  const memory = await loadMemory(connection, schema, [...wanted.values()]);
  const loaded = new Map([...memory].map(([key, state]) => [key, JSON.stringify(state)]));

  const entries: AuditEntryRow[] = [];
  const links: AuditEntryEntityRow[] = [];
  const actors = new Map<string, AuditActorRow>();
  for (const event of batch) {
    const facts = describeEvent(event, memory);
    const position = event.position.toString();
    entries.push({
      position,
      event_id: event.id,
      event_type: event.type,
      occurred_at: event.metadata.occurredAt,
      actor_id: actorId(event.metadata.actorId),
      actor_role: event.metadata.actorRole,
      data: auditData(event),
      changes: facts.changes,
    });
    const seen = new Set<string>();
    for (const entity of facts.entities) {
      const key = memoryKey(entity.type, entity.id);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ position, entity_type: entity.type, entity_id: entity.id });
    }
    if (event.type === 'UserRegistered')
      actors.set(event.data.userId, { actor_id: event.data.userId, full_name: fullName(event.data.firstName, event.data.lastName) });
  }
  const states: AuditEntityStateRow[] = [];
  for (const [key, state] of memory) {
    if (loaded.get(key) === JSON.stringify(state)) continue;
    const [type, id] = key.split('|') as [AuditEntityType, string];
    states.push({ entity_type: type, entity_id: id, state });
  }

  // Plain inserts: the runner hands each position over once (above the checkpoint), and a rebuild builds
  // the link index only after its replay. Four tables, no write depends on another: one statement.
  await writeLast(connection, context, [
    insertStatement(schema, 'entries', entryColumns, entries),
    insertStatement(schema, 'entry_entities', entryEntityColumns, links),
    upsertStatement(schema, 'actors', actorColumns, [...actors.values()], { key: ['actor_id'] }),
    upsertStatement(schema, 'entity_states', entityStateColumns, states, { key: ['entity_type', 'entity_id'] }),
  ]);
  const last = batch.at(-1);
  return last ? [{ subject: AUDIT_LOG_CHANGED, message: { position: last.position.toString() } }] : [];
}

const plan = personalDataPlan(EVENT_SCHEMAS);

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);

/** The entry's data with every declared personal field of an erased person as its erased value (null stays null). */
function forgottenData(fields: readonly PersonalField[], data: Record<string, unknown>, subjects: ReadonlySet<string>) {
  const forgotten = structuredClone(data);
  for (const field of fields) {
    const subject = valueAt(forgotten, field.subjectPath);
    if (typeof subject !== 'string' || !subjects.has(subject)) continue;
    const parent = valueAt(forgotten, field.path.slice(0, -1));
    const key = field.path.at(-1) ?? '';
    if (!parent || typeof parent !== 'object' || !(key in parent)) continue;
    const record = parent as Record<string, unknown>;
    if (record[key] !== null) record[key] = erasedValueFor(field, subject);
  }
  return forgotten;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The entry's changes as a rebuild from the forgotten data writes them: every change that the personal
 * fields decide (the rejection text, …) is described again from the forgotten data, or dropped when the
 * forgotten data describes none; changes recalled from earlier events stay.
 */
function forgottenChanges(type: string, original: Record<string, unknown>, forgotten: Record<string, unknown>, stored: AuditChanges) {
  const describe = (data: Record<string, unknown>) => describeEvent({ type, data } as unknown as DomainEvent, new Map()).changes;
  const was = describe(original);
  const is = describe(forgotten);
  const result: AuditChanges = { ...stored };
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (same(was[key], is[key])) continue;
    const now = is[key];
    if (!now) {
      delete result[key];
      continue;
    }
    const kept = stored[key];
    result[key] = {
      before: kept && !same(kept.before, was[key]?.before) ? kept.before : now.before,
      after: kept && !same(kept.after, was[key]?.after) ? kept.after : now.after,
    };
  }
  return result;
}

/**
 * The trail keeps the events' data: every declared personal field of an erased person in it becomes its
 * erased value (driven by the declarations, so the events of later features are covered too), the
 * changes those fields decide are described again from the forgotten data (as a rebuild does), and an
 * erased actor's name reads as erased.
 */
async function forgetAuditLog(subjectIds: readonly string[], connection: DatabaseTransactionConnection, { schema }: ProjectionContext) {
  const ids = sql.array([...subjectIds], 'text');
  const subjects = new Set(subjectIds);
  for (const [type, fields] of plan) {
    const subjectPaths = [...new Map(fields.map((field) => [field.subjectPath.join('.'), field.subjectPath])).values()];
    const concerns = sql.join(
      subjectPaths.map((path) => sql.fragment`data #>> ${sql.array([...path], 'text')} = any(${ids})`),
      sql.fragment` or `,
    );
    const rows = await connection.query(sql.unsafe`
      select position::text as position, data, changes from ${table(schema, 'entries')} where event_type = ${type} and (${concerns})`);
    for (const row of rows.rows as ReadonlyArray<{ position: string; data: Record<string, unknown>; changes: AuditChanges }>) {
      const data = forgottenData(fields, row.data, subjects);
      const changes = forgottenChanges(type, row.data, data, row.changes);
      if (same(data, row.data) && same(changes, row.changes)) continue;
      await connection.query(sql.unsafe`
        update ${table(schema, 'entries')} set data = ${sql.jsonb(data as never)}, changes = ${sql.jsonb(changes as never)}
        where position = ${row.position}::bigint`);
    }
  }
  await connection.query(sql.unsafe`
    update ${table(schema, 'actors')} set full_name = ${erasedFullName('UserRegistered')} where actor_id::text = any(${ids})`);
  return [];
}

/** Every event, linked to each entity it concerns: who, when, what changed. */
export const auditLogProjection: Projection = {
  name: 'audit-log',
  schema: AUDIT_LOG_SCHEMA,
  createTables: createAuditLogTables,
  createReaderIndexes: createAuditLogReaderIndexes,
  handle: handleAuditLog,
  forget: forgetAuditLog,
};
