import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { USER_SETTINGS_SCHEMA, createUserSettingsTables } from './user-settings-schema';

/** One row per user, created with the defaults (German, DE, Europe/Berlin); tracked events counted. */
async function handleUserSettings(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const settings = table(context.schema, 'settings');
  for (const recorded of batch) {
    const event = recorded;
    if (event.type === 'UserRegistered') {
      await connection.query(sql.unsafe`insert into ${settings} (user_id) values (${event.data.userId}) on conflict (user_id) do nothing`);
    } else if (event.type === 'UserEventTracked') {
      await connection.query(sql.unsafe`
        insert into ${settings} (user_id, tracked_events_count, last_tracked_at) values (${event.data.userId}, 1, ${recorded.metadata.occurredAt})
        on conflict (user_id) do update set tracked_events_count = ${settings}.tracked_events_count + 1, last_tracked_at = excluded.last_tracked_at`);
    }
  }
  return [];
}

/** Settings and counters of each user (GET /api/settings/user/{userId}, GET /api/contact-stats). */
export const userSettingsProjection: Projection = {
  name: 'user-settings',
  schema: USER_SETTINGS_SCHEMA,
  createTables: createUserSettingsTables,
  handle: handleUserSettings,
  eventTypes: ['UserRegistered', 'UserEventTracked'],
  // It keeps nothing about a person but counters and defaults under the user's id, which an erasure keeps too:
  // there is nothing to forget, and nothing to rebuild after an erasure.
  forget: () => Promise.resolve([]),
};
