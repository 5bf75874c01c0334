import { unlockStatusId, type UnlockStatus } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';

export const UNLOCKS_SCHEMA = 'rm_unlocks';
export const unlocksTables = {
  unlockedContacts: `${UNLOCKS_SCHEMA}.unlocked_contacts`,
  contacts: `${UNLOCKS_SCHEMA}.contacts`,
  campaigns: `${UNLOCKS_SCHEMA}.campaigns`,
  users: `${UNLOCKS_SCHEMA}.users`,
} as const;

export interface UnlockedContactRow {
  unlock_id: string;
  company_id: string;
  contact_id: string;
  employer_id: string | null;
  campaign_id: string | null;
  offer_id: string | null;
  price: number;
  status: UnlockStatus;
  status_id: number;
  unlocked_at: string;
  opened_at: string | null;
  hire_decided_at: string | null;
  deleted_at: string | null;
}

const tablesSql = (s: string): string => `
create table if not exists "${s}".unlocked_contacts (
  unlock_id uuid primary key,
  company_id uuid not null,
  contact_id uuid not null,
  employer_id uuid,
  campaign_id uuid,
  offer_id uuid,
  price integer not null,
  status text not null,
  status_id integer not null,
  unlocked_at timestamptz not null,
  opened_at timestamptz,
  hire_decided_at timestamptz,
  deleted_at timestamptz
);
create index if not exists unlocked_company on "${s}".unlocked_contacts (company_id, unlocked_at desc, unlock_id) where deleted_at is null;
create index if not exists unlocked_contact on "${s}".unlocked_contacts (contact_id);
create table if not exists "${s}".contacts (contact_id uuid primary key, full_name text not null, email text, phone text);
create table if not exists "${s}".campaigns (campaign_id uuid primary key, name text not null);
create table if not exists "${s}".users (user_id uuid primary key, full_name text not null);
`;

/** Contacts unlocked per company, with their hire status (status_id 4 = hired). */
export const unlocksProjection: Projection = {
  name: 'unlocks',
  schema: UNLOCKS_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const t = (table: string) => sql.identifier([schema, table]);
    const notices: Notice[] = [];
    const setStatus = async (unlockId: string, status: UnlockStatus, extra: ReturnType<typeof sql.fragment>): Promise<void> => {
      await connection.query(sql.unsafe`
        update ${t('unlocked_contacts')} set status = ${status}, status_id = ${unlockStatusId(status)}, ${extra}
        where unlock_id = ${unlockId} and deleted_at is null`);
    };
    for (const event of events) {
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'ContactRegistered': {
          const d = event.data;
          await connection.query(sql.unsafe`
            insert into ${t('contacts')} (contact_id, full_name, email, phone)
            values (${d.contactId}, ${`${d.firstName} ${d.lastName}`.trim()}, ${d.email}, ${d.phone}) on conflict do nothing`);
          break;
        }
        case 'CampaignCreated':
          await connection.query(sql.unsafe`insert into ${t('campaigns')} (campaign_id, name) values (${event.data.campaignId}, ${event.data.name}) on conflict do nothing`);
          break;
        case 'UserRegistered':
          await connection.query(sql.unsafe`
            insert into ${t('users')} (user_id, full_name) values (${event.data.userId}, ${`${event.data.firstName} ${event.data.lastName}`.trim()}) on conflict do nothing`);
          break;
        case 'ContactUnlocked': {
          const d = event.data;
          await connection.query(sql.unsafe`
            insert into ${t('unlocked_contacts')} (unlock_id, company_id, contact_id, employer_id, campaign_id, offer_id, price, status, status_id, unlocked_at)
            values (${d.unlockId}, ${d.companyId}, ${d.contactId}, ${d.employerId}, ${d.campaignId}, ${d.offerId}, ${d.price}, 'unlocked', ${unlockStatusId('unlocked')}, ${at})
            on conflict do nothing`);
          break;
        }
        case 'UnlockedContactOpened':
          await setStatus(event.data.unlockId, 'opened', sql.fragment`opened_at = ${at}`);
          break;
        case 'UnlockHireConfirmedByAdmin':
          await setStatus(event.data.unlockId, 'hired', sql.fragment`hire_decided_at = ${at}`);
          break;
        case 'UnlockHireRejectedByAdmin':
          await setStatus(event.data.unlockId, 'hire_rejected', sql.fragment`hire_decided_at = ${at}`);
          break;
        case 'UnlockDeleted':
          await connection.query(sql.unsafe`update ${t('unlocked_contacts')} set deleted_at = ${at} where unlock_id = ${event.data.unlockId}`);
          break;
        default:
          continue;
      }
      if (event.type.startsWith('Unlock') || event.type === 'ContactUnlocked') {
        const d = event.data as { unlockId: string; companyId: string; contactId: string };
        notices.push({ subject: 'rm.unlocks.changed', message: { unlockId: d.unlockId, companyId: d.companyId, contactId: d.contactId } });
      }
    }
    return notices;
  },
};
