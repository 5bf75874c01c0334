import type { Static } from '@sinclair/typebox';
import { offerBoardChanged } from '@rm/domain';
import type { DomainEvent, OfferStage } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { erasedFullName } from '../shared/erased';
import { fullName, loadRows, table, rowsRelation, upsertStatement, writeLast, writeTogether, type Columns } from '../shared/sql-rows';
import {
  campaignColumns,
  companyColumns,
  contactColumns,
  createOfferBoardReaderIndexes,
  createOfferBoardTables,
  OFFER_BOARD_SCHEMA,
  offerColumns,
  userColumns,
  type OfferBoardCampaignRow,
  type OfferBoardCompanyRow,
  type OfferBoardContactRow,
  type OfferBoardRow,
  type OfferBoardUserRow,
} from './offer-board-schema';

/** Subject of the offer board's change notices. */
export const OFFER_BOARD_CHANGED = offerBoardChanged.subject;

/** Message of `rm.offer-board.changed`: one per created offer (`from` null) and per stage change. */
/** The board's change notice: the offer board feed's notice, declared once in the domain. */
export type OfferBoardChanged = Static<typeof offerBoardChanged.notice>;

/** What a batch changes of an offer that existed before it. */
interface StageState {
  offer_id: string;
  stage: OfferStage;
  company_id: string;
  campaign_id: string;
  stage_changed_at: string;
  hired_at: string | null;
  unlock_id: string | null;
}
const stageColumns: Columns<StageState> = {
  offer_id: 'uuid',
  stage: 'text',
  company_id: 'uuid',
  campaign_id: 'uuid',
  stage_changed_at: 'timestamptz',
  hired_at: 'timestamptz',
  unlock_id: 'uuid',
};

interface CountDelta {
  company_id: string;
  campaign_id: string;
  stage: string;
  count: number;
}
const countColumns: Columns<CountDelta> = { company_id: 'uuid', campaign_id: 'uuid', stage: 'text', count: 'int4' };

/**
 * The two statements that move the counts per company, campaign and stage by `deltas`: cells a delta
 * empties are deleted (so that the table is the same however the log was cut into batches), the others
 * added to or created. Both decide from the counts as they were before, so they run in one statement.
 */
function stageCountStatements(schema: string, deltas: Map<string, CountDelta>): Array<FragmentSqlToken | null> {
  const rows = [...deltas.values()].filter((delta) => delta.count !== 0);
  if (rows.length === 0) return [];
  const counts = table(schema, 'stage_counts');
  const emptied = rows.filter((row) => row.count < 0);
  return [
    emptied.length === 0
      ? null
      : sql.fragment`
    delete from ${counts} s using ${rowsRelation(countColumns, emptied)}
    where s.company_id = u.company_id and s.campaign_id = u.campaign_id and s.stage = u.stage and s.count + u.count = 0`,
    sql.fragment`
    insert into ${counts} (company_id, campaign_id, stage, count)
    select u.company_id, u.campaign_id, u.stage, u.count from ${rowsRelation(countColumns, rows)}
    left join ${counts} s on s.company_id = u.company_id and s.campaign_id = u.campaign_id and s.stage = u.stage
    where coalesce(s.count, 0) + u.count <> 0
    on conflict (company_id, campaign_id, stage) do update set count = ${counts}.count + excluded.count`,
  ];
}

/** Offers of earlier batches learn a name that arrived after them (names are filled when known). */
async function backfillNames(
  connection: DatabaseTransactionConnection,
  schema: string,
  learned: { contacts: string[]; campaigns: string[]; companies: string[] },
): Promise<void> {
  const offers = table(schema, 'offers');
  if (learned.contacts.length > 0) {
    await connection.query(sql.unsafe`
      update ${offers} o set contact_name = c.full_name from ${table(schema, 'contacts')} c
      where c.contact_id = any(${sql.array(learned.contacts, 'uuid')}) and o.contact_id = c.contact_id
        and o.contact_name is distinct from c.full_name`);
  }
  if (learned.campaigns.length > 0) {
    await connection.query(sql.unsafe`
      update ${offers} o set campaign_name = c.name from ${table(schema, 'campaigns')} c
      where c.campaign_id = any(${sql.array(learned.campaigns, 'uuid')}) and o.campaign_id = c.campaign_id
        and o.campaign_name is distinct from c.name`);
  }
  if (learned.companies.length > 0) {
    await connection.query(sql.unsafe`
      update ${offers} o set company_name = c.name from ${table(schema, 'companies')} c
      where c.company_id = any(${sql.array(learned.companies, 'uuid')}) and o.company_id = c.company_id
        and o.company_name is distinct from c.name`);
  }
}

