import { conversionStepOf, statsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { insertStatement, loadRows, table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  createReportReaderIndexes,
  createReportTables,
  OFFER_STEP_BITS,
  REPORTS_SCHEMA,
  reportCampaignDayColumns,
  reportCampaignTotalsColumns,
  reportContactTotalsColumns,
  reportFactColumns,
  reportOfferColumns,
  reportSourceColumns,
  reportSourceTotalsColumns,
  type OfferStepKind,
  type ReportCampaignDayRow,
  type ReportCampaignTotalsRow,
  type ReportContactTotalsRow,
  type ReportFactKind,
  type ReportFactRow,
  type ReportOfferRow,
  type ReportSourceRow,
  type ReportSourceTotalsRow,
} from './report-facts-schema';

type Fact = Pick<ReportFactRow, 'kind'> & Partial<Omit<ReportFactRow, 'kind' | 'position' | 'seq' | 'recorded_at' | 'first'>>;

/** The offer or unlock ids an event needs looked up (it names them, but not their campaign or company). */
function referencedIds(event: RecordedEvent): string[] {
  switch (event.type) {
    case 'OfferStepTracked':
    case 'OfferStageChanged':
    case 'OfferRejected':
      return [event.data.offerId];
    case 'ContactUnlocked':
      return event.data.offerId ? [event.data.offerId] : [];
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
        sent_at: null,
        steps: 0,
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
        sent_at: null,
        steps: 0,
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

const isStepKind = (kind: ReportFactKind): kind is OfferStepKind => Object.hasOwn(OFFER_STEP_BITS, kind);

/**
 * Marks the kind of `fact` as reached on its offer's summary row (`known`, changed in place; `touched`
 * collects the rows to write back), whatever campaign the fact names: the conversion reports follow offers.
 */
export function markOfferStep(
  fact: Pick<ReportFactRow, 'kind' | 'offer_id' | 'occurred_at'>,
  known: Map<string, ReportOfferRow>,
  touched: Set<string>,
): void {
  if (!fact.offer_id || !isStepKind(fact.kind)) return;
  const offer = known.get(fact.offer_id);
  if (offer?.kind !== 'offer') return;
  const bit = OFFER_STEP_BITS[fact.kind];
  if ((offer.steps & bit) !== 0) return;
  known.set(offer.id, { ...offer, steps: offer.steps | bit, sent_at: fact.kind === 'sent' ? fact.occurred_at : offer.sent_at });
  touched.add(offer.id);
}

/** Key of an offer's kind of fact within a campaign, for `first`. */
const firstKey = (fact: Pick<ReportFactRow, 'kind' | 'offer_id' | 'campaign_id'>): string =>
  `${fact.campaign_id}|${fact.offer_id}|${fact.kind}`;

/** Which of the batch's (campaign, offer, kind) keys earlier batches already have a fact of. */
async function earlierFirsts(connection: DatabaseTransactionConnection, schema: string, facts: readonly Fact[]): Promise<Set<string>> {
  const asked = facts.filter((fact) => fact.offer_id && fact.campaign_id && isStepKind(fact.kind));
  if (asked.length === 0) return new Set();
  const result = await connection.query(sql.unsafe`
    select distinct f.campaign_id, f.offer_id, f.kind from ${table(schema, 'facts')} f
    join unnest(${sql.array(
      asked.map((fact) => fact.offer_id ?? ''),
      'uuid',
    )}::uuid[], ${sql.array(
      asked.map((fact) => fact.kind),
      'text',
    )}::text[]) as k(offer_id, kind) on k.offer_id = f.offer_id and k.kind = f.kind
    where f.campaign_id is not null`);
  return new Set((result.rows as ReadonlyArray<Pick<ReportFactRow, 'kind' | 'offer_id' | 'campaign_id'>>).map(firstKey));
}

const cents = (fact: Pick<ReportFactRow, 'amount'>): number => Number(fact.amount ?? 0);

/** Adds a fact to its campaign's figures (each offer counted once per kind: the facts marked `first`). */
export function addToCampaignTotals<Row extends ReportCampaignTotalsRow>(row: Row, fact: ReportFactRow): Row {
  const first = fact.first;
  const money = (sign: 1 | -1, spent: boolean): Row => ({
    ...row,
    unlocks: row.unlocks + (spent ? sign : 0),
    unlocked: row.unlocked + (fact.kind === 'unlock' && first ? 1 : 0),
    cents: String(Number(row.cents) + cents(fact)),
    spent: spent ? String(Number(row.spent) + cents(fact)) : row.spent,
  });
  switch (fact.kind) {
    case 'sent':
      return { ...row, offers_sent: row.offers_sent + 1 };
    case 'visible':
    case 'accepted':
    case 'rejected':
      return first ? { ...row, [fact.kind]: row[fact.kind] + 1 } : row;
    case 'unlock':
      return money(1, true);
    case 'unlock_deleted':
      return money(-1, true);
    case 'hire_charge':
      return money(1, false);
    case 'hired':
      return { ...row, hires: row.hires + 1 };
    case 'profile_visit':
      return { ...row, profile_visits: row.profile_visits + 1 };
    default:
      return row;
  }
}

/** Adds a fact to its contact's figures. */
export function addToContactTotals(row: ReportContactTotalsRow, fact: ReportFactRow): ReportContactTotalsRow {
  const withCents = { ...row, cents: String(Number(row.cents) + cents(fact)) };
  switch (fact.kind) {
    case 'sent':
      return { ...row, offers: row.offers + 1 };
    case 'unlock':
      return { ...withCents, unlocks: row.unlocks + 1 };
    case 'unlock_deleted':
      return { ...withCents, unlocks: row.unlocks - 1 };
    case 'hire_charge':
      return withCents;
    case 'hired':
      return { ...row, hires: row.hires + 1 };
    default:
      return row;
  }
}

/** The fact kinds a campaign's or a contact's figures count (others leave them as they are). */
const CAMPAIGN_TOTAL_KINDS = new Set<ReportFactKind>([
  'sent',
  'visible',
  'accepted',
  'rejected',
  'unlock',
  'unlock_deleted',
  'hire_charge',
  'hired',
  'profile_visit',
]);
const CONTACT_TOTAL_KINDS = new Set<ReportFactKind>(['sent', 'unlock', 'unlock_deleted', 'hire_charge', 'hired']);

const emptyCampaignTotals = (campaignId: string): ReportCampaignTotalsRow => ({
  campaign_id: campaignId,
  offers_sent: 0,
  visible: 0,
  accepted: 0,
  rejected: 0,
  unlocked: 0,
  unlocks: 0,
  hires: 0,
  cents: '0',
  spent: '0',
  profile_visits: 0,
});

/** The figures a campaign's day row holds, for adding them up. */
const CAMPAIGN_FIGURES = [
  'offers_sent',
  'visible',
  'accepted',
  'rejected',
  'unlocked',
  'unlocks',
  'hires',
  'cents',
  'spent',
  'profile_visits',
] as const satisfies ReadonlyArray<keyof ReportCampaignTotalsRow>;

const plus = (a: ReportCampaignTotalsRow, b: ReportCampaignTotalsRow): Omit<ReportCampaignTotalsRow, 'campaign_id'> => ({
  offers_sent: a.offers_sent + b.offers_sent,
  visible: a.visible + b.visible,
  accepted: a.accepted + b.accepted,
  rejected: a.rejected + b.rejected,
  unlocked: a.unlocked + b.unlocked,
  unlocks: a.unlocks + b.unlocks,
  hires: a.hires + b.hires,
  cents: String(Number(a.cents) + Number(b.cents)),
  spent: String(Number(a.spent) + Number(b.spent)),
  profile_visits: a.profile_visits + b.profile_visits,
});

/** The UTC day of a moment, YYYY-MM-DD. */
export const recordingDay = (at: string): string => new Date(at).toISOString().slice(0, 10);

/**
 * The campaigns' day rows after a batch: `deltas` are what the batch's facts add per campaign and day of
 * recording. Each day row holds the campaign's figures through the end of its day, so a day row of the
 * batch starts from the campaign's last earlier row, and a later row (a fact recorded with an earlier time
 * than facts before it) takes the batch's earlier days too.
 */
async function campaignDaysAfter(
  connection: DatabaseTransactionConnection,
  schema: string,
  deltas: ReadonlyMap<string, ReadonlyMap<string, ReportCampaignTotalsRow>>,
): Promise<ReportCampaignDayRow[]> {
  if (deltas.size === 0) return [];
  const firstDays = [...deltas].map(([campaignId, days]) => [campaignId, [...days.keys()].sort()[0] ?? ''] as const);
  const columns = sql.join(
    ['campaign_id', 'day', ...CAMPAIGN_FIGURES].map((name) => sql.identifier(['d', name])),
    sql.fragment`, `,
  );
  const result = await connection.query(sql.unsafe`
    select d.campaign_id, d.day::text as day, ${sql.join(
      CAMPAIGN_FIGURES.map((name) =>
        name === 'cents' || name === 'spent'
          ? sql.fragment`d.${sql.identifier([name])}::text as ${sql.identifier([name])}`
          : sql.identifier(['d', name]),
      ),
      sql.fragment`, `,
    )}
    from unnest(${sql.array(
      firstDays.map(([id]) => id),
      'uuid',
    )}::uuid[], ${sql.array(
      firstDays.map(([, day]) => day),
      'date',
    )}::date[]) as k(campaign_id, day)
    join lateral (
      (select ${columns} from ${table(schema, 'campaign_days')} d where d.campaign_id = k.campaign_id and d.day < k.day order by d.day desc limit 1)
      union all
      (select ${columns} from ${table(schema, 'campaign_days')} d where d.campaign_id = k.campaign_id and d.day >= k.day)
    ) d on true`);
  const existing = new Map<string, ReportCampaignDayRow[]>();
  for (const row of result.rows as readonly ReportCampaignDayRow[])
    existing.set(row.campaign_id, [...(existing.get(row.campaign_id) ?? []), row]);
  const rows: ReportCampaignDayRow[] = [];
  for (const [campaignId, days] of deltas) {
    const before = (existing.get(campaignId) ?? []).sort((a, b) => a.day.localeCompare(b.day));
    const firstDay = [...days.keys()].sort()[0] ?? '';
    const targets = [...new Set([...before.filter((row) => row.day >= firstDay).map((row) => row.day), ...days.keys()])];
    for (const day of targets) {
      const base = before.filter((row) => row.day <= day).at(-1) ?? emptyCampaignTotals(campaignId);
      const added = [...days]
        .filter(([at]) => at <= day)
        .reduce<ReportCampaignTotalsRow>((sum, [, delta]) => ({ campaign_id: campaignId, ...plus(sum, delta) }), base);
      rows.push({ ...added, campaign_id: campaignId, day });
    }
  }
  return rows;
}
const emptyContactTotals = (contactId: string): ReportContactTotalsRow => ({
  contact_id: contactId,
  offers: 0,
  unlocks: 0,
  hires: 0,
  cents: '0',
});

const sourceKey = (utmCampaign: string, utmContent: string): string => JSON.stringify([utmCampaign, utmContent]);

/** The UTM campaigns' totals rows of the given (campaign, content) pairs, by `sourceKey`. */
async function loadSourceTotals(
  connection: DatabaseTransactionConnection,
  schema: string,
  keys: ReadonlyArray<readonly [string, string]>,
): Promise<Map<string, ReportSourceTotalsRow>> {
  if (keys.length === 0) return new Map();
  const result = await connection.query(sql.unsafe`
    select t.utm_campaign, t.utm_content, t.contacts, t.offers, t.unlocks, t.hires, t.cents::text as cents
    from ${table(schema, 'source_totals')} t
    join unnest(${sql.array(
      keys.map(([campaign]) => campaign),
      'text',
    )}::text[], ${sql.array(
      keys.map(([, content]) => content),
      'text',
    )}::text[]) as k(utm_campaign, utm_content) on k.utm_campaign = t.utm_campaign and k.utm_content = t.utm_content`);
  return new Map((result.rows as readonly ReportSourceTotalsRow[]).map((row) => [sourceKey(row.utm_campaign, row.utm_content), row]));
}

/**
 * The UTM campaigns' totals after a batch: a contact whose source was known before adds what its totals
 * changed by to its source's row; a contact whose source came with the batch adds itself and all its
 * totals to that source's row. `before` and `after` are the contacts' totals before and after the batch.
 */
async function sourceTotalsAfter(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactIds: ReadonlySet<string>,
  recorded: ReadonlyMap<string, ReportSourceRow>,
  before: ReadonlyMap<string, ReportContactTotalsRow>,
  after: ReadonlyMap<string, ReportContactTotalsRow>,
): Promise<ReportSourceTotalsRow[]> {
  if (contactIds.size === 0) return [];
  const known = await loadRows(connection, schema, 'sources', reportSourceColumns, 'contact_id', contactIds);
  const changes: Array<{
    campaign: string;
    content: string;
    contacts: number;
    totals: ReportContactTotalsRow;
    minus?: ReportContactTotalsRow;
  }> = [];
  for (const contactId of contactIds) {
    const earlier = known.get(contactId);
    const source = earlier ?? recorded.get(contactId);
    if (!source?.utm_campaign) continue;
    const now = after.get(contactId) ?? emptyContactTotals(contactId);
    changes.push({
      campaign: source.utm_campaign,
      content: source.utm_content ?? '',
      contacts: earlier ? 0 : 1,
      totals: now,
      ...(earlier ? { minus: before.get(contactId) ?? emptyContactTotals(contactId) } : {}),
    });
  }
  const rows = await loadSourceTotals(
    connection,
    schema,
    changes.map((change) => [change.campaign, change.content] as const),
  );
  const touched = new Set<string>();
  for (const { campaign, content, contacts, totals, minus } of changes) {
    const key = sourceKey(campaign, content);
    const row = rows.get(key) ?? { utm_campaign: campaign, utm_content: content, contacts: 0, offers: 0, unlocks: 0, hires: 0, cents: '0' };
    rows.set(key, {
      ...row,
      contacts: row.contacts + contacts,
      offers: row.offers + totals.offers - (minus?.offers ?? 0),
      unlocks: row.unlocks + totals.unlocks - (minus?.unlocks ?? 0),
      hires: row.hires + totals.hires - (minus?.hires ?? 0),
      cents: String(Number(row.cents) + Number(totals.cents) - Number(minus?.cents ?? 0)),
    });
    touched.add(key);
  }
  return [...touched].flatMap((key) => rows.get(key) ?? []);
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
  /** The first source recorded in the batch of each contact. */
  const recorded = new Map<string, ReportSourceRow>();
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
      const source = sources.at(-1);
      if (source && !recorded.has(contactId)) recorded.set(contactId, source);
      continue;
    }
    reportFactsOf(event, known, touched).forEach((fact, seq) => {
      // Marked in the log's order, as the event comes: a step recorded before its offer exists (an unlock
      // ahead of the offer) marks nothing, whether the offer comes in the same batch or a later one.
      markOfferStep({ kind: fact.kind, offer_id: fact.offer_id ?? null, occurred_at: fact.occurred_at ?? recordedAt }, known, touched);
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
        first: false,
      });
    });
  }
  const seen = await earlierFirsts(connection, context.schema, facts);
  for (const fact of facts) {
    if (fact.offer_id && fact.campaign_id && isStepKind(fact.kind) && !seen.has(firstKey(fact))) {
      fact.first = true;
      seen.add(firstKey(fact));
    }
  }
  const campaignIds = facts.flatMap((fact) => (fact.campaign_id && CAMPAIGN_TOTAL_KINDS.has(fact.kind) ? [fact.campaign_id] : []));
  const contactIds = facts.flatMap((fact) => (fact.contact_id && CONTACT_TOTAL_KINDS.has(fact.kind) ? [fact.contact_id] : []));
  const campaigns = await loadRows(connection, context.schema, 'campaign_totals', reportCampaignTotalsColumns, 'campaign_id', campaignIds);
  const contacts = await loadRows(connection, context.schema, 'contact_totals', reportContactTotalsColumns, 'contact_id', [
    ...contactIds,
    ...recorded.keys(),
  ]);
  const contactsBefore = new Map(contacts);
  /** What the batch adds to each campaign per day of recording. */
  const campaignDeltas = new Map<string, Map<string, ReportCampaignTotalsRow>>();
  for (const fact of facts) {
    if (fact.campaign_id && CAMPAIGN_TOTAL_KINDS.has(fact.kind)) {
      const current = campaigns.get(fact.campaign_id) ?? emptyCampaignTotals(fact.campaign_id);
      campaigns.set(fact.campaign_id, addToCampaignTotals(current, fact));
      const days = campaignDeltas.get(fact.campaign_id) ?? new Map<string, ReportCampaignTotalsRow>();
      const day = recordingDay(fact.recorded_at);
      days.set(day, addToCampaignTotals(days.get(day) ?? emptyCampaignTotals(fact.campaign_id), fact));
      campaignDeltas.set(fact.campaign_id, days);
    }
    if (fact.contact_id && CONTACT_TOTAL_KINDS.has(fact.kind)) {
      const current = contacts.get(fact.contact_id) ?? emptyContactTotals(fact.contact_id);
      contacts.set(fact.contact_id, addToContactTotals(current, fact));
    }
  }
  const dayRows = await campaignDaysAfter(connection, context.schema, campaignDeltas);
  const rows = [...touched].map((id) => known.get(id)).filter((row): row is ReportOfferRow => row !== undefined);
  const campaignRows = [...new Set(campaignIds)].flatMap((id) => campaigns.get(id) ?? []);
  const contactRows = [...new Set(contactIds)].flatMap((id) => contacts.get(id) ?? []);
  const sourceRows = await sourceTotalsAfter(
    connection,
    context.schema,
    new Set([...contactIds, ...recorded.keys()]),
    recorded,
    contactsBefore,
    contacts,
  );
  await writeLast(connection, context, [
    upsertStatement(context.schema, 'offers', reportOfferColumns, rows, { key: ['id'] }),
    upsertStatement(context.schema, 'campaign_totals', reportCampaignTotalsColumns, campaignRows, { key: ['campaign_id'] }),
    upsertStatement(context.schema, 'campaign_days', reportCampaignDayColumns, dayRows, { key: ['campaign_id', 'day'] }),
    upsertStatement(context.schema, 'contact_totals', reportContactTotalsColumns, contactRows, { key: ['contact_id'] }),
    upsertStatement(context.schema, 'source_totals', reportSourceTotalsColumns, sourceRows, { key: ['utm_campaign', 'utm_content'] }),
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
 * moment (README, "Reports"). Beside the facts, summaries as things stand now (an offer's row with the
 * kinds it reached, a campaign's and a contact's figures, a campaign's figures at the end of each day), from
 * which the reports read a few rows; a report as of a past moment adds the facts of its own day.
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
