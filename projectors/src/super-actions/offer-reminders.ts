import { offerRemindersChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { loadRows, table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  OFFER_REMINDERS_SCHEMA,
  createOfferRemindersReaderIndexes,
  createOfferRemindersTables,
  reminderOfferColumns,
  type ReminderOfferRow,
} from './offer-reminders-schema';

const EVENT_TYPES = ['OfferCreated', 'OfferStageChanged', 'OfferReminderSent', 'CampaignDeleted', 'CompanyDeleted'] as const;

/** Batch-shaped (offers are many): the touched rows loaded once, the batch folded in memory, one upsert. */
async function handleOfferReminders(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const created = new Set<string>();
  const wanted = new Set<string>();
  for (const event of batch) {
    if (event.type === 'OfferCreated') created.add(event.data.offerId);
    else if ((event.type === 'OfferStageChanged' || event.type === 'OfferReminderSent') && !created.has(event.data.offerId))
      wanted.add(event.data.offerId);
  }
  const rows = await loadRows(connection, schema, 'offers', reminderOfferColumns, 'offer_id', wanted);
  const changed = new Map<string, ReminderOfferRow>();
  const removedCampaigns: string[] = [];
  const removedCompanies: string[] = [];
  const touched = new Map<string, { companyId: string; campaignId: string }>();
  const offer = (offerId: string, change: (row: ReminderOfferRow) => void): void => {
    const row = changed.get(offerId) ?? rows.get(offerId);
    if (!row) return;
    change(row);
    changed.set(offerId, row);
    touched.set(row.campaign_id, { companyId: row.company_id, campaignId: row.campaign_id });
  };
  for (const event of batch) {
    switch (event.type) {
      case 'OfferCreated': {
        const d = event.data;
        changed.set(d.offerId, {
          offer_id: d.offerId,
          company_id: d.companyId,
          campaign_id: d.campaignId,
          contact_id: d.contactId,
          stage: 'new',
          reminders_count: 0,
          last_reminder_at: null,
          created_at: d.createdAt,
        });
        touched.set(d.campaignId, { companyId: d.companyId, campaignId: d.campaignId });
        break;
      }
      case 'OfferStageChanged':
        offer(event.data.offerId, (row) => (row.stage = event.data.to));
        break;
      case 'OfferReminderSent':
        offer(event.data.offerId, (row) => {
          row.reminders_count = event.data.reminderNumber;
          row.last_reminder_at = event.data.sentAt;
        });
        break;
      case 'CampaignDeleted':
        removedCampaigns.push(event.data.campaignId);
        break;
      case 'CompanyDeleted':
        removedCompanies.push(event.data.companyId);
        break;
      default:
        break;
    }
  }
  // The delete and the upsert go out as one statement and must not touch the same row.
  const kept = [...changed.values()].filter(
    (row) => !removedCampaigns.includes(row.campaign_id) && !removedCompanies.includes(row.company_id),
  );
  const offers = table(schema, 'offers');
  await writeLast(connection, context, [
    removedCampaigns.length > 0
      ? sql.fragment`delete from ${offers} where campaign_id = any(${sql.array(removedCampaigns, 'uuid')})`
      : null,
    removedCompanies.length > 0 ? sql.fragment`delete from ${offers} where company_id = any(${sql.array(removedCompanies, 'uuid')})` : null,
    upsertStatement(schema, 'offers', reminderOfferColumns, kept, { key: ['offer_id'] }),
  ]);
  return [...touched.values()].map((message) => ({ subject: offerRemindersChanged.subject, message }));
}

/** Offers as reminder runs and their preview count them: open (stage new), how often and when last reminded. */
export const offerRemindersProjection: Projection = {
  name: 'offer-reminders',
  schema: OFFER_REMINDERS_SCHEMA,
  createTables: createOfferRemindersTables,
  createReaderIndexes: createOfferRemindersReaderIndexes,
  handle: handleOfferReminders,
  eventTypes: EVENT_TYPES,
};