/** New offers take their names from the lookup tables, which this batch has already written. */
function insertOffersStatement(schema: string, offers: readonly OfferBoardRow[]): FragmentSqlToken | null {
  if (offers.length === 0) return null;
  return sql.fragment`
    insert into ${table(schema, 'offers')} (offer_id, stage, contact_id, contact_name, campaign_id, campaign_name, company_id, company_name,
      audience_id, employer_id, price, created_at, stage_changed_at, hired_at, unlock_id)
    select u.offer_id, u.stage, u.contact_id, ct.full_name, u.campaign_id, cp.name, u.company_id, co.name,
      u.audience_id, u.employer_id, u.price, u.created_at, u.stage_changed_at, u.hired_at, u.unlock_id
    from ${rowsRelation(offerColumns, offers)}
    left join ${table(schema, 'contacts')} ct on ct.contact_id = u.contact_id
    left join ${table(schema, 'campaigns')} cp on cp.campaign_id = u.campaign_id
    left join ${table(schema, 'companies')} co on co.company_id = u.company_id
    on conflict (offer_id) do update set stage = excluded.stage, stage_changed_at = excluded.stage_changed_at,
      hired_at = excluded.hired_at, unlock_id = excluded.unlock_id`;
}

function updateStagesStatement(schema: string, offers: readonly StageState[]): FragmentSqlToken | null {
  if (offers.length === 0) return null;
  return sql.fragment`
    update ${table(schema, 'offers')} o
    set stage = u.stage, stage_changed_at = u.stage_changed_at, hired_at = u.hired_at, unlock_id = u.unlock_id
    from ${rowsRelation(stageColumns, offers)}
    where o.offer_id = u.offer_id`;
}

/** What the board is made of: `handleOfferBoard` ignores every other event type. */
const OFFER_BOARD_EVENTS = [
  'OfferCreated',
  'OfferStageChanged',
  'ContactRegistered',
  'CampaignCreated',
  'CompanyRegistered',
  'CompanyAccountManagerAssigned',
  'UserRegistered',
] as const satisfies ReadonlyArray<DomainEvent['type']>;

/**
 * Folds a batch into the board. Offers created in the batch are folded as whole rows; offers from
 * earlier batches are loaded once (stage, company, campaign) and written back with one update.
 */
