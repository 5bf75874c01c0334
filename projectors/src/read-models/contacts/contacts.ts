import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';

export const CONTACTS_SCHEMA = 'rm_contacts';
export const contactsTables = { contacts: `${CONTACTS_SCHEMA}.contacts` } as const;

export interface ContactRow {
  contact_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  profession: string;
  zip_code: string;
  city: string;
  lat: number;
  lng: number;
  is_active: boolean;
  inactive_reason: string | null;
  disabled_for_unlock: boolean;
  call_made: boolean;
  phone_confirmed_at: string | null;
  recruitment_interest: boolean | null;
  created_at: string;
}

const tablesSql = (s: string): string => `
create table if not exists "${s}".contacts (
  contact_id uuid primary key,
  user_id uuid,
  first_name text not null,
  last_name text not null,
  full_name text not null,
  email text,
  phone text,
  profession text not null,
  zip_code text not null,
  city text not null,
  lat double precision not null,
  lng double precision not null,
  is_active boolean not null default true,
  inactive_reason text,
  disabled_for_unlock boolean not null default false,
  call_made boolean not null default false,
  phone_confirmed_at timestamptz,
  recruitment_interest boolean,
  created_at timestamptz not null
);
create index if not exists contacts_user on "${s}".contacts (user_id);
create index if not exists contacts_created on "${s}".contacts (created_at desc);
`;

async function update(connection: DatabaseTransactionConnection, schema: string, contactId: string, set: ReturnType<typeof sql.fragment>): Promise<void> {
  await connection.query(sql.unsafe`update ${sql.identifier([schema, 'contacts'])} set ${set} where contact_id = ${contactId}`);
}

/** Contact details for the contact screens (call status, active, unlock availability, phone). */
export const contactsProjection: Projection = {
  name: 'contacts',
  schema: CONTACTS_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const notices: Notice[] = [];
    const registered: unknown[][] = [];
    for (const event of events) {
      switch (event.type) {
        case 'ContactRegistered': {
          const d = event.data;
          registered.push([d.contactId, d.userId, d.firstName, d.lastName, `${d.firstName} ${d.lastName}`.trim(), d.email, d.phone, d.profession, d.zipCode, d.city, d.lat, d.lng, d.registeredAt]);
          break;
        }
        case 'ContactCallStatusChanged':
        case 'ContactActivated':
        case 'ContactDeactivated':
        case 'ContactDisabledForUnlock':
        case 'ContactEnabledForUnlock':
        case 'ContactPhoneVerified':
        case 'ContactRecruitmentInterestSet': {
          if (registered.length > 0) await flush();
          const id = event.data.contactId;
          const set =
            event.type === 'ContactCallStatusChanged'
              ? sql.fragment`call_made = ${event.data.callMade}`
              : event.type === 'ContactActivated'
                ? sql.fragment`is_active = true, inactive_reason = null`
                : event.type === 'ContactDeactivated'
                  ? sql.fragment`is_active = false, inactive_reason = ${event.data.reason}`
                  : event.type === 'ContactDisabledForUnlock'
                    ? sql.fragment`disabled_for_unlock = true`
                    : event.type === 'ContactEnabledForUnlock'
                      ? sql.fragment`disabled_for_unlock = false`
                      : event.type === 'ContactPhoneVerified'
                        ? sql.fragment`phone_confirmed_at = coalesce(phone_confirmed_at, ${event.data.verifiedAt}::timestamptz)`
                        : sql.fragment`recruitment_interest = ${event.data.interested}`;
          await update(connection, schema, id, set);
          notices.push({ subject: 'rm.contacts.changed', message: { contactId: id } });
          break;
        }
        default:
          break;
      }
    }
    await flush();
    return notices;

    async function flush(): Promise<void> {
      if (registered.length === 0) return;
      const rows = registered.splice(0) as Array<Array<string | number | null>>;
      await connection.query(sql.unsafe`
        insert into ${sql.identifier([schema, 'contacts'])}
          (contact_id, user_id, first_name, last_name, full_name, email, phone, profession, zip_code, city, lat, lng, created_at)
        select * from ${sql.unnest(rows, ['uuid', 'uuid', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'float8', 'float8', 'timestamptz'])}
        on conflict (contact_id) do nothing`);
    }
  },
};
