import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';
import { column, distanceKm } from '../distance-sql';

export const CAMPAIGNS_SCHEMA = 'rm_campaigns';
export const campaignsTables = {
  campaigns: `${CAMPAIGNS_SCHEMA}.campaigns`,
  audiences: `${CAMPAIGNS_SCHEMA}.audiences`,
  companies: `${CAMPAIGNS_SCHEMA}.companies`,
} as const;

export interface CampaignRow {
  campaign_id: string;
  name: string;
  company_id: string;
  audience_id: string;
  status: 'draft' | 'pending_approval' | 'approved' | 'rejected';
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  hires_count: number;
  created_at: string;
  submitted_at: string | null;
  approved_at: string | null;
  rejected_reason: string | null;
}

export interface AudienceRow {
  audience_id: string;
  company_id: string;
  name: string;
  profession: string;
  zip_code: string;
  lat: number;
  lng: number;
  range_km: number;
  candidates_count: number;
}

const tablesSql = (s: string): string => `
create table if not exists "${s}".companies (company_id uuid primary key, name text not null, account_manager_id uuid);
create table if not exists "${s}".campaigns (
  campaign_id uuid primary key,
  name text not null,
  company_id uuid not null,
  audience_id uuid not null,
  status text not null,
  cost_per_unlock integer not null,
  budget integer not null,
  remaining_budget integer not null,
  unlocked_drivers_count integer not null default 0,
  hires_count integer not null default 0,
  created_at timestamptz not null,
  submitted_at timestamptz,
  approved_at timestamptz,
  rejected_reason text
);
create index if not exists campaigns_status_submitted on "${s}".campaigns (status, submitted_at, campaign_id);
create index if not exists campaigns_company on "${s}".campaigns (company_id);
create table if not exists "${s}".audiences (
  audience_id uuid primary key,
  company_id uuid not null,
  name text not null,
  profession text not null,
  zip_code text not null,
  lat double precision not null,
  lng double precision not null,
  range_km double precision not null,
  candidates_count integer not null default 0
);
create table if not exists "${s}".contact_locations (
  contact_id uuid primary key,
  profession text not null,
  lat double precision not null,
  lng double precision not null,
  is_active boolean not null default true
);
create index if not exists contact_locations_profession on "${s}".contact_locations (profession);
create table if not exists "${s}".unlocks (
  unlock_id uuid primary key,
  campaign_id uuid,
  price integer not null,
  hired boolean not null default false,
  deleted boolean not null default false
);
`;

const t = (schema: string, table: string) => sql.identifier([schema, table]);

async function countCandidates(connection: DatabaseTransactionConnection, schema: string, contactId: string, delta: number): Promise<void> {
  const within = distanceKm({ lat: column('a', 'lat'), lng: column('a', 'lng') }, { lat: column('c', 'lat'), lng: column('c', 'lng') });
  await connection.query(sql.unsafe`
    update ${t(schema, 'audiences')} a set candidates_count = a.candidates_count + ${delta}
    from ${t(schema, 'contact_locations')} c
    where c.contact_id = ${contactId} and c.profession = a.profession
      and ${within} <= a.range_km`);
}

/**
 * Campaigns with their approval status, budget use and hires, and audiences with the number of active
 * candidates of their profession within range (the statistic the approval threshold looks at).
 */