async function handleOfferBoard(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const created = new Set<string>();
  const changedEarlier = new Set<string>();
  const companyIds = new Set<string>();
  for (const event of batch) {
    if (event.type === 'OfferCreated') created.add(event.data.offerId);
    else if (event.type === 'OfferStageChanged' && !created.has(event.data.offerId)) changedEarlier.add(event.data.offerId);
    else if (event.type === 'CompanyRegistered' || event.type === 'CompanyAccountManagerAssigned') companyIds.add(event.data.companyId);
  }
  const earlier = await loadRows(connection, schema, 'offers', stageColumns, 'offer_id', changedEarlier);
  const companies = await loadRows(connection, schema, 'companies', companyColumns, 'company_id', companyIds);

  const newOffers = new Map<string, OfferBoardRow>();
  const changed = new Map<string, StageState>();
  const deltas = new Map<string, { company_id: string; campaign_id: string; stage: string; count: number }>();
  const bump = (offer: { company_id: string; campaign_id: string }, stage: string, by: number): void => {
    const key = `${offer.company_id}|${offer.campaign_id}|${stage}`;
    const delta = deltas.get(key);
    if (delta) delta.count += by;
    else deltas.set(key, { company_id: offer.company_id, campaign_id: offer.campaign_id, stage, count: by });
  };
  const contacts = new Map<string, OfferBoardContactRow>();
  const campaigns = new Map<string, OfferBoardCampaignRow>();
  const touchedCompanies = new Map<string, OfferBoardCompanyRow>();
  const namedCompanies: string[] = [];
  const users = new Map<string, OfferBoardUserRow>();
  const notices: Notice[] = [];
  const notify = (message: OfferBoardChanged): void => {
    notices.push({ subject: OFFER_BOARD_CHANGED, message: { ...message } });
  };

  for (const event of batch) {
    switch (event.type) {
      case 'OfferCreated': {
        const d = event.data;
        if (newOffers.has(d.offerId)) break;
        const offer: OfferBoardRow = {
          offer_id: d.offerId,
          stage: 'new',
          contact_id: d.contactId,
          contact_name: null,
          campaign_id: d.campaignId,
          campaign_name: null,
          company_id: d.companyId,
          company_name: null,
          audience_id: d.audienceId,
          employer_id: d.employerId,
          price: d.price,
          created_at: d.createdAt,
          stage_changed_at: d.createdAt,
          hired_at: null,
          unlock_id: null,
        };
        newOffers.set(d.offerId, offer);
        bump(offer, offer.stage, 1);
        notify({
          offerId: d.offerId,
          companyId: d.companyId,
          campaignId: d.campaignId,
          from: null,
          to: 'new',
          position: event.position.toString(),
          correlationId: event.metadata.correlationId,
        });
        break;
      }
      case 'OfferStageChanged': {
        const d = event.data;
        const offer = newOffers.get(d.offerId) ?? earlier.get(d.offerId);
        if (!offer || offer.stage === d.to) break;
        bump(offer, offer.stage, -1);
        bump(offer, d.to, 1);
        offer.stage = d.to;
        offer.stage_changed_at = event.metadata.occurredAt;
        if (d.to === 'hired') offer.hired_at = d.hiredAt ?? event.metadata.occurredAt;
        if (d.unlockId) offer.unlock_id = d.unlockId;
        if (!newOffers.has(d.offerId)) changed.set(d.offerId, offer);
        notify({
          offerId: d.offerId,
          companyId: offer.company_id,
          campaignId: offer.campaign_id,
          from: d.from,
          to: d.to,
          position: event.position.toString(),
          correlationId: event.metadata.correlationId,
        });
        break;
      }
      case 'ContactRegistered':
        contacts.set(event.data.contactId, {
          contact_id: event.data.contactId,
          full_name: fullName(event.data.firstName, event.data.lastName),
        });
        break;
      case 'CampaignCreated':
        campaigns.set(event.data.campaignId, {
          campaign_id: event.data.campaignId,
          name: event.data.name,
          company_id: event.data.companyId,
        });
        break;
      case 'CompanyRegistered':
      case 'CompanyAccountManagerAssigned': {
        const id = event.data.companyId;
        const company = touchedCompanies.get(id) ?? companies.get(id) ?? { company_id: id, name: null, account_manager_id: null };
        if (event.type === 'CompanyRegistered') {
          company.name = event.data.name;
          namedCompanies.push(id);
        } else {
          company.account_manager_id = event.data.accountManagerId;
        }
        touchedCompanies.set(id, company);
        break;
      }
      case 'UserRegistered':
        users.set(event.data.userId, { user_id: event.data.userId, full_name: fullName(event.data.firstName, event.data.lastName) });
        break;
      default:
        break;
    }
  }

  // In steps whose writes do not depend on each other: the names (one statement); the offers of earlier
  // batches that learn them (they read the names); then, as the batch's last writes (sent with the
  // checkpoint when the runner takes them), new offers (they read the names too), stage moves of earlier
  // offers (other rows than the new ones) and the counts. A live stage change writes only the last.
  await writeTogether(connection, [
    upsertStatement(schema, 'contacts', contactColumns, [...contacts.values()], { key: ['contact_id'] }),
    upsertStatement(schema, 'campaigns', campaignColumns, [...campaigns.values()], { key: ['campaign_id'] }),
    upsertStatement(schema, 'companies', companyColumns, [...touchedCompanies.values()], { key: ['company_id'] }),
    upsertStatement(schema, 'users', userColumns, [...users.values()], { key: ['user_id'] }),
  ]);
  await backfillNames(connection, schema, { contacts: [...contacts.keys()], campaigns: [...campaigns.keys()], companies: namedCompanies });
  await writeLast(connection, context, [
    insertOffersStatement(schema, [...newOffers.values()]),
    updateStagesStatement(schema, [...changed.values()]),
    ...stageCountStatements(schema, deltas),
  ]);
  return notices;
}

/**
 * The offer pipeline board: one row per offer (stage, names denormalised for the cards), counts per
 * company, campaign and stage, and the companies with their account manager for the "responsible
 * user" filter.
 */
export const offerBoardProjection: Projection = {
  name: 'offer-board',
  schema: OFFER_BOARD_SCHEMA,
  createTables: createOfferBoardTables,
  createReaderIndexes: createOfferBoardReaderIndexes,
  handle: handleOfferBoard,
  eventTypes: OFFER_BOARD_EVENTS,
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    const contact = erasedFullName('ContactRegistered');
    await connection.query(sql.unsafe`update ${table(schema, 'contacts')} set full_name = ${contact} where contact_id = any(${ids})`);
    await connection.query(
      sql.unsafe`update ${table(schema, 'users')} set full_name = ${erasedFullName('UserRegistered')} where user_id = any(${ids})`,
    );
    const moved = await connection.query(sql.unsafe`
      update ${table(schema, 'offers')} set contact_name = ${contact} where contact_id = any(${ids}) and contact_name is not null
      returning offer_id, stage, company_id, campaign_id`);
    // The cards show another name; no column changes (from = to), nobody is told but the board refetches.
    return (moved.rows as ReadonlyArray<{ offer_id: string; stage: string; company_id: string; campaign_id: string }>).map((row) => ({
      subject: OFFER_BOARD_CHANGED,
      message: {
        offerId: row.offer_id,
        companyId: row.company_id,
        campaignId: row.campaign_id,
        from: row.stage,
        to: row.stage,
        position: '0',
        correlationId: null,
      },
    }));
  },
};
