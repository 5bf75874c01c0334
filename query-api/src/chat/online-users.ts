import type { OnlineUser } from '@rm/domain';
import { sql, type CommonQueryMethods } from 'slonik';
import type { PresenceStatus } from '../realtime/presence';
import { tables } from '../shared/tables';

/** The connected users of one kind (company users or contacts) with their names, by name. */
export async function onlineUsers(
  db: CommonQueryMethods,
  online: ReadonlyMap<string, PresenceStatus>,
  kind: 'company' | 'contact',
): Promise<OnlineUser[]> {
  if (online.size === 0) return [];
  const ids = sql.array([...online.keys()], 'uuid');
  const rows = (await db.any(
    kind === 'company'
      ? sql.unsafe`
        select u.user_id as id, u.full_name, u.company_id, co.name as company_name, null as contact_id
        from ${tables.users} u left join ${tables.companies} co on co.company_id = u.company_id
        where u.user_id = any(${ids}) and u.company_id is not null order by u.full_name, u.user_id`
      : sql.unsafe`
        select u.user_id as id, u.full_name, null as company_id, null as company_name, cu.contact_id
        from ${tables.users} u join ${tables.contactUsers} cu on cu.user_id = u.user_id
        where u.user_id = any(${ids}) order by u.full_name, u.user_id`,
  )) as Array<{ id: string; full_name: string; company_id: string | null; company_name: string | null; contact_id: string | null }>;
  return rows.map((row) => ({
    id: row.id,
    full_name: row.full_name,
    status: online.get(row.id) ?? 'online',
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? '' } : null,
    contact_id: row.contact_id,
  }));
}
