import type { ReferenceItemEvent, ReferenceKeyEvent } from '@rm/domain';
import type { AuditChanges, AuditEntityType } from '../audit/audit-log-schema';

/** What a reference-data event concerns (the item) and changed: every field when created, before → after when changed. */
export function describeReferenceDataEvent(event: ReferenceItemEvent | ReferenceKeyEvent): {
  entities: Array<{ type: AuditEntityType; id: string }>;
  changes: AuditChanges;
} {
  const entities = [{ type: 'reference_item' as const, id: event.data.itemId }];
  switch (event.type) {
    case 'ReferenceItemCreated':
      return {
        entities,
        changes: Object.fromEntries(
          Object.entries(event.data.fields as Record<string, unknown>).map(([field, after]) => [field, { before: null, after }]),
        ),
      };
    case 'ReferenceItemChanged': {
      const before = event.data.before as Record<string, unknown>;
      return {
        entities,
        changes: Object.fromEntries(
          Object.entries(event.data.changes as Record<string, unknown>).map(([field, after]) => [
            field,
            { before: before[field] ?? null, after },
          ]),
        ),
      };
    }
    case 'ReferenceItemDeleted':
      return { entities, changes: { deleted: { before: false, after: true } } };
    case 'ReferenceKeyClaimed':
      return { entities, changes: { unique_key: { before: null, after: event.data.key } } };
    case 'ReferenceKeyReleased':
      return { entities, changes: { unique_key: { before: event.data.key, after: null } } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
