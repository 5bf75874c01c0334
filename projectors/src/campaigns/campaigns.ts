import { campaignsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { erasedSql } from '../shared/erased';
import { distanceKm, loadRows, table, rowsRelation, upsertRows, type Columns } from '../shared/sql-rows';
import {
  audienceColumns,
  CAMPAIGNS_SCHEMA,
  campaignColumns,
  companyColumns,
  contactLocationColumns,
  createCampaignsTables,
  unlockColumns,
  type AudienceRow,
  type CampaignCompanyRow,
  type CampaignRow,
  type CampaignUnlockRow,
  type ContactLocationRow,
} from './campaigns-schema';

/** Subject of the campaigns read model's change notices; message {campaignId, companyId}. */
export const CAMPAIGNS_CHANGED = campaignsChanged.subject;

/** Kilometres per degree of latitude, rounded down so that the bounding box never cuts off a candidate. */
const KM_PER_DEGREE_LAT = 111;

interface CandidateDelta {
  profession: string;
  lat: number;
  lng: number;
  delta: number;
}
const candidateDeltaColumns: Columns<CandidateDelta> = { profession: 'text', lat: 'float8', lng: 'float8', delta: 'int4' };

/** Audiences that existed before the batch move by the contacts that started or stopped counting. */
async function shiftCandidateCounts(
  connection: DatabaseTransactionConnection,
  schema: string,
  deltas: readonly CandidateDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const within = distanceKm(
    { lat: sql.identifier(['a', 'lat']), lng: sql.identifier(['a', 'lng']) },
    { lat: sql.identifier(['u', 'lat']), lng: sql.identifier(['u', 'lng']) },
  );
  await connection.query(sql.unsafe`
    update ${table(schema, 'audiences')} target set candidates_count = target.candidates_count + moved.delta
    from (
      select a.audience_id, sum(u.delta)::int as delta
      from ${rowsRelation(candidateDeltaColumns, deltas)}
      join ${table(schema, 'audiences')} a on a.profession = u.profession
        and u.lat between a.lat - a.range_km / ${KM_PER_DEGREE_LAT} and a.lat + a.range_km / ${KM_PER_DEGREE_LAT}
        and ${within} <= a.range_km
      group by a.audience_id
    ) moved
    where target.audience_id = moved.audience_id and moved.delta <> 0`);
}

/** New and changed audiences count the active contacts in range as they stand after the batch. */
async function insertAudiences(
  connection: DatabaseTransactionConnection,
  schema: string,
  audiences: readonly AudienceRow[],
): Promise<void> {
  if (audiences.length === 0) return;
  const within = distanceKm(
    { lat: sql.identifier(['u', 'lat']), lng: sql.identifier(['u', 'lng']) },
    { lat: sql.identifier(['c', 'lat']), lng: sql.identifier(['c', 'lng']) },
  );
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'audiences')} as target (audience_id, company_id, name, profession, zip_code, lat, lng, range_km, filters, candidates_count)
    select u.audience_id, u.company_id, u.name, u.profession, u.zip_code, u.lat, u.lng, u.range_km, u.filters,
      (select count(*)::int from ${table(schema, 'contact_locations')} c
       where c.is_active and c.profession = u.profession
         and c.lat between u.lat - u.range_km / ${KM_PER_DEGREE_LAT} and u.lat + u.range_km / ${KM_PER_DEGREE_LAT}
         and ${within} <= u.range_km)
    from ${rowsRelation(audienceColumns, audiences)}
    on conflict (audience_id) do update set name = excluded.name, profession = excluded.profession, zip_code = excluded.zip_code,
      lat = excluded.lat, lng = excluded.lng, range_km = excluded.range_km, filters = excluded.filters,
      candidates_count = excluded.candidates_count`);
}

/** Each place's count of active contacts moves by the contacts that started or stopped counting there. */
async function shiftPlaceCounts(
  connection: DatabaseTransactionConnection,
  schema: string,
  deltas: readonly CandidateDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'contact_places')} as target (profession, lat, lng, active_count)
    select u.profession, u.lat, u.lng, sum(u.delta)::int from ${rowsRelation(candidateDeltaColumns, deltas)}
    group by u.profession, u.lat, u.lng
    having sum(u.delta) <> 0
    on conflict (profession, lat, lng) do update set active_count = target.active_count + excluded.active_count`);
  // A place nobody counts at any more is no row (as if it had never had anyone): the same however the log is batched.
  await connection.query(sql.unsafe`
    delete from ${table(schema, 'contact_places')} as target
    using ${rowsRelation(candidateDeltaColumns, deltas)}
    where target.profession = u.profession and target.lat = u.lat and target.lng = u.lng and target.active_count = 0`);
}

