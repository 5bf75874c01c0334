import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the user-settings read model. */
export const USER_SETTINGS_SCHEMA = 'rm_user_settings';

export const userSettingsTables = {
  settings: `${USER_SETTINGS_SCHEMA}.settings`,
} as const;

/**
 * A user's settings and counters as every screen loads them. unread_messages_count stays 0 until
 * messaging appends events that raise it; tracked interface events are counted.
 */
export interface UserSettingsRow {
  user_id: string;
  language: string;
  country: string;
  timezone: string;
  unread_messages_count: number;
  tracked_events_count: number;
  last_tracked_at: string | null;
}

export async function createUserSettingsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'settings')} (
      user_id uuid primary key,
      language text not null default 'de',
      country text not null default 'DE',
      timezone text not null default 'Europe/Berlin',
      unread_messages_count integer not null default 0,
      tracked_events_count integer not null default 0,
      last_tracked_at timestamptz
    )`,
  ]);
}
