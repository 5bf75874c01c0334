import type { ContactDetail } from '@rm/domain';
import type { ContactRow } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';
import { tables } from '../shared/tables';

/** The contact detail screen's data. No UTM parameters are recorded yet, so `utm` is null (shown as Unknown). */
export async function readContact(pool: DatabasePool, contactId: string): Promise<ContactDetail | null> {
  const result = await pool.query(sql.unsafe`select * from ${tables.contacts} where contact_id = ${contactId}`);
  const row = result.rows[0] as ContactRow | undefined;
  if (!row) return null;
  return {
    id: row.contact_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    phone_confirmed_at: row.phone_confirmed_at,
    is_active: row.is_active,
    inactive_reason: row.inactive_reason,
    disabled_for_unlock: row.disabled_for_unlock,
    call_made: row.call_made,
    recruitment_interest: row.recruitment_interest,
    created_at: row.created_at,
    meta: { zip_code: row.zip_code, city: row.city, profession: row.profession, utm: null },
  };
}