/** Campaign rows take company name, account manager and audience name from this schema's lookups. */
async function upsertCampaigns(
  connection: DatabaseTransactionConnection,
  schema: string,
  campaigns: readonly CampaignRow[],
): Promise<void> {
  if (campaigns.length === 0) return;
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'campaigns')} (campaign_id, name, company_id, company_name, account_manager_id, audience_id, audience_name,
      status, cost_per_unlock, budget, remaining_budget, unlocked_drivers_count, hires_count, created_at, submitted_at, approved_at, rejected_reason)
    select u.campaign_id, u.name, u.company_id, co.name, co.account_manager_id, u.audience_id, au.name,
      u.status, u.cost_per_unlock, u.budget, u.remaining_budget, u.unlocked_drivers_count, u.hires_count, u.created_at, u.submitted_at, u.approved_at, u.rejected_reason
    from ${rowsRelation(campaignColumns, campaigns)}
    left join ${table(schema, 'companies')} co on co.company_id = u.company_id
    left join ${table(schema, 'audiences')} au on au.audience_id = u.audience_id
    on conflict (campaign_id) do update set
      ${sql.join(
        Object.keys(campaignColumns)
          .filter((name) => name !== 'campaign_id')
          .map((name) => sql.fragment`${sql.identifier([name])} = excluded.${sql.identifier([name])}`),
        sql.fragment`, `,
      )}`);
}

/** Campaigns outside the batch whose company or audience changed in it. */
async function refreshDenormalised(
  connection: DatabaseTransactionConnection,
  schema: string,
  companyIds: readonly string[],
  audienceIds: readonly string[],
): Promise<void> {
  const campaigns = table(schema, 'campaigns');
  if (companyIds.length > 0) {
    await connection.query(sql.unsafe`
      update ${campaigns} c set company_name = co.name, account_manager_id = co.account_manager_id
      from ${table(schema, 'companies')} co
      where co.company_id = any(${sql.array([...companyIds], 'uuid')}) and c.company_id = co.company_id
        and (c.company_name, c.account_manager_id) is distinct from (co.name, co.account_manager_id)`);
  }
  if (audienceIds.length > 0) {
    await connection.query(sql.unsafe`
      update ${campaigns} c set audience_name = a.name from ${table(schema, 'audiences')} a
      where a.audience_id = any(${sql.array([...audienceIds], 'uuid')}) and c.audience_id = a.audience_id
        and c.audience_name is distinct from a.name`);
  }
}

async function handleCampaigns(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const created = { campaigns: new Set<string>(), unlocks: new Set<string>(), contacts: new Set<string>() };
  const wanted = { campaigns: new Set<string>(), unlocks: new Set<string>(), contacts: new Set<string>(), companies: new Set<string>() };
  for (const event of batch) {
    switch (event.type) {
      case 'CampaignCreated':
        created.campaigns.add(event.data.campaignId);
        break;
      case 'CampaignSubmittedForApproval':
      case 'CampaignApproved':
      case 'CampaignRejected':
      case 'CampaignDeblocked':
        if (!created.campaigns.has(event.data.campaignId)) wanted.campaigns.add(event.data.campaignId);
        break;
      case 'ContactUnlocked':
        created.unlocks.add(event.data.unlockId);
        if (event.data.campaignId && !created.campaigns.has(event.data.campaignId)) wanted.campaigns.add(event.data.campaignId);
        break;
      case 'UnlockHireConfirmedByAdmin':
      case 'UnlockHireRejectedByAdmin':
      case 'UnlockDeleted':
        if (!created.unlocks.has(event.data.unlockId)) wanted.unlocks.add(event.data.unlockId);
        break;
      case 'ContactRegistered':
        created.contacts.add(event.data.contactId);
        break;
      case 'ContactActivated':
      case 'ContactDeactivated':
        if (!created.contacts.has(event.data.contactId)) wanted.contacts.add(event.data.contactId);
        break;
      case 'CompanyRegistered':
      case 'CompanyAccountManagerAssigned':
        wanted.companies.add(event.data.companyId);
        break;
      default:
        break;
    }
  }
  const unlocks = await loadRows(connection, schema, 'unlocks', unlockColumns, 'unlock_id', wanted.unlocks);
  for (const unlock of unlocks.values())
    if (unlock.campaign_id && !created.campaigns.has(unlock.campaign_id)) wanted.campaigns.add(unlock.campaign_id);
  const campaigns = await loadRows(connection, schema, 'campaigns', campaignColumns, 'campaign_id', wanted.campaigns);
  const companies = await loadRows(connection, schema, 'companies', companyColumns, 'company_id', wanted.companies);
  const locations = await loadRows(connection, schema, 'contact_locations', contactLocationColumns, 'contact_id', wanted.contacts);
  const countedBefore = new Map([...locations.values()].map((location) => [location.contact_id, location.is_active]));

  const changed = {
    campaigns: new Map<string, CampaignRow>(),
    unlocks: new Map<string, CampaignUnlockRow>(),
    locations: new Map<string, ContactLocationRow>(),
    companies: new Map<string, CampaignCompanyRow>(),
    audiences: new Map<string, AudienceRow>(),
  };
  /** Rows that go: deleted campaigns, and everything of deleted companies (their history stays in the log). */
  const deleted = { campaigns: new Map<string, string>(), companies: new Set<string>() };
  const campaign = (campaignId: string | null, change: (row: CampaignRow) => void): void => {
    const row = campaignId ? (changed.campaigns.get(campaignId) ?? campaigns.get(campaignId)) : undefined;
    if (!row) return;
    change(row);
    changed.campaigns.set(row.campaign_id, row);
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'AudienceOptimizationSaved':
        await connection.query(sql.unsafe`
          insert into ${table(schema, 'audience_optimization')} (singleton, experiences, qualifications)
          values (true, ${sql.array([...event.data.experiences], 'text')}, ${sql.array([...event.data.qualifications], 'text')})
          on conflict (singleton) do update set experiences = excluded.experiences, qualifications = excluded.qualifications`);
        break;
      case 'CompanyRegistered':
      case 'CompanyAccountManagerAssigned': {
        const id = event.data.companyId;
        const company = changed.companies.get(id) ?? companies.get(id) ?? { company_id: id, name: null, account_manager_id: null };
        if (event.type === 'CompanyRegistered') company.name = event.data.name;
        else company.account_manager_id = event.data.accountManagerId;
        changed.companies.set(id, company);
        break;
      }
      case 'ContactRegistered': {
        const d = event.data;
        if (!changed.locations.has(d.contactId)) {
          changed.locations.set(d.contactId, {
            contact_id: d.contactId,
            profession: d.profession,
            lat: d.lat,
            lng: d.lng,
            is_active: true,
          });
        }
        break;
      }
      case 'ContactActivated':
      case 'ContactDeactivated': {
        const location = changed.locations.get(event.data.contactId) ?? locations.get(event.data.contactId);
        if (!location) break;
        location.is_active = event.type === 'ContactActivated';
        changed.locations.set(location.contact_id, location);
        break;
      }
      case 'AudienceCreated':
      case 'AudienceUpdated': {
        const d = event.data;
        changed.audiences.set(d.audienceId, {
          audience_id: d.audienceId,
          company_id: d.companyId,
          name: d.name,
          profession: d.profession,
          zip_code: d.zipCode,
          lat: d.lat,
          lng: d.lng,
          range_km: d.rangeKm,
          candidates_count: 0,
          filters: d.filters ?? {},
        });
        break;
      }
      case 'CampaignCreated': {
        const d = event.data;
        if (changed.campaigns.has(d.campaignId)) break;
        changed.campaigns.set(d.campaignId, {
          campaign_id: d.campaignId,
          name: d.name,
          company_id: d.companyId,
          company_name: null,
          account_manager_id: null,
          audience_id: d.audienceId,
          audience_name: null,
          status: 'draft',
          cost_per_unlock: d.costPerUnlock,
          budget: d.budget,
          remaining_budget: d.budget,
          unlocked_drivers_count: 0,
          hires_count: 0,
          created_at: at,
          submitted_at: null,
          approved_at: null,
          rejected_reason: null,
        });
        break;
      }
      case 'CampaignSubmittedForApproval':
        campaign(event.data.campaignId, (row) => {
          row.status = 'pending_approval';
          row.submitted_at = at;
          row.rejected_reason = null;
        });
        break;
      case 'CampaignApproved':
        campaign(event.data.campaignId, (row) => {
          row.status = 'approved';
          row.approved_at = at;
        });
        break;
      case 'CampaignRejected':
        campaign(event.data.campaignId, (row) => {
          row.status = 'rejected';
          row.rejected_reason = event.data.rejectedReason;
        });
        break;
      case 'CampaignDeblocked':
        campaign(event.data.campaignId, (row) => {
          row.budget += event.data.addedBudget;
          row.remaining_budget += event.data.addedBudget;
        });
        break;
      case 'CampaignDeleted':
        deleted.campaigns.set(event.data.campaignId, event.data.companyId);
        break;
      case 'CompanyDeleted':
        deleted.companies.add(event.data.companyId);
        break;
      case 'ContactUnlocked': {
        const d = event.data;
        if (changed.unlocks.has(d.unlockId) || unlocks.has(d.unlockId)) break;
        changed.unlocks.set(d.unlockId, { unlock_id: d.unlockId, campaign_id: d.campaignId, price: d.price, hired: false, deleted: false });
        campaign(d.campaignId, (row) => {
          row.remaining_budget -= d.price;
          row.unlocked_drivers_count += 1;
        });
        break;
      }
      case 'UnlockHireConfirmedByAdmin':
      case 'UnlockHireRejectedByAdmin':
      case 'UnlockDeleted': {
        const unlock = changed.unlocks.get(event.data.unlockId) ?? unlocks.get(event.data.unlockId);
        if (!unlock || unlock.deleted) break;
        const wasHired = unlock.hired;
        if (event.type === 'UnlockDeleted') {
          unlock.deleted = true;
          unlock.hired = false;
        } else {
          unlock.hired = event.type === 'UnlockHireConfirmedByAdmin';
        }
        changed.unlocks.set(unlock.unlock_id, unlock);
        campaign(unlock.campaign_id, (row) => {
          row.hires_count += (unlock.hired ? 1 : 0) - (wasHired ? 1 : 0);
          if (unlock.deleted) {
            row.remaining_budget += unlock.price;
            row.unlocked_drivers_count -= 1;
          }
        });
        break;
      }
      default:
        break;
    }
  }

  const candidateDeltas: CandidateDelta[] = [];
  for (const location of changed.locations.values()) {
    const before = countedBefore.get(location.contact_id) ?? false;
    if (before !== location.is_active) {
      candidateDeltas.push({ profession: location.profession, lat: location.lat, lng: location.lng, delta: location.is_active ? 1 : -1 });
    }
  }
  await upsertRows(connection, schema, 'companies', companyColumns, [...changed.companies.values()], { key: ['company_id'] });
  await upsertRows(connection, schema, 'contact_locations', contactLocationColumns, [...changed.locations.values()], {
    key: ['contact_id'],
  });
  await shiftCandidateCounts(connection, schema, candidateDeltas);
  await shiftPlaceCounts(connection, schema, candidateDeltas);
  await insertAudiences(connection, schema, [...changed.audiences.values()]);
  await upsertRows(connection, schema, 'unlocks', unlockColumns, [...changed.unlocks.values()], { key: ['unlock_id'] });
  await upsertCampaigns(connection, schema, [...changed.campaigns.values()]);
  await refreshDenormalised(connection, schema, [...changed.companies.keys()], [...changed.audiences.keys()]);
  if (deleted.campaigns.size > 0 || deleted.companies.size > 0) {
    const campaignIds = [...deleted.campaigns.keys()];
    const companyIds = [...deleted.companies];
    await connection.query(sql.unsafe`
      delete from ${table(schema, 'campaigns')}
      where campaign_id = any(${sql.array(campaignIds, 'uuid')}) or company_id = any(${sql.array(companyIds, 'uuid')})`);
    if (companyIds.length > 0) {
      await connection.query(
        sql.unsafe`delete from ${table(schema, 'audiences')} where company_id = any(${sql.array(companyIds, 'uuid')})`,
      );
      await connection.query(
        sql.unsafe`delete from ${table(schema, 'companies')} where company_id = any(${sql.array(companyIds, 'uuid')})`,
      );
    }
  }
  return [
    ...[...changed.campaigns.values()].map((row) => ({
      subject: CAMPAIGNS_CHANGED,
      message: { campaignId: row.campaign_id, companyId: row.company_id },
    })),
    ...[...deleted.campaigns]
      .filter(([campaignId]) => !changed.campaigns.has(campaignId))
      .map(([campaignId, companyId]) => ({ subject: CAMPAIGNS_CHANGED, message: { campaignId, companyId } })),
  ];
}

/**
 * Campaigns with approval status, budget use and hires, and audiences with their candidate count (the
 * statistic the approval threshold reads), kept current as contacts register, activate or deactivate.
 */
export const campaignsProjection: Projection = {
  name: 'campaigns',
  // What `handle` acts on (checked in server/src/product-projections.unit.test.ts); erasures reach `forget` whatever this says.
  eventTypes: [
    'ContactRegistered',
    'ContactActivated',
    'ContactDeactivated',
    'CampaignCreated',
    'CampaignSubmittedForApproval',
    'CampaignApproved',
    'CampaignRejected',
    'CampaignDeblocked',
    'CampaignDeleted',
    'AudienceCreated',
    'AudienceUpdated',
    'AudienceOptimizationSaved',
    'ContactUnlocked',
    'UnlockHireConfirmedByAdmin',
    'UnlockHireRejectedByAdmin',
    'UnlockDeleted',
    'CompanyRegistered',
    'CompanyAccountManagerAssigned',
    'CompanyDeleted',
  ],
  schema: CAMPAIGNS_SCHEMA,
  createTables: createCampaignsTables,
  handle: (batch, connection, { schema }) => handleCampaigns(batch, connection, schema),
  /**
   * An erased contact's place reads as its erased value (0, 0: outside every audience). The erasure
   * deactivated the contact first, so no audience counted it any more; nothing else here is personal.
   */
  async forget(subjectIds, connection, { schema }) {
    const contactId = sql.identifier(['contact_id']);
    await connection.query(sql.unsafe`
      update ${table(schema, 'contact_locations')} set
        lat = ${erasedSql('ContactRegistered', 'lat', contactId)}, lng = ${erasedSql('ContactRegistered', 'lng', contactId)}
      where contact_id = any(${sql.array([...subjectIds], 'uuid')})`);
    return [];
  },
};
