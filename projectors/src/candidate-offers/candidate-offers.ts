import type { OfferEvent, OfferPopupAnswered } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { rowsRelation, table, upsertStatement, writeLast, writeTogether, type Columns } from '../shared/sql-rows';
import { CANDIDATE_OFFERS_SCHEMA, createCandidateOffersTables, type CandidateOfferRow } from './candidate-offers-schema';

const EVENT_TYPES = [
  'OfferCreated',
  'OfferStageChanged',
  'OfferLinkIssued',
  'OfferAccepted',
  'OfferRejected',
  'OfferPopupAnswered',
] as const;

type Handled = Extract<OfferEvent, { type: (typeof EVENT_TYPES)[number] }> | OfferPopupAnswered;

/** What a batch changes of an offer's row; null: left as it is. */
interface OfferPatch {
  offer_id: string;
  stage: string | null;
  token: string | null;
  accepted_at: string | null;
  rejected_at: string | null;
  /** The first answer counts: written only where none is stored. */
  popup_answered_at: string | null;
}

const patchColumns: Columns<OfferPatch> = {
  offer_id: 'uuid',
  stage: 'text',
  token: 'text',
  accepted_at: 'timestamptz',
  rejected_at: 'timestamptz',
  popup_answered_at: 'timestamptz',
};

type NewOffer = Pick<CandidateOfferRow, 'offer_id' | 'contact_id' | 'company_id' | 'campaign_id' | 'stage' | 'created_at'>;

const newOfferColumns: Columns<NewOffer> = {
  offer_id: 'uuid',
  contact_id: 'uuid',
  company_id: 'uuid',
  campaign_id: 'uuid',
  stage: 'text',
  created_at: 'timestamptz',
};

/**
 * The candidates' offers, folded per offer: the batch's new offers in one insert (kept where the row
 * exists, as a redelivered creation finds it), then every change of the batch in one update that goes
 * with the checkpoint. A stage change costs no statement of its own.
 */
async function handleCandidateOffers(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const created = new Map<string, NewOffer>();
  const patches = new Map<string, OfferPatch>();
  const patch = (offerId: string): OfferPatch => {
    let found = patches.get(offerId);
    if (!found) {
      found = { offer_id: offerId, stage: null, token: null, accepted_at: null, rejected_at: null, popup_answered_at: null };
      patches.set(offerId, found);
    }
    return found;
  };
  for (const recorded of batch) {
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'OfferCreated': {
        const d = event.data;
        if (!created.has(d.offerId))
          created.set(d.offerId, {
            offer_id: d.offerId,
            contact_id: d.contactId,
            company_id: d.companyId,
            campaign_id: d.campaignId,
            stage: 'new',
            created_at: d.createdAt,
          });
        break;
      }
      case 'OfferStageChanged':
        patch(event.data.offerId).stage = event.data.to;
        break;
      case 'OfferLinkIssued':
        patch(event.data.offerId).token = event.data.token;
        break;
      case 'OfferAccepted':
        patch(event.data.offerId).accepted_at = event.data.acceptedAt;
        break;
      case 'OfferRejected':
        patch(event.data.offerId).rejected_at = event.data.rejectedAt;
        break;
      case 'OfferPopupAnswered': {
        const changed = patch(event.data.offerId);
        changed.popup_answered_at ??= event.data.answeredAt;
        break;
      }
    }
  }
  const { schema } = context;
  // The inserts first, on their own: the update that follows must find the rows of this batch's offers.
  await writeTogether(connection, [
    upsertStatement(schema, 'offers', newOfferColumns, [...created.values()], { key: ['offer_id'], update: 'none' }),
  ]);
  await writeLast(connection, context, [updateStatement(schema, [...patches.values()])]);
  return [];
}

function updateStatement(schema: string, patches: readonly OfferPatch[]): FragmentSqlToken | null {
  if (patches.length === 0) return null;
  return sql.fragment`
    update ${table(schema, 'offers')} o set
      stage = coalesce(u.stage, o.stage),
      token = coalesce(u.token, o.token),
      accepted_at = coalesce(u.accepted_at, o.accepted_at),
      rejected_at = coalesce(u.rejected_at, o.rejected_at),
      popup_answered_at = coalesce(o.popup_answered_at, u.popup_answered_at)
    from ${rowsRelation(patchColumns, patches)}
    where o.offer_id = u.offer_id`;
}

/** What each candidate's offers page and offer links read: the offers by contact and by token. */
export const candidateOffersProjection: Projection = {
  name: 'candidate-offers',
  schema: CANDIDATE_OFFERS_SCHEMA,
  createTables: createCandidateOffersTables,
  handle: (batch, connection, context) => handleCandidateOffers(batch, connection, context),
  // The rows hold ids and times only, nothing of the person: an erasure changes nothing here (as a rebuild shows).
  forget: () => Promise.resolve([]),
  eventTypes: EVENT_TYPES,
};
