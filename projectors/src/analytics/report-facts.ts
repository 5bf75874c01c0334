import { conversionStepOf, statsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { insertStatement, loadRows, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  createReportReaderIndexes,
  createReportTables,
  REPORTS_SCHEMA,
  reportFactColumns,
  reportOfferColumns,
  reportSourceColumns,
  type ReportFactKind,
  type ReportFactRow,
  type ReportOfferRow,
  type ReportSourceRow,
} from './report-facts-schema';

type Fact = Pick<ReportFactRow, 'kind'> & Partial<Omit<ReportFactRow, 'kind' | 'position' | 'seq' | 'recorded_at'>>;

/** The offer or unlock ids an event needs looked up (it names them, but not their campaign or company). */
function referencedIds(event: RecordedEvent): string[] {
  switch (event.type) {
    case 'OfferStepTracked':
    case 'OfferStageChanged':
    case 'OfferRejected':
      return [event.data.offerId];
    case 'UnlockDeleted':
    case 'HireCharged':
    case 'UnlockedContactOpened':
    case 'UnlockedContactUnqualifiedReasonsSet':
      return [event.data.unlockId];
    default:
      return [];
  }
}

/** Where an offer or unlock belongs, for a fact. */
const placeOf = (row: ReportOfferRow | undefined): Partial<Fact> =>
  row
    ? {
        offer_id: row.offer_id ?? (row.kind === 'offer' ? row.id : null),
        campaign_id: row.campaign_id,
        company_id: row.company_id,
        contact_id: row.contact_id,
      }
    : {};

/**
 * The facts one event contributes, updating the known offers and unlocks (`known`, changed in place;
 * `touched` collects the rows to write back). Pure but for those two.
 */
export function reportFactsOf(event: RecordedEvent, known: Map<string, ReportOfferRow>, touched: Set<string>): Fact[] {
  const touch = (row: ReportOfferRow): ReportOfferRow => {
    known.set(row.id, row);
    touched.add(row.id);
    return row;
  };
  switch (event.type) {
    case 'OfferCreated': {
      const { offerId, campaignId, companyId, contactId, createdAt } = event.data;
      const row = touch({
        id: offerId,
        kind: 'offer',
        offer_id: offerId,
        campaign_id: campaignId,
        company_id: companyId,
        contact_id: contactId,
        stage: 'new',
        price: null,
        rejected: false,
      });
      return [{ kind: 'sent', ...placeOf(row), occurred_at: createdAt }];
    }
    case 'OfferStepTracked': {
      const step = conversionStepOf(event.data.step);
      const offer = known.get(event.data.offerId);
      return step && step !== 'sent' && step !== 'rejected' ? [{ kind: step, ...placeOf(offer), offer_id: event.data.offerId }] : [];
    }
    case 'OfferRejected': {
      const offer = known.get(event.data.offerId);
      if (offer) touch({ ...offer, rejected: true });
      return [
        {
          kind: 'rejected',
          ...placeOf(offer),
          offer_id: event.data.offerId,
          campaign_id: event.data.campaignId,
          company_id: event.data.companyId,
          contact_id: event.data.contactId,
          label: event.data.reason,
          occurred_at: event.data.rejectedAt,
        },
      ];
    }
    case 'OfferStageChanged': {
      const offer = known.get(event.data.offerId);
      if (offer) touch({ ...offer, stage: event.data.to });
      const place = { ...placeOf(offer), offer_id: event.data.offerId, company_id: event.data.companyId };
      const stage: Fact = { kind: 'stage', ...place, label: event.data.to };
      return event.data.to === 'hired'
        ? [stage, { kind: 'hired', ...place, ...(event.data.hiredAt ? { occurred_at: event.data.hiredAt } : {}) }]
        : [stage];
    }
    case 'ContactUnlocked': {
      const { unlockId, offerId, campaignId, companyId, contactId, price } = event.data;
      const row = touch({
        id: unlockId,
        kind: 'unlock',
        offer_id: offerId,
        campaign_id: campaignId,
        company_id: companyId,
        contact_id: contactId,
        stage: null,
        price,
        rejected: false,
      });
      return [{ kind: 'unlock', ...placeOf(row), amount: price }];
    }
    case 'UnlockDeleted': {
      const unlock = known.get(event.data.unlockId);
      return [
        {
          kind: 'unlock_deleted',
          ...placeOf(unlock),
          company_id: event.data.companyId,
          contact_id: event.data.contactId,
          amount: -(unlock?.price ?? 0),
        },
      ];
    }
    case 'HireCharged':
      return [
        {
          kind: 'hire_charge',
          ...placeOf(known.get(event.data.unlockId)),
          company_id: event.data.companyId,
          contact_id: event.data.contactId,
          amount: event.data.price,
        },
      ];
    case 'UnlockedContactOpened':
      return [
        {
          kind: 'profile_visit',
          ...placeOf(known.get(event.data.unlockId)),
          company_id: event.data.companyId,
          contact_id: event.data.contactId,
        },
      ];
    case 'UnlockedContactUnqualifiedReasonsSet': {
      const place = { ...placeOf(known.get(event.data.unlockId)), company_id: event.data.companyId, contact_id: event.data.contactId };
      return event.data.reasonIds.map((reasonId): Fact => ({ kind: 'replacement', ...place, label: reasonId }));
    }
    default:
      return [];
  }
}

async function handleReports(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const known = await loadRows(connection, context.schema, 'offers', reportOfferColumns, 'id', batch.flatMap(referencedIds));
  const touched = new Set<string>();
  const facts: ReportFactRow[] = [];
  const sources: ReportSourceRow[] = [];
  for (const event of batch) {
    const recordedAt = event.metadata.occurredAt;
    if (event.type === 'ContactSourceRecorded') {
      const { contactId, utmSource, utmMedium, utmCampaign, utmContent, landedAt } = event.data;
      sources.push({
        contact_id: contactId,
        utm_source: utmSource,
        utm_medium: utmMedium,
        utm_campaign: utmCampaign,
        utm_content: utmContent,
        landed_at: landedAt,
        recorded_at: recordedAt,
      });
      continue;
    }
    reportFactsOf(event, known, touched).forEach((fact, seq) =>
      facts.push({
        position: event.position.toString(),
        seq,
        kind: fact.kind,
        offer_id: fact.offer_id ?? null,
        campaign_id: fact.campaign_id ?? null,
        company_id: fact.company_id ?? null,
        contact_id: fact.contact_id ?? null,
        label: fact.label ?? null,
        amount: fact.amount ?? null,
        occurred_at: fact.occurred_at ?? recordedAt,
        recorded_at: recordedAt,
      }),
    );
  }
  const rows = [...touched].map((id) => known.get(id)).filter((row): row is ReportOfferRow => row !== undefined);
  await writeLast(connection, context, [
    upsertStatement(context.schema, 'offers', reportOfferColumns, rows, { key: ['id'] }),
    upsertStatement(context.schema, 'sources', reportSourceColumns, sources, { key: ['contact_id'], update: 'none' }),
    insertStatement(context.schema, 'facts', reportFactColumns, facts),
  ]);
  const last = batch.at(-1);
  return (facts.length > 0 || sources.length > 0) && last
    ? [{ subject: statsChanged.subject, message: { position: last.position.toString() } }]
    : [];
}

/** The events the reports count. */
const REPORT_EVENT_TYPES = [
  'OfferCreated',
  'OfferStepTracked',
  'OfferRejected',
  'OfferStageChanged',
  'ContactUnlocked',
  'UnlockDeleted',
  'HireCharged',
  'UnlockedContactOpened',
  'UnlockedContactUnqualifiedReasonsSet',
  'ContactSourceRecorded',
] satisfies ReadonlyArray<RecordedEvent['type']>;

export type { ReportFactKind };

/**
 * Facts of offers, money and contacts' sources, each with the time it happened and the time it was
 * recorded: campaign stats, conversion and ROI reports and the dashboards, each answerable as of any past
 * moment (README, "Reports").
 */
export const reportsProjection: Projection = {
  name: 'reports',
  schema: REPORTS_SCHEMA,
  createTables: createReportTables,
  createReaderIndexes: createReportReaderIndexes,
  handle: handleReports,
  // Ids, identifiers, amounts and UTM campaign names only, never a person's data: an erasure leaves nothing to forget.
  forget: () => Promise.resolve([]),
  eventTypes: REPORT_EVENT_TYPES,
};
