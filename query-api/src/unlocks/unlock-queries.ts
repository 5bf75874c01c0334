import type { PageMeta, UnlockedContact } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** status_id of a hired unlocked contact (spec: 4 means hired). */
const HIRED_STATUS_ID = 4;

interface UnlockRow {
  unlock_id: string;
  company_id: string;
  contact_id: string;
  status: string;
  status_id: number;
  price: number;
  unlocked_at: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  employer_id: string | null;
  employer_name: string | null;
  deleted_at: string | null;
}

const columns = sql.fragment`
  uc.unlock_id, uc.company_id, uc.contact_id, uc.status, uc.status_id, uc.price, uc.unlocked_at, uc.deleted_at,
  c.full_name as contact_name, c.phone, c.email, uc.campaign_id, cp.name as campaign_name, uc.employer_id, u.full_name as employer_name`;
const joins = sql.fragment`
  left join ${tables.unlockContacts} c on c.contact_id = uc.contact_id
  left join ${tables.unlockCampaigns} cp on cp.campaign_id = uc.campaign_id
  left join ${tables.unlockUsers} u on u.user_id = uc.employer_id`;

const toUnlockedContact = (row: UnlockRow): UnlockedContact => ({
  id: row.unlock_id,
  status: row.status,
  status_id: row.status_id,
  price: euros(row.price),
  unlocked_at: row.unlocked_at,
  driver: { id: row.contact_id, full_name: row.contact_name ?? '', phone: row.phone, email: row.email },
  campaign: row.campaign_id ? { id: row.campaign_id, name: row.campaign_name ?? '' } : null,
  employer: row.employer_id ? { id: row.employer_id, full_name: row.employer_name ?? '' } : null,
});

/** A company's unlocked contacts (or only the hired ones), newest first, 20 per page. */
export async function listUnlockedContacts(
  pool: DatabasePool,
  companyId: string,
  page: number,
  hiredOnly: boolean,
): Promise<{ data: UnlockedContact[]; meta: PageMeta }> {
  const hired = hiredOnly ? sql.fragment`and uc.status_id = ${HIRED_STATUS_ID}` : sql.fragment``;
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select ${columns} from ${tables.unlockedContacts} uc ${joins}
      where uc.company_id = ${companyId} and uc.deleted_at is null ${hired}
      order by uc.unlocked_at desc, uc.unlock_id desc limit ${PER_PAGE} offset ${pageOffset(page)}`),
    pool.query(
      sql.unsafe`select count(*)::int as total from ${tables.unlockedContacts} uc where uc.company_id = ${companyId} and uc.deleted_at is null ${hired}`,
    ),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly UnlockRow[]).map(toUnlockedContact), meta: pageMeta(page, count) };
}

/** One unlocked contact with its company and whether it was deleted (the command side finds its stream by these). */
export async function readUnlockedContact(
  pool: DatabasePool,
  unlockId: string,
): Promise<(UnlockedContact & { company_id: string; deleted: boolean }) | null> {
  const result = await pool.query(
    sql.unsafe`select ${columns} from ${tables.unlockedContacts} uc ${joins} where uc.unlock_id = ${unlockId}`,
  );
  const row = result.rows[0] as UnlockRow | undefined;
  return row ? { ...toUnlockedContact(row), company_id: row.company_id, deleted: row.deleted_at !== null } : null;
}
