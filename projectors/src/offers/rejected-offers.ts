import { rejectedOffersChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { Notice, Projection } from '../runner/projection';
import { sql } from 'slonik';
import { erasedSql } from '../shared/erased';
import { table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  createRejectedOffersReaderIndexes,
  createRejectedOffersTables,
  REJECTED_OFFERS_SCHEMA,
  rejectedOfferColumns,
  type RejectedOfferRow,
} from './rejected-offers-schema';

/** Offers their candidates rejected, with the reason: the rejected-offers list and its statistics. */
export const rejectedOffersProjection: Projection = {
  name: 'rejected-offers',
  schema: REJECTED_OFFERS_SCHEMA,
  eventTypes: ['OfferRejected'],
  createTables: createRejectedOffersTables,
  createReaderIndexes: createRejectedOffersReaderIndexes,
  async handle(batch: readonly RecordedEvent[], connection, context): Promise<Notice[]> {
    const rows: RejectedOfferRow[] = [];
    const notices: Notice[] = [];
    for (const event of batch) {
      if (event.type !== 'OfferRejected') continue;
      const d = event.data;
      rows.push({
        offer_id: d.offerId,
        contact_id: d.contactId,
        company_id: d.companyId,
        campaign_id: d.campaignId,
        reason: d.reason,
        text: d.text,
        rejected_at: d.rejectedAt,
      });
      notices.push({
        subject: rejectedOffersChanged.subject,
        message: { offerId: d.offerId, companyId: d.companyId, correlationId: event.metadata.correlationId },
      });
    }
    // An offer is rejected once (its decider refuses a second time); a replay writes the same row again.
    await writeLast(connection, context, [
      upsertStatement(context.schema, 'rejected_offers', rejectedOfferColumns, rows, { key: ['offer_id'], update: 'none' }),
    ]);
    return notices;
  },
  /** An erased candidate's own words become their erased value; the reason, a choice from a list, stays. */
  async forget(subjectIds, connection, { schema }) {
    const changed = await connection.query(sql.unsafe`
      update ${table(schema, 'rejected_offers')} set text = ${erasedSql('OfferRejected', 'text', sql.identifier(['contact_id']))}
      where contact_id = any(${sql.array([...subjectIds], 'uuid')}) and text is not null
      returning offer_id, company_id`);
    return (changed.rows as ReadonlyArray<{ offer_id: string; company_id: string }>).map((row) => ({
      subject: rejectedOffersChanged.subject,
      message: { offerId: row.offer_id, companyId: row.company_id, correlationId: null },
    }));
  },
};
