import type { AccountDeleteReason, CandidateProfile, ProfileMeta } from '@rm/domain';
import { candidateProfilesTables, type CandidateProfileRow } from '@rm/projectors';
import { sql, type CommonQueryMethods } from 'slonik';
import { allReferenceItems } from '../reference-data/reference-data-queries';

const profiles = sql.identifier(candidateProfilesTables.profiles.split('.'));

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());
const imageUrl = (id: string | null): string | null => (id ? `/api/profile/image/${id}` : null);

/** A profile row as the API answers it. */
export function toCandidateProfile(row: CandidateProfileRow): CandidateProfile {
  return {
    id: row.contact_id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    phone_confirmed_at: iso(row.phone_confirmed_at),
    country: row.country,
    language: row.language,
    profile_image_url: imageUrl(row.image_id),
    profile_image_thumbnail_url: imageUrl(row.thumbnail_id),
    meta: row.meta as ProfileMeta | null,
    variant: row.variant,
    step: row.step,
    session_address: row.session_address,
    updated_at: iso(row.updated_at) ?? '',
  };
}

/** The candidate's own profile (null when they have none, or were erased). */
export async function readCandidateProfile(db: CommonQueryMethods, contactId: string): Promise<CandidateProfile | null> {
  const result = await db.query(sql.unsafe`
    select contact_id, user_id, first_name, last_name, email, phone, phone_confirmed_at::text, country, language,
      image_id, thumbnail_id, meta, variant, step, session_address, updated_at::text
    from ${profiles} where contact_id = ${contactId}`);
  const row = result.rows[0] as CandidateProfileRow | undefined;
  return row ? toCandidateProfile(row) : null;
}

/** Which candidate's images an image id is (its full image or its thumbnail); null when none. */
export async function profileImageOwner(db: CommonQueryMethods, imageId: string): Promise<{ contactId: string } | null> {
  const result = await db.query(
    sql.unsafe`select contact_id from ${profiles} where image_id = ${imageId} or thumbnail_id = ${imageId} limit 1`,
  );
  const row = result.rows[0] as { contact_id: string } | undefined;
  return row ? { contactId: row.contact_id } : null;
}

/** The reasons of the account-deletion form, in their order. */
export async function accountDeleteReasons(db: CommonQueryMethods): Promise<AccountDeleteReason[]> {
  const items = await allReferenceItems(db, 'account-delete-reasons');
  return items.map((item) => ({
    id: item.id,
    identifier: typeof item['identifier'] === 'string' ? item['identifier'] : '',
    name: typeof item['name'] === 'string' ? item['name'] : '',
    requires_text: item['requires_text'] === true,
  }));
}
