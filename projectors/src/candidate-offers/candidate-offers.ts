import type { OfferEvent, OfferPopupAnswered } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { CANDIDATE_OFFERS_SCHEMA, createCandidateOffersTables } from './candidate-offers-schema';

const EVENT_TYPES = [
  'OfferCreated',
  'OfferStageChanged',
  'OfferLinkIssued',
  'OfferAccepted',
  'OfferRejected',
  'OfferPopupAnswered',
] as const;

type Handled = Extract<OfferEvent, { type: (typeof EVENT_TYPES)[number] }> | OfferPopupAnswered;

/** The candidates' offers: one statement per event (a candidate has a handful of offers). */
async function handleCandidateOffers(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const offers = table(schema, 'offers');
  for (const recorded of batch) {
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'OfferCreated': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${offers} (offer_id, contact_id, company_id, campaign_id, stage, created_at)
          values (${d.offerId}, ${d.contactId}, ${d.companyId}, ${d.campaignId}, 'new', ${d.createdAt})
          on conflict (offer_id) do nothing`);
        break;
      }
      case 'OfferStageChanged':
        await connection.query(sql.unsafe`update ${offers} set stage = ${event.data.to} where offer_id = ${event.data.offerId}`);
        break;
      case 'OfferLinkIssued':
        await connection.query(sql.unsafe`update ${offers} set token = ${event.data.token} where offer_id = ${event.data.offerId}`);
        break;
      case 'OfferAccepted':
        await connection.query(
          sql.unsafe`update ${offers} set accepted_at = ${event.data.acceptedAt} where offer_id = ${event.data.offerId}`,
        );
        break;
      case 'OfferRejected':
        await connection.query(
          sql.unsafe`update ${offers} set rejected_at = ${event.data.rejectedAt} where offer_id = ${event.data.offerId}`,
        );
        break;
      case 'OfferPopupAnswered':
        await connection.query(
          sql.unsafe`update ${offers} set popup_answered_at = coalesce(popup_answered_at, ${event.data.answeredAt}) where offer_id = ${event.data.offerId}`,
        );
        break;
    }
  }
  return [];
}

/** What each candidate's offers page and offer links read: the offers by contact and by token. */
export const candidateOffersProjection: Projection = {
  name: 'candidate-offers',
  schema: CANDIDATE_OFFERS_SCHEMA,
  createTables: createCandidateOffersTables,
  handle: (batch, connection, { schema }) => handleCandidateOffers(batch, connection, schema),
  // The rows hold ids and times only, nothing of the person: an erasure changes nothing here (as a rebuild shows).
  forget: () => Promise.resolve([]),
  eventTypes: EVENT_TYPES,
};