export const campaignsProjection: Projection = {
  name: 'campaigns',
  schema: CAMPAIGNS_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const notices: Notice[] = [];
    const changed = (campaignId: string, companyId: string): void => {
      notices.push({ subject: 'rm.campaigns.changed', message: { campaignId, companyId } });
    };
    const at = (event: RecordedEvent): string => event.metadata.occurredAt;
    for (const event of events) {
      switch (event.type) {
        case 'CompanyRegistered':
          await connection.query(sql.unsafe`insert into ${t(schema, 'companies')} (company_id, name) values (${event.data.companyId}, ${event.data.name}) on conflict do nothing`);
          break;
        case 'CompanyAccountManagerAssigned':
          await connection.query(sql.unsafe`update ${t(schema, 'companies')} set account_manager_id = ${event.data.accountManagerId} where company_id = ${event.data.companyId}`);
          break;
        case 'ContactRegistered':
          await connection.query(sql.unsafe`
            insert into ${t(schema, 'contact_locations')} (contact_id, profession, lat, lng)
            values (${event.data.contactId}, ${event.data.profession}, ${event.data.lat}, ${event.data.lng}) on conflict do nothing`);
          await countCandidates(connection, schema, event.data.contactId, 1);
          break;
        case 'ContactActivated':
        case 'ContactDeactivated': {
          const active = event.type === 'ContactActivated';
          const result = await connection.query(sql.unsafe`
            update ${t(schema, 'contact_locations')} set is_active = ${active}
            where contact_id = ${event.data.contactId} and is_active = ${!active} returning contact_id`);
          if (result.rowCount > 0) await countCandidates(connection, schema, event.data.contactId, active ? 1 : -1);
          break;
        }
        case 'AudienceCreated': {
          const d = event.data;
          const within = distanceKm({ lat: d.lat, lng: d.lng }, { lat: column('c', 'lat'), lng: column('c', 'lng') });
          await connection.query(sql.unsafe`
            insert into ${t(schema, 'audiences')} (audience_id, company_id, name, profession, zip_code, lat, lng, range_km, candidates_count)
            values (${d.audienceId}, ${d.companyId}, ${d.name}, ${d.profession}, ${d.zipCode}, ${d.lat}, ${d.lng}, ${d.rangeKm},
              (select count(*) from ${t(schema, 'contact_locations')} c
               where c.is_active and c.profession = ${d.profession}
                 and ${within} <= ${d.rangeKm}))
            on conflict do nothing`);
          break;
        }
        case 'CampaignCreated': {
          const d = event.data;
          await connection.query(sql.unsafe`
            insert into ${t(schema, 'campaigns')} (campaign_id, name, company_id, audience_id, status, cost_per_unlock, budget, remaining_budget, created_at)
            values (${d.campaignId}, ${d.name}, ${d.companyId}, ${d.audienceId}, 'draft', ${d.costPerUnlock}, ${d.budget}, ${d.budget}, ${at(event)})
            on conflict do nothing`);
          changed(d.campaignId, d.companyId);
          break;
        }
        case 'CampaignSubmittedForApproval':
          await connection.query(sql.unsafe`update ${t(schema, 'campaigns')} set status = 'pending_approval', submitted_at = ${at(event)}, rejected_reason = null where campaign_id = ${event.data.campaignId}`);
          changed(event.data.campaignId, event.data.companyId);
          break;
        case 'CampaignApproved':
          await connection.query(sql.unsafe`update ${t(schema, 'campaigns')} set status = 'approved', approved_at = ${at(event)} where campaign_id = ${event.data.campaignId}`);
          changed(event.data.campaignId, event.data.companyId);
          break;
        case 'CampaignRejected':
          await connection.query(sql.unsafe`update ${t(schema, 'campaigns')} set status = 'rejected', rejected_reason = ${event.data.rejectedReason} where campaign_id = ${event.data.campaignId}`);
          changed(event.data.campaignId, event.data.companyId);
          break;
        case 'ContactUnlocked': {
          const d = event.data;
          await connection.query(sql.unsafe`insert into ${t(schema, 'unlocks')} (unlock_id, campaign_id, price) values (${d.unlockId}, ${d.campaignId}, ${d.price}) on conflict do nothing`);
          if (d.campaignId) {
            await connection.query(sql.unsafe`update ${t(schema, 'campaigns')} set remaining_budget = remaining_budget - ${d.price}, unlocked_drivers_count = unlocked_drivers_count + 1 where campaign_id = ${d.campaignId}`);
            changed(d.campaignId, d.companyId);
          }
          break;
        }
        case 'UnlockHireConfirmedByAdmin':
        case 'UnlockHireRejectedByAdmin':
        case 'UnlockDeleted': {
          const hired = event.type === 'UnlockHireConfirmedByAdmin';
          const result = await connection.query(sql.unsafe`
            select campaign_id, price, hired, deleted from ${t(schema, 'unlocks')} where unlock_id = ${event.data.unlockId}`);
          const unlock = result.rows[0] as { campaign_id: string | null; price: number; hired: boolean; deleted: boolean } | undefined;
          if (!unlock || unlock.deleted) break;
          if (event.type === 'UnlockDeleted') {
            await connection.query(sql.unsafe`update ${t(schema, 'unlocks')} set deleted = true, hired = false where unlock_id = ${event.data.unlockId}`);
            if (unlock.campaign_id) {
              await connection.query(sql.unsafe`
                update ${t(schema, 'campaigns')} set remaining_budget = remaining_budget + ${unlock.price},
                  unlocked_drivers_count = unlocked_drivers_count - 1, hires_count = hires_count - ${unlock.hired ? 1 : 0}
                where campaign_id = ${unlock.campaign_id}`);
            }
          } else if (unlock.hired !== hired) {
            await connection.query(sql.unsafe`update ${t(schema, 'unlocks')} set hired = ${hired} where unlock_id = ${event.data.unlockId}`);
            if (unlock.campaign_id) {
              await connection.query(sql.unsafe`update ${t(schema, 'campaigns')} set hires_count = hires_count + ${hired ? 1 : -1} where campaign_id = ${unlock.campaign_id}`);
            }
          }
          if (unlock.campaign_id) changed(unlock.campaign_id, event.data.companyId);
          break;
        }
        default:
          break;
      }
    }
    return notices;
  },
};
