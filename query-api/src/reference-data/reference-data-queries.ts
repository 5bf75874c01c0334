import { ERASED_EMAIL, type ManagedUser, type PageMeta, type ReferenceItem, type ReferenceKind } from '@rm/domain';
import { referenceDataTables, type ReferenceItemRow } from '@rm/projectors';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** The reference-data read model's table. */
export const referenceItems = sql.identifier(referenceDataTables.items.split('.'));

type ItemRow = Pick<ReferenceItemRow, 'item_id' | 'kind' | 'fields' | 'created_at' | 'updated_at'>;

/** An item as the API answers it: money in euros, derived fields filled in. */
export function toReferenceItem(row: ItemRow): ReferenceItem {
  const fields = { ...row.fields };
  if (row.kind === 'coupons') {
    fields.value = euros(Number(fields.value));
    fields.min_amount = euros(Number(fields.min_amount));
    fields.companies_count = 0;
  }
  if (row.kind === 'offer-rejection-reasons') fields.active = typeof fields.activated_at === 'string';
  return { id: row.item_id, ...fields, created_at: row.created_at, updated_at: row.updated_at };
}

const itemColumns = sql.fragment`item_id, kind, fields, created_at, updated_at`;

/** One item of any kind (null when unknown or deleted). */
export async function referenceItem(db: CommonQueryMethods, itemId: string): Promise<ReferenceItem | null> {
  const result = await db.query(sql.unsafe`select ${itemColumns} from ${referenceItems} where item_id = ${itemId}`);
  const row = result.rows[0] as ItemRow | undefined;
  return row ? toReferenceItem(row) : null;
}

/** A search term as a LIKE pattern (its own % and _ taken literally). */
export const likePattern = (search: string): string =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ReferenceListFilters {
  page: number;
  search?: string;
  /** Options only: one group. */
  group?: string;
}

/** A kind's items, 20 a page, in the kind's order (explicit sort, then label), searched in every text field. */
export async function referenceList(
  db: CommonQueryMethods,
  kind: ReferenceKind,
  filters: ReferenceListFilters,
): Promise<{ data: ReferenceItem[]; meta: PageMeta }> {
  const parts: FragmentSqlToken[] = [sql.fragment`kind = ${kind}`];
  if (filters.search?.trim()) parts.push(sql.fragment`search like ${likePattern(filters.search)}`);
  if (filters.group) parts.push(sql.fragment`fields->>'group' = ${filters.group}`);
  const where = sql.join(parts, sql.fragment` and `);
  const [rows, total] = await Promise.all([
    db.query(sql.unsafe`
      select ${itemColumns} from ${referenceItems} where ${where}
      order by sort, lower(label), item_id limit ${PER_PAGE} offset ${pageOffset(filters.page)}`),
    db.query(sql.unsafe`select count(*)::int as total from ${referenceItems} where ${where}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly ItemRow[]).map(toReferenceItem), meta: pageMeta(filters.page, count) };
}

/** Every item of a kind (option lists; these kinds stay small), in the kind's order. */
export async function allReferenceItems(db: CommonQueryMethods, kind: ReferenceKind): Promise<ReferenceItem[]> {
  const rows = await db.query(
    sql.unsafe`select ${itemColumns} from ${referenceItems} where kind = ${kind} order by sort, lower(label), item_id limit 1000`,
  );
  return (rows.rows as readonly ItemRow[]).map(toReferenceItem);
}

/** The options of one group, by key. */
export async function optionGroupItems(
  db: CommonQueryMethods,
  group: string,
): Promise<Array<{ key: string; label: { de: string; en: string; pl: string } }>> {
  const rows = await db.query(sql.unsafe`
    select fields->>'key' as key, fields->'label' as label from ${referenceItems}
    where kind = 'options' and fields->>'group' = ${group} order by lower(fields->>'key'), fields->>'key' limit 1000`);
  return (rows.rows as ReadonlyArray<{ key: string; label: { de: string; en: string; pl: string } }>).slice();
}

/** The options of several groups at once (review questions), with their group. */
export async function optionGroupsItems(
  db: CommonQueryMethods,
  groups: readonly string[],
): Promise<Array<{ group: string; key: string; label: { de: string; en: string; pl: string } }>> {
  const rows = await db.query(sql.unsafe`
    select fields->>'group' as group, fields->>'key' as key, fields->'label' as label from ${referenceItems}
    where kind = 'options' and fields->>'group' = any(${sql.array([...groups], 'text')})
    order by fields->>'group', lower(fields->>'key'), fields->>'key' limit 1000`);
  return (rows.rows as ReadonlyArray<{ group: string; key: string; label: { de: string; en: string; pl: string } }>).slice();
}

/** The options of every group whose name starts with `prefix` (review questions per reviewer type). */
export async function optionGroupsWithPrefix(
  db: CommonQueryMethods,
  prefix: string,
): Promise<Array<{ group: string; key: string; label: { de: string; en: string; pl: string } }>> {
  const rows = await db.query(sql.unsafe`
    select fields->>'group' as group, fields->>'key' as key, fields->'label' as label from ${referenceItems}
    where kind = 'options' and starts_with(fields->>'group', ${prefix})
    order by fields->>'group', lower(fields->>'key'), fields->>'key' limit 1000`);
  return (rows.rows as ReadonlyArray<{ group: string; key: string; label: { de: string; en: string; pl: string } }>).slice();
}

/** An erased user's address reads as `ERASED_EMAIL` with their id: the read model's mark of an erasure. */
const [erasedEmailPrefix, erasedEmailSuffix] = ERASED_EMAIL.split('{subject}') as [string, string];

/** The user-management list: users, newest first, 20 a page, by role and searched by name or e-mail. */
export async function managedUsers(
  db: CommonQueryMethods,
  filters: { page: number; role?: string; search?: string },
): Promise<{ data: ManagedUser[]; meta: PageMeta }> {
  const parts: FragmentSqlToken[] = [sql.fragment`true`];
  if (filters.role) parts.push(sql.fragment`${filters.role} = any(u.roles)`);
  if (filters.search?.trim()) {
    const pattern = likePattern(filters.search);
    parts.push(sql.fragment`(lower(u.full_name) like ${pattern} or u.email like ${pattern})`);
  }
  const where = sql.join(parts, sql.fragment` and `);
  const [rows, total] = await Promise.all([
    db.query(sql.unsafe`
      select u.user_id as id, u.full_name, u.email, u.roles, u.created_at,
        u.email = ${erasedEmailPrefix} || u.user_id::text || ${erasedEmailSuffix} as erased,
        c.company_id as company_id, c.name as company_name
      from ${tables.users} u left join ${tables.companies} c on c.company_id = u.company_id
      where ${where} order by u.created_at desc, u.user_id limit ${PER_PAGE} offset ${pageOffset(filters.page)}`),
    db.query(sql.unsafe`select count(*)::int as total from ${tables.users} u where ${where}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  type Row = Omit<ManagedUser, 'company'> & { company_id: string | null; company_name: string | null };
  return {
    data: (rows.rows as readonly Row[]).map(({ company_id, company_name, ...user }) => ({
      ...user,
      company: company_id ? { id: company_id, name: company_name ?? '' } : null,
    })),
    meta: pageMeta(filters.page, count),
  };
}
