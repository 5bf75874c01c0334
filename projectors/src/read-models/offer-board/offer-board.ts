import type { OfferStage } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../../runner/projection';

export const OFFER_BOARD_SCHEMA = 'rm_offer_board';
/** Table names for readers of this read model. */
export const offerBoardTables = {
  offers: `${OFFER_BOARD_SCHEMA}.offers`,
  stageCounts: `${OFFER_BOARD_SCHEMA}.stage_counts`,
  contacts: `${OFFER_BOARD_SCHEMA}.contacts`,
  campaigns: `${OFFER_BOARD_SCHEMA}.campaigns`,
  companies: `${OFFER_BOARD_SCHEMA}.companies`,
  users: `${OFFER_BOARD_SCHEMA}.users`,
} as const;

export interface OfferBoardRow {
  offer_id: string;
  stage: OfferStage;
  contact_id: string;
  campaign_id: string;
  company_id: string;
  audience_id: string | null;
  employer_id: string | null;
  price: number;
  created_at: string;
  stage_changed_at: string;
  hired_at: string | null;
  unlock_id: string | null;
}

const tablesSql = (s: string): string => `
create table if not exists "${s}".offers (
  offer_id uuid primary key,
  stage text not null,
  contact_id uuid not null,
  campaign_id uuid not null,
  company_id uuid not null,
  audience_id uuid,
  employer_id uuid,
  price integer not null,
  created_at timestamptz not null,
  stage_changed_at timestamptz not null,
  hired_at timestamptz,
  unlock_id uuid
);
create index if not exists offers_stage_created on "${s}".offers (stage, created_at desc, offer_id);
create index if not exists offers_company_stage_created on "${s}".offers (company_id, stage, created_at desc, offer_id);
create index if not exists offers_campaign_stage_created on "${s}".offers (campaign_id, stage, created_at desc, offer_id);
create index if not exists offers_contact_campaign on "${s}".offers (contact_id, campaign_id);
create table if not exists "${s}".stage_counts (
  company_id uuid not null,
  campaign_id uuid not null,
  stage text not null,
  count integer not null,
  primary key (company_id, campaign_id, stage)
);
create table if not exists "${s}".contacts (contact_id uuid primary key, full_name text not null);
create table if not exists "${s}".campaigns (campaign_id uuid primary key, name text not null, company_id uuid not null);
create table if not exists "${s}".companies (company_id uuid primary key, name text not null, account_manager_id uuid);
create index if not exists companies_account_manager on "${s}".companies (account_manager_id);
create table if not exists "${s}".users (user_id uuid primary key, full_name text not null);
`;

type OfferDraft = OfferBoardRow;

async function loadOffers(connection: DatabaseTransactionConnection, schema: string, ids: string[]): Promise<Map<string, OfferDraft>> {
  if (ids.length === 0) return new Map();
  const result = await connection.query(
    sql.unsafe`select offer_id, stage, contact_id, campaign_id, company_id, audience_id, employer_id, price,
                      created_at, stage_changed_at, hired_at, unlock_id
               from ${sql.identifier([schema, 'offers'])} where offer_id = any(${sql.array(ids, 'uuid')})`,
  );
  return new Map((result.rows as readonly OfferDraft[]).map((row) => [row.offer_id, { ...row }]));
}

async function upsertOffers(connection: DatabaseTransactionConnection, schema: string, offers: OfferDraft[]): Promise<void> {
  if (offers.length === 0) return;
  await connection.query(sql.unsafe`
    insert into ${sql.identifier([schema, 'offers'])}
      (offer_id, stage, contact_id, campaign_id, company_id, audience_id, employer_id, price, created_at, stage_changed_at, hired_at, unlock_id)
    select * from ${sql.unnest(
      offers.map((o) => [o.offer_id, o.stage, o.contact_id, o.campaign_id, o.company_id, o.audience_id, o.employer_id, o.price, o.created_at, o.stage_changed_at, o.hired_at, o.unlock_id]),
      ['uuid', 'text', 'uuid', 'uuid', 'uuid', 'uuid', 'uuid', 'int4', 'timestamptz', 'timestamptz', 'timestamptz', 'uuid'],
    )}
    on conflict (offer_id) do update set
      stage = excluded.stage, stage_changed_at = excluded.stage_changed_at, hired_at = excluded.hired_at, unlock_id = excluded.unlock_id`);
}

async function addStageCounts(connection: DatabaseTransactionConnection, schema: string, deltas: Map<string, number>): Promise<void> {
  const rows = [...deltas.entries()].filter(([, delta]) => delta !== 0).map(([key, delta]) => [...key.split('|'), delta]);
  if (rows.length === 0) return;
  await connection.query(sql.unsafe`
    insert into ${sql.identifier([schema, 'stage_counts'])} (company_id, campaign_id, stage, count)
    select * from ${sql.unnest(rows, ['uuid', 'uuid', 'text', 'int4'])}
    on conflict (company_id, campaign_id, stage) do update set count = ${sql.identifier([schema, 'stage_counts'])}.count + excluded.count`);
  // Empty cells are dropped, so the table is the same however the events were batched.
  await connection.query(sql.unsafe`
    delete from ${sql.identifier([schema, 'stage_counts'])} s
    using ${sql.unnest(rows.map((row) => row.slice(0, 3)), ['uuid', 'uuid', 'text'])} as k(company_id, campaign_id, stage)
    where s.company_id = k.company_id and s.campaign_id = k.campaign_id and s.stage = k.stage and s.count = 0`);
}

