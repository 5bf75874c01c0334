import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the privacy-register read model. */
export const PRIVACY_REGISTER_SCHEMA = 'rm_privacy_register';

/** Qualified table names for readers: one row per breach and per data-subject request, `fields` as the event holds them. */
export const privacyRegisterTables = {
  breaches: `${PRIVACY_REGISTER_SCHEMA}.breaches`,
  requests: `${PRIVACY_REGISTER_SCHEMA}.requests`,
} as const;

async function createPrivacyRegisterTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'breaches')} (
      breach_id uuid primary key, detected_at timestamptz not null, fields jsonb not null, updated_at timestamptz not null)`,
    sql.fragment`create table if not exists ${table(schema, 'requests')} (
      request_id uuid primary key, received_at timestamptz not null, done boolean not null, fields jsonb not null,
      updated_at timestamptz not null)`,
  ]);
}

const EVENT_TYPES = ['BreachRecorded', 'BreachChanged', 'DataSubjectRequestRecorded', 'DataSubjectRequestChanged'] as const;

/** Written by an admin now and then: one statement per event. */
async function handlePrivacyRegister(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'BreachRecorded':
      case 'BreachChanged': {
        const { breachId, ...fields } = event.data;
        await connection.query(sql.unsafe`
          insert into ${table(context.schema, 'breaches')} (breach_id, detected_at, fields, updated_at)
          values (${breachId}, ${fields.detectedAt}, ${JSON.stringify(fields)}::jsonb, ${at})
          on conflict (breach_id) do update set detected_at = excluded.detected_at, fields = excluded.fields, updated_at = excluded.updated_at`);
        break;
      }
      case 'DataSubjectRequestRecorded':
      case 'DataSubjectRequestChanged': {
        const { requestId, ...fields } = event.data;
        await connection.query(sql.unsafe`
          insert into ${table(context.schema, 'requests')} (request_id, received_at, done, fields, updated_at)
          values (${requestId}, ${fields.receivedAt}, ${fields.doneAt !== null}, ${JSON.stringify(fields)}::jsonb, ${at})
          on conflict (request_id) do update set received_at = excluded.received_at, done = excluded.done, fields = excluded.fields,
            updated_at = excluded.updated_at`);
        break;
      }
      default:
        continue;
    }
  }
  return [];
}

/**
 * The breach register and the register of data-subject requests. They hold no personal field (a request's
 * `contactId` is an id, kept after an erasure like billing's), so an erasure leaves them as they are.
 */
export const privacyRegisterProjection: Projection = {
  name: 'privacy-register',
  schema: PRIVACY_REGISTER_SCHEMA,
  createTables: createPrivacyRegisterTables,
  handle: handlePrivacyRegister,
  forget: () => Promise.resolve([]),
  eventTypes: EVENT_TYPES,
};
