import {
  CONTACTING_TYPES,
  companyStatusAfter,
  unlockStatusId,
  unlocksChanged,
  type TimelineEntryCreated,
  type TimelineEntryUpdated,
  type UnlockStatus,
} from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { erasedFullName, erasedSql } from '../shared/erased';
import { fullName, loadRows, table, rowsRelation, upsertStatement, writeTogether } from '../shared/sql-rows';
import {
  campaignColumns,
  contactColumns,
  createUnlocksTables,
  UNLOCKS_SCHEMA,
  unlockedContactColumns,
  userColumns,
  type UnlockCampaignRow,
  type UnlockContactRow,
  type UnlockedContactRow,
  type UnlockUserRow,
} from './unlocks-schema';

/** Subject of the unlocks read model's change notices; message {unlockId, companyId, contactId}. */
export const UNLOCKS_CHANGED = unlocksChanged.subject;

/** The status names of the company's base statuses (employer spec §4: 1 initial, 4 hiring, 5 unqualified). */
const COMPANY_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: 'unlocked',
  2: 'contacted',
  3: 'in_talks',
  4: 'hiring',
  5: 'unqualified',
};

/** A call, e-mail or SMS on an unlocked contact's timeline: the contact was contacted then. */
function contactedUnlock(event: RecordedEvent): event is RecordedEvent & (TimelineEntryCreated | TimelineEntryUpdated) {
  return (
    (event.type === 'TimelineEntryCreated' || event.type === 'TimelineEntryUpdated') &&
    event.data.model === 'unlocked-contact' &&
    CONTACTING_TYPES.includes(event.data.entryType)
  );
}