async function upsertNames(
  connection: DatabaseTransactionConnection,
  schema: string,
  table: string,
  key: string,
  columns: string[],
  types: string[],
  rows: Map<string, unknown[]>,
): Promise<void> {
  if (rows.size === 0) return;
  const all = [key, ...columns];
  await connection.query(sql.unsafe`
    insert into ${sql.identifier([schema, table])} (${sql.join(all.map((c) => sql.identifier([c])), sql.fragment`, `)})
    select * from ${sql.unnest([...rows.entries()].map(([id, values]) => [id, ...values]) as Array<Array<string | number | null>>, ['uuid', ...types])}
    on conflict (${sql.identifier([key])}) do update set
      ${sql.join(columns.map((c) => sql.fragment`${sql.identifier([c])} = excluded.${sql.identifier([c])}`), sql.fragment`, `)}`);
}

/**
 * The offer pipeline board: one row per offer with its stage, plus counts per company, campaign and
 * stage (so column totals never scan offers) and the names the cards show. Batches are folded in
 * memory and written with one statement per table.
 */
export const offerBoardProjection: Projection = {
  name: 'offer-board',
  schema: OFFER_BOARD_SCHEMA,
  tablesSql,
  async apply(events: readonly RecordedEvent[], connection, schema): Promise<Notice[]> {
    const touched = new Set<string>();
    const created = new Set<string>();
    for (const event of events) {
      if (event.type === 'OfferCreated') created.add(event.data.offerId);
      else if (event.type === 'OfferStageChanged') touched.add(event.data.offerId);
    }
    const offers = await loadOffers(connection, schema, [...touched].filter((id) => !created.has(id)));
    const changed = new Map<string, OfferDraft>();
    const deltas = new Map<string, number>();
    const bump = (offer: OfferDraft, stage: string, delta: number): void => {
      const key = `${offer.company_id}|${offer.campaign_id}|${stage}`;
      deltas.set(key, (deltas.get(key) ?? 0) + delta);
    };
    const contacts = new Map<string, unknown[]>();
    const campaigns = new Map<string, unknown[]>();
    const companies = new Map<string, unknown[]>();
    const companyNames = new Map<string, string>();
    const users = new Map<string, unknown[]>();
    const notices: Notice[] = [];

    for (const event of events) {
      switch (event.type) {
        case 'OfferCreated': {
          const d = event.data;
          if (offers.has(d.offerId)) break;
          const offer: OfferDraft = {
            offer_id: d.offerId,
            stage: 'new',
            contact_id: d.contactId,
            campaign_id: d.campaignId,
            company_id: d.companyId,
            audience_id: d.audienceId,
            employer_id: d.employerId,
            price: d.price,
            created_at: d.createdAt,
            stage_changed_at: d.createdAt,
            hired_at: null,
            unlock_id: null,
          };
          offers.set(d.offerId, offer);
          changed.set(d.offerId, offer);
          bump(offer, 'new', 1);
          notices.push({
            subject: 'rm.offer-board.changed',
            message: { offerId: d.offerId, companyId: d.companyId, campaignId: d.campaignId, from: null, to: 'new', position: event.position.toString() },
          });
          break;
        }
        case 'OfferStageChanged': {
          const d = event.data;
          const offer = offers.get(d.offerId);
          if (!offer) break;
          bump(offer, offer.stage, -1);
          bump(offer, d.to, 1);
          offer.stage = d.to;
          offer.stage_changed_at = event.metadata.occurredAt;
          if (d.hiredAt) offer.hired_at = d.hiredAt;
          if (d.unlockId) offer.unlock_id = d.unlockId;
          changed.set(d.offerId, offer);
          notices.push({
            subject: 'rm.offer-board.changed',
            message: { offerId: d.offerId, companyId: offer.company_id, campaignId: offer.campaign_id, from: d.from, to: d.to, position: event.position.toString() },
          });
          break;
        }
        case 'ContactRegistered':
          contacts.set(event.data.contactId, [`${event.data.firstName} ${event.data.lastName}`.trim()]);
          break;
        case 'CampaignCreated':
          campaigns.set(event.data.campaignId, [event.data.name, event.data.companyId]);
          break;
        case 'CompanyRegistered':
          companyNames.set(event.data.companyId, event.data.name);
          companies.set(event.data.companyId, [event.data.name, null]);
          break;
        case 'CompanyAccountManagerAssigned': {
          const pending = companies.get(event.data.companyId);
          if (pending) pending[1] = event.data.accountManagerId;
          else {
            await connection.query(
              sql.unsafe`update ${sql.identifier([schema, 'companies'])} set account_manager_id = ${event.data.accountManagerId} where company_id = ${event.data.companyId}`,
            );
          }
          break;
        }
        case 'UserRegistered':
          users.set(event.data.userId, [`${event.data.firstName} ${event.data.lastName}`.trim()]);
          break;
        default:
          break;
      }
    }
    await upsertOffers(connection, schema, [...changed.values()]);
    await addStageCounts(connection, schema, deltas);
    await upsertNames(connection, schema, 'contacts', 'contact_id', ['full_name'], ['text'], contacts);
    await upsertNames(connection, schema, 'campaigns', 'campaign_id', ['name', 'company_id'], ['text', 'uuid'], campaigns);
    await upsertNames(connection, schema, 'companies', 'company_id', ['name', 'account_manager_id'], ['text', 'uuid'], companies);
    await upsertNames(connection, schema, 'users', 'user_id', ['full_name'], ['text'], users);
    return notices;
  },
};
