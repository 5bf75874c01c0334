import { REFERENCE_KIND_RULES, referenceDataChanged, type ReferenceFields, type ReferenceKind } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { REFERENCE_DATA_SCHEMA, createReferenceDataReaderIndexes, createReferenceDataTables } from './reference-data-schema';

/** Subject of reference-data changes; message {kind, itemId, position, correlationId}. */
export const REFERENCE_DATA_CHANGED = referenceDataChanged.subject;

const EVENT_TYPES = ['ReferenceItemCreated', 'ReferenceItemChanged', 'ReferenceItemDeleted'] as const;

/** What a list searches: every text field (labels in every language), lower-case. */
const searchOf = (fields: ReferenceFields): string =>
  Object.values(fields)
    .flatMap((value): unknown[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value) : []))
    .filter((value): value is string => typeof value === 'string')
    .join(' ')
    .toLowerCase();

const sortOf = (fields: ReferenceFields): number => (typeof fields.sort === 'number' ? fields.sort : 0);

/** Reference data is written by admins now and then: one statement per event is plenty. */
async function handleReferenceData(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const items = table(context.schema, 'items');
  const notices: Notice[] = [];
  for (const recorded of batch) {
    const event = recorded;
    const at = recorded.metadata.occurredAt;
    let kind: ReferenceKind;
    switch (event.type) {
      case 'ReferenceItemCreated': {
        const { itemId, fields } = event.data;
        kind = event.data.kind;
        const label = REFERENCE_KIND_RULES[kind].label(fields);
        await connection.query(sql.unsafe`
          insert into ${items} (item_id, kind, label, search, sort, fields, created_at, updated_at)
          values (${itemId}, ${kind}, ${label}, ${searchOf(fields)}, ${sortOf(fields)}, ${JSON.stringify(fields)}::jsonb, ${at}, ${at})
          on conflict (item_id) do nothing`);
        break;
      }
      case 'ReferenceItemChanged': {
        kind = event.data.kind;
        const found = await connection.query(sql.unsafe`select fields from ${items} where item_id = ${event.data.itemId}`);
        const stored = found.rows[0] as { fields: ReferenceFields } | undefined;
        if (!stored) continue;
        const fields = { ...stored.fields, ...event.data.changes };
        const label = REFERENCE_KIND_RULES[kind].label(fields);
        await connection.query(sql.unsafe`
          update ${items} set fields = ${JSON.stringify(fields)}::jsonb, label = ${label}, search = ${searchOf(fields)},
            sort = ${sortOf(fields)}, updated_at = ${at}
          where item_id = ${event.data.itemId}`);
        break;
      }
      case 'ReferenceItemDeleted':
        kind = event.data.kind;
        await connection.query(sql.unsafe`delete from ${items} where item_id = ${event.data.itemId}`);
        break;
      default:
        continue;
    }
    notices.push({
      subject: REFERENCE_DATA_CHANGED,
      message: { kind, itemId: event.data.itemId, position: recorded.position.toString(), correlationId: recorded.metadata.correlationId },
    });
  }
  return notices;
}

/** Reference data by kind: the back office's lists and the option lists built from them. */
export const referenceDataProjection: Projection = {
  name: 'reference-data',
  schema: REFERENCE_DATA_SCHEMA,
  createTables: createReferenceDataTables,
  createReaderIndexes: createReferenceDataReaderIndexes,
  handle: handleReferenceData,
  eventTypes: EVENT_TYPES,
};
