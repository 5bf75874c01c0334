import { userSettingsTables, type UserSettingsRow } from '@rm/projectors';
import { sql, type CommonQueryMethods } from 'slonik';

const settings = sql.identifier(userSettingsTables.settings.split('.'));

/** A user's settings row, or null for an unknown user. */
export async function userSettings(db: CommonQueryMethods, userId: string): Promise<UserSettingsRow | null> {
  const result = await db.query(sql.unsafe`select * from ${settings} where user_id = ${userId}`);
  return (result.rows[0] as UserSettingsRow | undefined) ?? null;
}
