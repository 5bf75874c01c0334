import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the notifications read model: what each user (or each company's users) is told, and who read it. */
export const NOTIFICATIONS_SCHEMA = 'rm_notifications';

export const notificationsTables = {
  notifications: `${NOTIFICATIONS_SCHEMA}.notifications`,
  reads: `${NOTIFICATIONS_SCHEMA}.reads`,
} as const;

export async function createNotificationsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const notifications = table(schema, 'notifications');
  const reads = table(schema, 'reads');
  await runStatements(connection, [
    // For one user (user_id), or for every user of a company (company_id).
    sql.fragment`create table if not exists ${notifications} (
      notification_id uuid primary key,
      user_id uuid,
      company_id uuid,
      kind text not null,
      actor_id uuid,
      contact_id uuid,
      model text,
      model_id uuid,
      created_at timestamptz not null
    )`,
    sql.fragment`create index if not exists notifications_user on ${notifications} (user_id, created_at desc)`,
    sql.fragment`create index if not exists notifications_company on ${notifications} (company_id, created_at desc)`,
    sql.fragment`create table if not exists ${reads} (
      notification_id uuid not null,
      user_id uuid not null,
      read_at timestamptz,
      primary key (notification_id, user_id)
    )`,
  ]);
}