/** New unlocks take contact and campaign details from the lookups, which this batch has already written. */
async function upsertUnlocked(
  connection: DatabaseTransactionConnection,
  schema: string,
  rows: readonly UnlockedContactRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'unlocked_contacts')} (unlock_id, company_id, contact_id, contact_name, contact_phone, contact_email, employer_id,
      campaign_id, campaign_name, offer_id, price, status, status_id, custom_status_id, owner_id, first_work_day_at, last_contacted_at,
      unqualified_reason_ids, unlocked_at, opened_at, hire_decided_at, deleted_at)
    select u.unlock_id, u.company_id, u.contact_id, coalesce(c.full_name, u.contact_name), coalesce(c.phone, u.contact_phone), coalesce(c.email, u.contact_email),
      u.employer_id, u.campaign_id, coalesce(cp.name, u.campaign_name), u.offer_id, u.price, u.status, u.status_id, u.custom_status_id, u.owner_id,
      u.first_work_day_at, u.last_contacted_at, coalesce(u.unqualified_reason_ids, '{}'), u.unlocked_at, u.opened_at, u.hire_decided_at, u.deleted_at
    from ${rowsRelation(unlockedContactColumns, rows)}
    left join ${table(schema, 'contacts')} c on c.contact_id = u.contact_id
    left join ${table(schema, 'campaigns')} cp on cp.campaign_id = u.campaign_id
    on conflict (unlock_id) do update set status = excluded.status, status_id = excluded.status_id, opened_at = excluded.opened_at,
      hire_decided_at = excluded.hire_decided_at, deleted_at = excluded.deleted_at, custom_status_id = excluded.custom_status_id,
      owner_id = excluded.owner_id, first_work_day_at = excluded.first_work_day_at, last_contacted_at = excluded.last_contacted_at,
      unqualified_reason_ids = excluded.unqualified_reason_ids`);
}

/** Unlocks of earlier batches learn contact or campaign details that arrived after them. */
async function backfill(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactIds: readonly string[],
  campaignIds: readonly string[],
): Promise<void> {
  const unlocked = table(schema, 'unlocked_contacts');
  if (contactIds.length > 0) {
    await connection.query(sql.unsafe`
      update ${unlocked} u set contact_name = c.full_name, contact_phone = c.phone, contact_email = c.email
      from ${table(schema, 'contacts')} c
      where c.contact_id = any(${sql.array([...contactIds], 'uuid')}) and u.contact_id = c.contact_id
        and (u.contact_name, u.contact_phone, u.contact_email) is distinct from (c.full_name, c.phone, c.email)`);
  }
  if (campaignIds.length > 0) {
    await connection.query(sql.unsafe`
      update ${unlocked} u set campaign_name = c.name from ${table(schema, 'campaigns')} c
      where c.campaign_id = any(${sql.array([...campaignIds], 'uuid')}) and u.campaign_id = c.campaign_id
        and u.campaign_name is distinct from c.name`);
  }
}

async function handleUnlocks(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const unlockedInBatch = new Set<string>();
  const earlierIds = new Set<string>();
  for (const event of batch) {
    if (event.type === 'ContactUnlocked') unlockedInBatch.add(event.data.unlockId);
    else if (
      (event.type === 'UnlockedContactOpened' ||
        event.type === 'UnlockHireConfirmedByAdmin' ||
        event.type === 'UnlockHireRejectedByAdmin' ||
        event.type === 'UnlockDeleted') &&
      !unlockedInBatch.has(event.data.unlockId)
    ) {
      earlierIds.add(event.data.unlockId);
    } else if (
      (event.type === 'UnlockedContactStatusChanged' ||
        event.type === 'UnlockedContactUnqualifiedReasonsSet' ||
        event.type === 'UnlockedContactOwnerChanged') &&
      !unlockedInBatch.has(event.data.unlockId)
    ) {
      earlierIds.add(event.data.unlockId);
    } else if (contactedUnlock(event) && !unlockedInBatch.has(event.data.modelId)) {
      earlierIds.add(event.data.modelId);
    }
  }
  const earlier = await loadRows(connection, schema, 'unlocked_contacts', unlockedContactColumns, 'unlock_id', earlierIds);

  const changed = new Map<string, UnlockedContactRow>();
  const contacts = new Map<string, UnlockContactRow>();
  const campaigns = new Map<string, UnlockCampaignRow>();
  const users = new Map<string, UnlockUserRow>();
  // The company status follows the decider's rule (`companyStatusAfter`): opening keeps a status set before.
  const setStatus = (unlockId: string, status: Exclude<UnlockStatus, 'unlocked'>, at: string): void => {
    const row = changed.get(unlockId) ?? earlier.get(unlockId);
    if (!row || row.deleted_at !== null) return;
    const after = companyStatusAfter(status, { statusId: row.status_id, customStatusId: row.custom_status_id });
    if (status !== 'opened' || after.statusId !== row.status_id) row.status = status;
    row.status_id = after.statusId;
    row.custom_status_id = after.customStatusId;
    if (status === 'opened') row.opened_at ??= at;
    else row.hire_decided_at = at;
    changed.set(unlockId, row);
  };

  const live = (unlockId: string): UnlockedContactRow | null => {
    const row = changed.get(unlockId) ?? earlier.get(unlockId);
    if (!row || row.deleted_at !== null) return null;
    changed.set(unlockId, row);
    return row;
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'ContactRegistered': {
        const d = event.data;
        contacts.set(d.contactId, {
          contact_id: d.contactId,
          full_name: fullName(d.firstName, d.lastName),
          email: d.email,
          phone: d.phone,
        });
        break;
      }
      case 'CampaignCreated':
        campaigns.set(event.data.campaignId, {
          campaign_id: event.data.campaignId,
          name: event.data.name,
          created_by: event.data.createdBy ?? null,
        });
        break;
      case 'UserRegistered':
        users.set(event.data.userId, { user_id: event.data.userId, full_name: fullName(event.data.firstName, event.data.lastName) });
        break;
      case 'ContactUnlocked': {
        const d = event.data;
        if (changed.has(d.unlockId)) break;
        changed.set(d.unlockId, {
          unlock_id: d.unlockId,
          company_id: d.companyId,
          contact_id: d.contactId,
          contact_name: null,
          contact_phone: null,
          contact_email: null,
          employer_id: d.employerId,
          campaign_id: d.campaignId,
          campaign_name: null,
          offer_id: d.offerId,
          price: d.price,
          status: 'unlocked',
          status_id: unlockStatusId('unlocked'),
          unlocked_at: at,
          custom_status_id: null,
          owner_id: null,
          first_work_day_at: null,
          last_contacted_at: null,
          unqualified_reason_ids: [],
          opened_at: null,
          hire_decided_at: null,
          deleted_at: null,
        });
        break;
      }
      case 'UnlockedContactStatusChanged': {
        const row = live(event.data.unlockId);
        if (!row) break;
        row.status = COMPANY_STATUS_NAMES[event.data.statusId] ?? row.status;
        row.status_id = event.data.statusId;
        row.custom_status_id = event.data.customStatusId;
        if (event.data.firstWorkDayAt !== null) row.first_work_day_at = event.data.firstWorkDayAt;
        break;
      }
      case 'UnlockedContactUnqualifiedReasonsSet': {
        const row = live(event.data.unlockId);
        if (row) row.unqualified_reason_ids = [...event.data.reasonIds];
        break;
      }
      case 'UnlockedContactOwnerChanged': {
        const row = live(event.data.unlockId);
        if (row) row.owner_id = event.data.ownerId;
        break;
      }
      case 'TimelineEntryCreated':
      case 'TimelineEntryUpdated': {
        if (!contactedUnlock(event)) break;
        const row = live(event.data.modelId);
        if (row && (row.last_contacted_at === null || Date.parse(row.last_contacted_at) < Date.parse(event.data.performedAt)))
          row.last_contacted_at = event.data.performedAt;
        break;
      }
      case 'UnlockedContactOpened':
        setStatus(event.data.unlockId, 'opened', at);
        break;
      case 'UnlockHireConfirmedByAdmin':
        setStatus(event.data.unlockId, 'hired', at);
        break;
      case 'UnlockHireRejectedByAdmin':
        setStatus(event.data.unlockId, 'hire_rejected', at);
        break;
      case 'UnlockDeleted': {
        const row = changed.get(event.data.unlockId) ?? earlier.get(event.data.unlockId);
        if (!row || row.deleted_at !== null) break;
        row.deleted_at = at;
        changed.set(row.unlock_id, row);
        break;
      }
      default:
        break;
    }
  }

  // The names (three tables, one statement), then what reads them.
  await writeTogether(connection, [
    upsertStatement(schema, 'contacts', contactColumns, [...contacts.values()], { key: ['contact_id'] }),
    upsertStatement(schema, 'campaigns', campaignColumns, [...campaigns.values()], { key: ['campaign_id'] }),
    upsertStatement(schema, 'users', userColumns, [...users.values()], { key: ['user_id'] }),
  ]);
  await backfill(connection, schema, [...contacts.keys()], [...campaigns.keys()]);
  await upsertUnlocked(connection, schema, [...changed.values()]);
  return [...changed.values()].map((row) => ({
    subject: UNLOCKS_CHANGED,
    message: { unlockId: row.unlock_id, companyId: row.company_id, contactId: row.contact_id },
  }));
}

/** Contacts unlocked per company with their hire status (status_id 4 = hired); deleted ones stay flagged. */
export const unlocksProjection: Projection = {
  name: 'unlocks',
  // What `handle` acts on (checked in server/src/product-projections.unit.test.ts); erasures reach `forget` whatever this says.
  eventTypes: [
    'ContactRegistered',
    'CampaignCreated',
    'ContactUnlocked',
    'UnlockedContactOpened',
    'UnlockHireConfirmedByAdmin',
    'UnlockHireRejectedByAdmin',
    'UnlockDeleted',
    'UnlockedContactStatusChanged',
    'UnlockedContactUnqualifiedReasonsSet',
    'UnlockedContactOwnerChanged',
    'UserRegistered',
    'TimelineEntryCreated',
    'TimelineEntryUpdated',
  ],
  schema: UNLOCKS_SCHEMA,
  createTables: createUnlocksTables,
  handle: (batch, connection, { schema }) => handleUnlocks(batch, connection, schema),
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    const name = erasedFullName('ContactRegistered');
    const contactId = sql.identifier(['contact_id']);
    const email = erasedSql('ContactRegistered', 'email', contactId);
    const phone = erasedSql('ContactRegistered', 'phone', contactId);
    await connection.query(sql.unsafe`
      update ${table(schema, 'contacts')} set full_name = ${name}, email = ${email}, phone = ${phone} where contact_id = any(${ids})`);
    await connection.query(
      sql.unsafe`update ${table(schema, 'users')} set full_name = ${erasedFullName('UserRegistered')} where user_id = any(${ids})`,
    );
    const changed = await connection.query(sql.unsafe`
      update ${table(schema, 'unlocked_contacts')} set contact_name = ${name}, contact_email = ${email}, contact_phone = ${phone}
      where contact_id = any(${ids}) and contact_name is not null
      returning unlock_id, company_id, contact_id`);
    return (changed.rows as ReadonlyArray<{ unlock_id: string; company_id: string; contact_id: string }>).map((row) => ({
      subject: UNLOCKS_CHANGED,
      message: { unlockId: row.unlock_id, companyId: row.company_id, contactId: row.contact_id },
    }));
  },
};
