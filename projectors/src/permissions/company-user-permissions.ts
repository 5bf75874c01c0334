import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { runStatements, table, upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
import { USERS_CHANGED } from '../users/users';

/** Schema of the company users' permission lists. */
export const PERMISSIONS_SCHEMA = 'rm_permissions';

/** Qualified table names for readers of the permissions read model. */
export const permissionsTables = {
  companyUserPermissions: `${PERMISSIONS_SCHEMA}.company_user_permissions`,
} as const;

interface PermissionRow {
  user_id: string;
  company_id: string;
  permissions: string[];
}
const permissionColumns: Columns<PermissionRow> = { user_id: 'uuid', company_id: 'uuid', permissions: 'text[]' };

async function createPermissionsTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'company_user_permissions')} (
      user_id uuid primary key,
      company_id uuid not null,
      permissions text[] not null
    )`,
  ]);
}

/**
 * The permission list of each company user whose list was set (no row: never limited). A change is
 * announced as a change of the user, so that every process forgets the signed-in user it remembers and
 * the next request is checked against the new list.
 */
async function handlePermissions(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const latest = new Map<string, { companyId: string; permissions: string[] }>();
  for (const event of batch) {
    if (event.type !== 'CompanyUserPermissionsSet') continue;
    const { data } = event;
    latest.set(data.userId, { companyId: data.companyId, permissions: data.permissions });
  }
  if (latest.size === 0) return [];
  const rows = [...latest.entries()].map(([userId, row]) => ({ user_id: userId, company_id: row.companyId, permissions: row.permissions }));
  await writeLast(connection, context, [
    upsertStatement(context.schema, 'company_user_permissions', permissionColumns, rows, { key: ['user_id'] }),
  ]);
  return rows.map((row) => ({ subject: USERS_CHANGED, message: { userId: row.user_id } }));
}

/** Company users' permission lists (what the access check of every employer route reads with the signed-in user). */
export const companyUserPermissionsProjection: Projection = {
  name: 'company-user-permissions',
  schema: PERMISSIONS_SCHEMA,
  createTables: createPermissionsTables,
  handle: handlePermissions,
  eventTypes: ['CompanyUserPermissionsSet'],
};
