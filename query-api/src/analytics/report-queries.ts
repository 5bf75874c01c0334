import {
  CONVERSION_STEPS,
  conversionRows,
  DEFAULT_STATS_PERIOD,
  playerClass,
  seriesData,
  STATS_TIME_ZONE,
  statsDay,
  statsWindow,
  type CampaignStats,
  type ConversionChannel,
  type ConversionReport,
  type ConversionStep,
  type DashboardCampaignRow,
  type OfferStage,
  type PlayerRow,
  type RoiReport,
  type StatsFrequency,
  type StatsPeriod,
  type StatsSpan,
} from '@rm/domain';
import { OFFER_STEP_BITS, type OfferStepKind, type ReportFactKind } from '@rm/projectors';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { tables } from '../shared/tables';
import type { StatsAnswer } from './stats-queries';

const asOfInstant = (asOf: string | undefined): string | null => (asOf ? new Date(asOf).toISOString() : null);
const recordedBy = (asOf: string | null, alias = 'f'): FragmentSqlToken =>
  asOf ? sql.fragment`${sql.identifier([alias, 'recorded_at'])} <= ${asOf}::timestamptz` : sql.fragment`true`;
const euros = (cents: number | string | null): number => Math.round(Number(cents ?? 0)) / 100;
const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const fromDay = (day: string): FragmentSqlToken => sql.fragment`(${day}::date::timestamp at time zone ${STATS_TIME_ZONE})`;
const afterDay = (day: string): FragmentSqlToken => sql.fragment`((${day}::date + 1)::timestamp at time zone ${STATS_TIME_ZONE})`;

/** Whether the offer's summary row (alias `o`) has reached a kind of fact. */
const reached = (kind: OfferStepKind, alias = 'o'): FragmentSqlToken =>
  sql.fragment`(${sql.identifier([alias, 'steps'])} & ${OFFER_STEP_BITS[kind]}) <> 0`;

/** Money facts: what a company was charged, deleted unlocks taken back. */
const MONEY: readonly ReportFactKind[] = ['unlock', 'hire_charge', 'unlock_deleted'];

/** The campaign a report is about, as the campaigns read model knows it; null when unknown. */
export async function campaignOf(
  db: CommonQueryMethods,
  campaignId: string,
): Promise<{
  campaign_id: string;
  company_id: string;
  name: string;
  status: string;
  budget: number;
  remaining_budget: number;
  cost_per_unlock: number;
} | null> {
  const result = await db.query(sql.unsafe`
    select campaign_id, company_id, name, status, budget, remaining_budget, cost_per_unlock
    from ${tables.campaigns} where campaign_id = ${campaignId}`);
  return (result.rows[0] as Awaited<ReturnType<typeof campaignOf>> | undefined) ?? null;
}

/** A campaign's figures as of a moment: the facts recorded by then, or the summary rows for the present. */
export async function campaignStats(
  db: CommonQueryMethods,
  campaign: NonNullable<Awaited<ReturnType<typeof campaignOf>>>,
  asOfParameter: string | undefined,
): Promise<CampaignStats> {
  const asOf = asOfInstant(asOfParameter);
  const figures = asOf ? await campaignFiguresAsOf(db, campaign.campaign_id, asOf) : await campaignFiguresNow(db, campaign.campaign_id);
  const { counts, stages: stageRows, spent, visits } = figures;
  const stages: Record<OfferStage, number> = {
    new: 0,
    in_process: 0,
    unlocked: 0,
    in_company_process: 0,
    gets_hired: 0,
    hired: 0,
    unqualified: 0,
  };
  for (const row of stageRows) stages[row.stage] = row.count;
  const sent = counts.get('sent') ?? 0;
  const unlocks = counts.get('unlock') ?? 0;
  const hires = counts.get('hired') ?? 0;
  return {
    campaign_id: campaign.campaign_id,
    company_id: campaign.company_id,
    name: campaign.name,
    status: campaign.status,
    offers_sent: sent,
    visible: counts.get('visible') ?? 0,
    accepted: counts.get('accepted') ?? 0,
    rejected: counts.get('rejected') ?? 0,
    unlocks,
    hires,
    profile_visits: visits,
    stages,
    spent: euros(spent),
    budget: euros(campaign.budget),
    cost_per_unlock: euros(campaign.cost_per_unlock),
    unlock_rate: percent(unlocks, sent),
    hire_rate: percent(hires, sent),
    as_of: asOf,
  };
}

interface CampaignFigures {
  /** Distinct offers per kind of fact. */
  counts: Map<string, number>;
  stages: ReadonlyArray<{ stage: OfferStage; count: number }>;
  /** Cents. */
  spent: string;
  visits: number;
}

/**
 * A campaign's figures now: its offers' summary rows (sent, seen, accepted, hired, stages) and its totals
 * row (offers rejected and unlocked for this campaign, which need not be the offer's, spent, visits).
 */
async function campaignFiguresNow(db: CommonQueryMethods, campaignId: string): Promise<CampaignFigures> {
  const kinds: readonly OfferStepKind[] = ['sent', 'visible', 'accepted', 'hired'];
  const result = await db.query(sql.unsafe`
    select o.stage, ${sql.join(
      kinds.map((kind) => sql.fragment`count(*) filter (where ${reached(kind)})::int as ${sql.identifier([kind])}`),
      sql.fragment`, `,
    )}
    from ${tables.reportOffers} o
    where o.campaign_id = ${campaignId} and o.kind = 'offer'
    group by o.stage`);
  const rows = result.rows as ReadonlyArray<Record<OfferStepKind, number> & { stage: OfferStage }>;
  const counts = new Map<string, number>(kinds.map((kind) => [kind, rows.reduce((sum, row) => sum + row[kind], 0)]));
  const totals = await db.query(sql.unsafe`
    select spent::text as spent, profile_visits, rejected, unlocked from ${tables.reportCampaignTotals} where campaign_id = ${campaignId}`);
  const total = totals.rows[0] as { spent: string; profile_visits: number; rejected: number; unlocked: number } | undefined;
  counts.set('rejected', total?.rejected ?? 0);
  counts.set('unlock', total?.unlocked ?? 0);
  return {
    counts,
    // The stage of each offer sent.
    stages: rows.filter((row) => row.sent > 0).map((row) => ({ stage: row.stage, count: row.sent })),
    spent: total?.spent ?? '0',
    visits: total?.profile_visits ?? 0,
  };
}

/** A campaign's figures as of a moment, folded from the facts recorded by then. */
async function campaignFiguresAsOf(db: CommonQueryMethods, campaignId: string, asOf: string): Promise<CampaignFigures> {
  // Each offer counted once per kind: the facts marked first; one range of the campaign's facts by recording time.
  const kinds = await db.query(sql.unsafe`
    select f.kind, count(*) filter (where f.first)::int as offers, count(*)::int as facts, coalesce(sum(f.amount), 0)::int8::text as cents
    from ${tables.reportFacts} f
    where f.campaign_id = ${campaignId} and ${recordedBy(asOf)}
    group by f.kind`);
  const byKind = new Map(
    (kinds.rows as ReadonlyArray<{ kind: string; offers: number; facts: number; cents: string }>).map((row) => [row.kind, row]),
  );
  const counts = new Map([...byKind].map(([kind, row]) => [kind, row.offers]));
  const spent = String(Number(byKind.get('unlock')?.cents ?? 0) + Number(byKind.get('unlock_deleted')?.cents ?? 0));
  const visits = byKind.get('profile_visit')?.facts ?? 0;
  // The stage an offer stood in at the moment: its last stage fact, else new.
  const stageRows = await db.query(sql.unsafe`
    select coalesce(last.label, 'new') as stage, count(*)::int as count
    from ${tables.reportFacts} s
    left join lateral (
      select f.label from ${tables.reportFacts} f
      where f.offer_id = s.offer_id and f.kind = 'stage' and ${recordedBy(asOf)}
      order by f.position desc, f.seq desc limit 1
    ) last on true
    where s.campaign_id = ${campaignId} and s.kind = 'sent' and ${recordedBy(asOf, 's')}
    group by 1`);
  return { counts, stages: stageRows.rows as CampaignFigures['stages'], spent, visits };
}

/** Facts per day or month of a span, summed (`amount` in euros) or counted (distinct offers or all). */
async function bucketCounts(
  db: CommonQueryMethods,
  where: FragmentSqlToken,
  span: Pick<StatsSpan, 'from' | 'till'>,
  frequency: StatsFrequency,
  asOf: string | null,
  measure: 'offers' | 'facts' | 'euros',
): Promise<Map<string, number>> {
  const format = frequency === 'daily' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const value =
    measure === 'euros'
      ? sql.fragment`(coalesce(sum(f.amount), 0) / 100.0)::float8`
      : measure === 'offers'
        ? sql.fragment`count(distinct f.offer_id)::int`
        : sql.fragment`count(*)::int`;
  const result = await db.query(sql.unsafe`
    select to_char(f.occurred_at at time zone ${STATS_TIME_ZONE}, ${format}) as bucket, ${value} as count
    from ${tables.reportFacts} f
    where ${where} and f.occurred_at >= ${fromDay(span.from)} and f.occurred_at < ${afterDay(span.till)} and ${recordedBy(asOf)}
    group by 1`);
  return new Map((result.rows as ReadonlyArray<{ bucket: string; count: number }>).map((row) => [row.bucket, row.count]));
}

const today = (asOf: string | null): string => statsDay(asOf ? new Date(asOf) : new Date());

/** Named series over the buckets of a period, each a set of facts. */
async function seriesOver(
  db: CommonQueryMethods,
  filter: { period?: StatsPeriod; frequency?: StatsFrequency; cumulative?: boolean; as_of?: string },
  defaults: { period: StatsPeriod; frequency: StatsFrequency },
  named: Record<string, { where: FragmentSqlToken; measure: 'offers' | 'facts' | 'euros'; negate?: boolean }>,
): Promise<StatsAnswer> {
  const asOf = asOfInstant(filter.as_of);
  const frequency = filter.frequency ?? defaults.frequency;
  const window = statsWindow(filter.period ?? defaults.period, frequency, today(asOf));
  const series = await Promise.all(
    Object.entries(named).map(async ([name, what]) => ({
      name,
      data: seriesData(
        window.buckets,
        await bucketCounts(db, what.where, window, frequency, asOf, what.measure),
        filter.cumulative ?? false,
      ),
    })),
  );
  return { categories: window.buckets, series, from: window.from, till: window.till, as_of: asOf };
}

/** A campaign's offers over time: sent, seen, accepted, unlocked, rejected. */
export function campaignOffersGraph(
  db: CommonQueryMethods,
  campaignId: string,
  filter: { period?: StatsPeriod; frequency?: StatsFrequency; cumulative?: boolean; as_of?: string },
): Promise<StatsAnswer> {
  const kind = (k: ReportFactKind) => ({
    where: sql.fragment`f.campaign_id = ${campaignId} and f.kind = ${k}`,
    measure: 'offers' as const,
  });
  return seriesOver(
    db,
    filter,
    { period: 'last_90_days', frequency: 'daily' },
    {
      sent: kind('sent'),
      visible: kind('visible'),
      accepted: kind('accepted'),
      unlocked: kind('unlock'),
      rejected: kind('rejected'),
    },
  );
}

/** A category chart's answer over all time (from and till the first and last day counted). */
async function categoryAnswer(
  db: CommonQueryMethods,
  category: FragmentSqlToken,
  where: FragmentSqlToken,
  seriesName: string,
  asOf: string | null,
  span: Pick<StatsSpan, 'from' | 'till'> | null,
): Promise<StatsAnswer> {
  const within = span
    ? sql.fragment`f.occurred_at >= ${fromDay(span.from)} and f.occurred_at < ${afterDay(span.till)}`
    : sql.fragment`true`;
  const result = await db.query(sql.unsafe`
    select ${category} as category, count(*)::int as count,
      to_char(min(f.occurred_at) at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD') as first,
      to_char(max(f.occurred_at) at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD') as last
    from ${tables.reportFacts} f
    left join ${tables.referenceItems} r on r.item_id::text = f.label
    where ${where} and ${within} and ${recordedBy(asOf)}
    group by 1 order by 2 desc, 1 limit 20`);
  const rows = result.rows as ReadonlyArray<{ category: string; count: number; first: string; last: string }>;
  const days = rows.flatMap((row) => [row.first, row.last]).sort();
  return {
    categories: rows.map((row) => row.category),
    series: [{ name: seriesName, data: rows.map((row) => row.count) }],
    from: span?.from ?? days[0] ?? today(asOf),
    till: span?.till ?? days.at(-1) ?? today(asOf),
    as_of: asOf,
  };
}

/** A campaign's rejections by reason, ever. */
export function campaignRejectionReasons(db: CommonQueryMethods, campaignId: string, asOf: string | undefined): Promise<StatsAnswer> {
  return categoryAnswer(
    db,
    sql.fragment`f.label`,
    sql.fragment`f.campaign_id = ${campaignId} and f.kind = 'rejected'`,
    'rejections',
    asOfInstant(asOf),
    null,
  );
}

/** Replacement reasons (unqualified status reasons, by name) in a period. */
export function replacementReasons(db: CommonQueryMethods, filter: { period?: StatsPeriod; as_of?: string }): Promise<StatsAnswer> {
  const asOf = asOfInstant(filter.as_of);
  const window = statsWindow(filter.period ?? DEFAULT_STATS_PERIOD, 'daily', today(asOf));
  return categoryAnswer(db, sql.fragment`coalesce(r.label, f.label)`, sql.fragment`f.kind = 'replacement'`, 'replacements', asOf, window);
}

/** A company's visits of its unlocked contacts' profiles over time. */
export async function profileVisits(
  db: CommonQueryMethods,
  companyId: string,
  filter: { period?: StatsPeriod; frequency?: StatsFrequency; cumulative?: boolean; compare?: boolean; as_of?: string },
): Promise<StatsAnswer> {
  const asOf = asOfInstant(filter.as_of);
  const frequency = filter.frequency ?? 'daily';
  const window = statsWindow(filter.period ?? DEFAULT_STATS_PERIOD, frequency, today(asOf));
  const format = frequency === 'daily' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const result = await db.query(sql.unsafe`
    select to_char(f.occurred_at at time zone ${STATS_TIME_ZONE}, ${format}) as bucket, count(*)::int as visits,
      count(distinct f.contact_id)::int as contacts
    from ${tables.reportFacts} f
    where f.company_id = ${companyId} and f.kind = 'profile_visit'
      and f.occurred_at >= ${fromDay(window.from)} and f.occurred_at < ${afterDay(window.till)} and ${recordedBy(asOf)}
    group by 1`);
  const rows = result.rows as ReadonlyArray<{ bucket: string; visits: number; contacts: number }>;
  const cumulative = filter.cumulative ?? false;
  return {
    categories: window.buckets,
    series: [
      { name: 'visits', data: seriesData(window.buckets, new Map(rows.map((r) => [r.bucket, r.visits])), cumulative) },
      { name: 'contacts', data: seriesData(window.buckets, new Map(rows.map((r) => [r.bucket, r.contacts])), cumulative) },
    ],
    from: window.from,
    till: window.till,
    as_of: asOf,
  };
}

/** Transactions per month: unlocks, hires (and deleted unlocks when effective), and their total. */
export async function transactionRevenueMonthly(
  db: CommonQueryMethods,
  query: { period?: StatsPeriod; effective?: boolean; dataType?: 'revenue' | 'count'; as_of?: string },
): Promise<StatsAnswer> {
  const measure = query.dataType === 'count' ? ('facts' as const) : ('euros' as const);
  const kind = (k: ReportFactKind) => ({ where: sql.fragment`f.kind = ${k}`, measure });
  const answer = await seriesOver(
    db,
    { period: query.period, frequency: 'monthly', as_of: query.as_of },
    { period: 'last_365_days', frequency: 'monthly' },
    {
      unlocks: kind('unlock'),
      hires: kind('hire_charge'),
      ...(query.effective ? { deleted_unlocks: kind('unlock_deleted') } : {}),
    },
  );
  const series = answer.series.map((s) =>
    s.name === 'deleted_unlocks' && measure === 'facts' ? { ...s, data: s.data.map((v) => -v) } : s,
  );
  const total = answer.categories.map((_, index) => Math.round(series.reduce((sum, s) => sum + (s.data[index] ?? 0), 0) * 100) / 100);
  return { ...answer, series: [...series, { name: 'total', data: total }] };
}

/** The conversion funnel of the offers sent in a span, of a company or campaign, for all or one channel. */
export async function conversionReport(
  db: CommonQueryMethods,
  channel: ConversionChannel,
  query: { company_id?: string; campaign_id?: string; from?: string; till?: string; as_of?: string },
): Promise<ConversionReport> {
  const asOf = asOfInstant(query.as_of);
  const counts = asOf ? await conversionCountsAsOf(db, channel, query, asOf) : await conversionCountsNow(db, channel, query);
  return {
    channel,
    company_id: query.company_id ?? null,
    campaign_id: query.campaign_id ?? null,
    from: query.from ?? null,
    till: query.till ?? null,
    as_of: asOf,
    data: conversionRows(counts, channel),
  };
}

type ConversionQuery = { company_id?: string; campaign_id?: string; from?: string; till?: string };

/** The steps a channel report counts for every offer; the others only for the offers opened from that channel. */
const CHANNEL_FREE_STEPS: ReadonlySet<ConversionStep> = new Set(['sent', 'clicked_from_sms', 'clicked_from_mail']);

/** Offers per conversion step now: the offers' summary rows (each offer once, with the steps it reached). */
async function conversionCountsNow(
  db: CommonQueryMethods,
  channel: ConversionChannel,
  query: ConversionQuery,
): Promise<Map<string, number>> {
  const cohort = [sql.fragment`o.kind = 'offer'`, reached('sent')];
  if (query.company_id) cohort.push(sql.fragment`o.company_id = ${query.company_id}`);
  if (query.campaign_id) cohort.push(sql.fragment`o.campaign_id = ${query.campaign_id}`);
  if (query.from) cohort.push(sql.fragment`o.sent_at >= ${fromDay(query.from)}`);
  if (query.till) cohort.push(sql.fragment`o.sent_at < ${afterDay(query.till)}`);
  const opened = channel === 'sms' ? reached('clicked_from_sms') : reached('clicked_from_mail');
  const counted = (step: ConversionStep): FragmentSqlToken =>
    channel === 'all' || CHANNEL_FREE_STEPS.has(step) ? reached(step) : sql.fragment`${reached(step)} and ${opened}`;
  const result = await db.query(sql.unsafe`
    select ${sql.join(
      CONVERSION_STEPS.map((step) => sql.fragment`count(*) filter (where ${counted(step)})::int as ${sql.identifier([step])}`),
      sql.fragment`, `,
    )}
    from ${tables.reportOffers} o
    where ${sql.join(cohort, sql.fragment` and `)}`);
  const row = result.rows[0] as Record<ConversionStep, number>;
  return new Map(CONVERSION_STEPS.map((step) => [step, row[step]]));
}

/** Offers per kind of fact as of a moment, folded from the facts recorded by then. */
async function conversionCountsAsOf(
  db: CommonQueryMethods,
  channel: ConversionChannel,
  query: ConversionQuery,
  asOf: string,
): Promise<Map<string, number>> {
  const cohort = [sql.fragment`s.kind = 'sent'`, recordedBy(asOf, 's')];
  if (query.company_id) cohort.push(sql.fragment`s.company_id = ${query.company_id}`);
  if (query.campaign_id) cohort.push(sql.fragment`s.campaign_id = ${query.campaign_id}`);
  if (query.from) cohort.push(sql.fragment`s.occurred_at >= ${fromDay(query.from)}`);
  if (query.till) cohort.push(sql.fragment`s.occurred_at < ${afterDay(query.till)}`);
  const cohortSql = sql.join(cohort, sql.fragment` and `);
  const clicked = channel === 'sms' ? 'clicked_from_sms' : 'clicked_from_mail';
  // A channel report follows, beyond the click, only the offers the candidate opened from that channel.
  const channelFilter =
    channel === 'all'
      ? sql.fragment`true`
      : sql.fragment`(f.kind in ('sent', 'clicked_from_sms', 'clicked_from_mail') or exists (
          select 1 from ${tables.reportFacts} c where c.offer_id = f.offer_id and c.kind = ${clicked} and ${recordedBy(asOf, 'c')}))`;
  const result = await db.query(sql.unsafe`
    with cohort as (select s.offer_id from ${tables.reportFacts} s where ${cohortSql})
    select f.kind, count(distinct f.offer_id)::int as count
    from ${tables.reportFacts} f
    where f.offer_id in (select offer_id from cohort) and ${recordedBy(asOf)} and ${channelFilter}
    group by f.kind`);
  return new Map((result.rows as ReadonlyArray<{ kind: string; count: number }>).map((row) => [row.kind, row.count]));
}

interface RoiFigures {
  contacts: number;
  offers: number;
  unlocks: number;
  hires: number;
  revenue: number;
}

/** The return of an advertising campaign: what its contacts brought against what it cost. */
export async function campaignRoi(
  db: CommonQueryMethods,
  query: { utm_campaign: string; utm_content?: string; spend?: number; as_of?: string },
): Promise<RoiReport> {
  const asOf = asOfInstant(query.as_of);
  const content = query.utm_content ? sql.fragment`and s.utm_content = ${query.utm_content}` : sql.fragment``;
  // Now: the UTM campaign's totals rows (one per ad content); as of a moment: the facts recorded by then of
  // each of its contacts (one offer sent per offer, so offers are counted as facts), on the contact's index.
  const result = asOf
    ? await db.query(sql.unsafe`
    select s.utm_content, count(*)::int as contacts, coalesce(sum(m.offers), 0)::int as offers,
      coalesce(sum(m.unlocks), 0)::int as unlocks, coalesce(sum(m.hires), 0)::int as hires, coalesce(sum(m.cents), 0)::int8::text as cents
    from ${tables.reportSources} s
    cross join lateral (
      select count(*) filter (where f.kind = 'sent') as offers,
        count(*) filter (where f.kind = 'unlock') - count(*) filter (where f.kind = 'unlock_deleted') as unlocks,
        count(*) filter (where f.kind = 'hired') as hires,
        sum(f.amount) filter (where f.kind in ('unlock', 'hire_charge', 'unlock_deleted')) as cents
      from ${tables.reportFacts} f
      where f.contact_id = s.contact_id and ${recordedBy(asOf)}
    ) m
    where s.utm_campaign = ${query.utm_campaign} ${content} and ${recordedBy(asOf, 's')}
    group by s.utm_content order by s.utm_content nulls last`)
    : await db.query(sql.unsafe`
    select nullif(t.utm_content, '') as utm_content, t.contacts, t.offers, t.unlocks, t.hires, t.cents::text as cents
    from ${tables.reportSourceTotals} t
    where t.utm_campaign = ${query.utm_campaign} ${query.utm_content ? sql.fragment`and t.utm_content = ${query.utm_content}` : sql.fragment``}
    order by nullif(t.utm_content, '') nulls last`);
  const rows = (result.rows as ReadonlyArray<Omit<RoiFigures, 'revenue'> & { utm_content: string | null; cents: string }>).map((row) => ({
    utm_content: row.utm_content,
    contacts: row.contacts,
    offers: row.offers,
    unlocks: row.unlocks,
    hires: row.hires,
    revenue: euros(row.cents),
  }));
  const total = rows.reduce<RoiFigures>(
    (sum, row) => ({
      contacts: sum.contacts + row.contacts,
      offers: sum.offers + row.offers,
      unlocks: sum.unlocks + row.unlocks,
      hires: sum.hires + row.hires,
      revenue: Math.round((sum.revenue + row.revenue) * 100) / 100,
    }),
    { contacts: 0, offers: 0, unlocks: 0, hires: 0, revenue: 0 },
  );
  const spend = query.spend ?? 0;
  const per = (count: number): number | null => (count > 0 ? Math.round((spend / count) * 100) / 100 : null);
  return {
    utm_campaign: query.utm_campaign,
    utm_content: query.utm_content ?? null,
    spend,
    ...total,
    cost_per_contact: per(total.contacts),
    cost_per_unlock: per(total.unlocks),
    cost_per_hire: per(total.hires),
    roi: spend > 0 ? Math.round(((total.revenue - spend) / spend) * 1000) / 10 : null,
    by_content: rows,
    as_of: asOf,
  };
}

/**
 * The figures of the campaign `c` as of a moment (a lateral subquery): its day row of the last day before
 * the moment's day (UTC), plus what the facts recorded since that day began and by the moment add.
 */
function campaignFiguresAsOfSql(asOf: string): FragmentSqlToken {
  const day = asOf.slice(0, 10);
  const dayStart = `${day}T00:00:00.000Z`;
  const both = (column: string, today: FragmentSqlToken): FragmentSqlToken =>
    sql.fragment`coalesce(${sql.identifier(['d', column])}, 0) + coalesce((${today}), 0) as ${sql.identifier([column])}`;
  const count = (condition: FragmentSqlToken): FragmentSqlToken => sql.fragment`count(*) filter (where ${condition})`;
  return sql.fragment`(
    select ${sql.join(
      [
        both('offers_sent', count(sql.fragment`f.kind = 'sent'`)),
        both('visible', count(sql.fragment`f.kind = 'visible' and f.first`)),
        both('accepted', count(sql.fragment`f.kind = 'accepted' and f.first`)),
        both('rejected', count(sql.fragment`f.kind = 'rejected' and f.first`)),
        both('unlocks', sql.fragment`${count(sql.fragment`f.kind = 'unlock'`)} - ${count(sql.fragment`f.kind = 'unlock_deleted'`)}`),
        both('hires', count(sql.fragment`f.kind = 'hired'`)),
        both('cents', sql.fragment`sum(f.amount) filter (where f.kind in ('unlock', 'hire_charge', 'unlock_deleted'))`),
      ],
      sql.fragment`, `,
    )}
    from (select 1) one
    left join lateral (
      select * from ${tables.reportCampaignDays} d where d.campaign_id = c.campaign_id and d.day < ${day}::date order by d.day desc limit 1
    ) d on true
    left join ${tables.reportFacts} f
      on f.campaign_id = c.campaign_id and f.recorded_at >= ${dayStart}::timestamptz and f.recorded_at <= ${asOf}::timestamptz
    group by d.campaign_id, d.offers_sent, d.visible, d.accepted, d.rejected, d.unlocks, d.hires, d.cents
  )`;
}

const ORDER_COLUMNS: Record<string, FragmentSqlToken> = {
  name: sql.fragment`lower(c.name)`,
  created_at: sql.fragment`c.created_at`,
  offers_sent: sql.fragment`offers_sent`,
  visible: sql.fragment`visible`,
  accepted: sql.fragment`accepted`,
  unlocks: sql.fragment`unlocks`,
  hires: sql.fragment`hires`,
  // The figure, not the output column `cents` (text, which would sort 9 € above 10 €).
  revenue: sql.fragment`coalesce(m.cents, 0)`,
  conversion_rate: sql.fragment`case when offers_sent > 0 then unlocks::float8 / offers_sent else 0 end`,
};

/** Every campaign with its funnel and money, ordered as asked. */
export async function dashboardCampaigns(
  db: CommonQueryMethods,
  query: { company_id?: string; orderBy?: string; order?: 'asc' | 'desc'; as_of?: string },
): Promise<{ data: DashboardCampaignRow[]; as_of: string | null }> {
  const asOf = asOfInstant(query.as_of);
  const conditions = [sql.fragment`true`];
  if (query.company_id) conditions.push(sql.fragment`c.company_id = ${query.company_id}`);
  if (asOf) conditions.push(sql.fragment`c.created_at <= ${asOf}::timestamptz`);
  const orderBy = ORDER_COLUMNS[query.orderBy ?? 'created_at'] ?? sql.fragment`c.created_at`;
  const direction = query.order === 'asc' ? sql.fragment`asc` : sql.fragment`desc`;
  // Now: each campaign's totals row. As of a moment: its day row of the last day before the moment's (UTC)
  // and the facts recorded since that day began (the offers each counted once: the facts marked first).
  const figures = asOf
    ? sql.fragment`left join lateral ${campaignFiguresAsOfSql(asOf)} m on true`
    : sql.fragment`left join ${tables.reportCampaignTotals} m on m.campaign_id = c.campaign_id`;
  const result = await db.query(sql.unsafe`
    select c.campaign_id, c.name, c.company_id, c.company_name, c.status, c.created_at::text as created_at,
      coalesce(m.offers_sent, 0) as offers_sent, coalesce(m.visible, 0) as visible, coalesce(m.accepted, 0) as accepted,
      coalesce(m.rejected, 0) as rejected, coalesce(m.unlocks, 0) as unlocks, coalesce(m.hires, 0) as hires,
      coalesce(m.cents, 0)::text as cents
    from ${tables.campaigns} c
    ${figures}
    where ${sql.join(conditions, sql.fragment` and `)}
    order by ${orderBy} ${direction}, c.campaign_id
    limit 500`);
  type Row = Omit<DashboardCampaignRow, 'revenue' | 'conversion_rate'> & { cents: string };
  return {
    data: (result.rows as readonly Row[]).map(({ cents, ...row }) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      revenue: euros(cents),
      conversion_rate: percent(row.unlocks, row.offers_sent),
    })),
    as_of: asOf,
  };
}

/** Every company with its player class (see `playerClass`), A first. */
export async function dashboardPlayers(
  db: CommonQueryMethods,
  query: { as_of?: string },
): Promise<{ data: PlayerRow[]; counts: Record<PlayerRow['player_class'], number>; as_of: string | null }> {
  const asOf = asOfInstant(query.as_of);
  const now = asOf ?? new Date().toISOString();
  const created = asOf ? sql.fragment`where c.created_at <= ${asOf}::timestamptz` : sql.fragment``;
  const result = await db.query(sql.unsafe`
    select c.company_id, c.name as company_name, c.customer_level,
      coalesce(m.total, 0)::text as total, coalesce(m.recent, 0)::text as recent, coalesce(m.unlocks, 0)::int as unlocks,
      m.last_unlock::text as last_unlock
    from ${tables.adminCompanies} c
    left join lateral (
      select sum(f.amount) as total,
        sum(f.amount) filter (where f.occurred_at > ${now}::timestamptz - interval '90 days') as recent,
        count(*) filter (where f.kind = 'unlock' and f.occurred_at > ${now}::timestamptz - interval '90 days') as unlocks,
        max(f.occurred_at) filter (where f.kind = 'unlock') as last_unlock
      from ${tables.reportFacts} f
      where f.company_id = c.company_id and f.kind = any(${sql.array([...MONEY], 'text')})
        and f.occurred_at <= ${now}::timestamptz and ${recordedBy(asOf)}
    ) m on true
    ${created}`);
  const rows = result.rows as ReadonlyArray<{
    company_id: string;
    company_name: string | null;
    customer_level: PlayerRow['customer_level'];
    total: string;
    recent: string;
    unlocks: number;
    last_unlock: string | null;
  }>;
  const day = 24 * 3600 * 1000;
  const data = rows.map((row): PlayerRow => {
    const revenue90Days = euros(row.recent);
    const revenueTotal = euros(row.total);
    const lastUnlock = row.last_unlock ? new Date(row.last_unlock) : null;
    const daysSinceLastUnlock = lastUnlock ? Math.floor((new Date(now).getTime() - lastUnlock.getTime()) / day) : null;
    return {
      company_id: row.company_id,
      company_name: row.company_name,
      player_class: playerClass({ revenue90Days, revenueTotal, daysSinceLastUnlock }),
      customer_level: row.customer_level,
      revenue_90_days: revenue90Days,
      revenue_total: revenueTotal,
      unlocks_90_days: row.unlocks,
      last_unlock_at: lastUnlock?.toISOString() ?? null,
    };
  });
  const rank = { A: 0, B: 1, C: 2, X: 3 } as const;
  data.sort(
    (a, b) =>
      rank[a.player_class] - rank[b.player_class] || b.revenue_90_days - a.revenue_90_days || a.company_id.localeCompare(b.company_id),
  );
  const counts = { A: 0, B: 0, C: 0, X: 0 };
  for (const row of data) counts[row.player_class] += 1;
  return { data, counts, as_of: asOf };
}

/** How many more contacts a campaign can unlock: open offers against what its remaining budget pays. */
export async function potentialUnlocks(
  db: CommonQueryMethods,
  campaignId: string,
): Promise<{
  campaign_id: string;
  open_offers: number;
  affordable_unlocks: number;
  potential_unlocks: number;
  remaining_budget: number;
  cost_per_unlock: number;
} | null> {
  const campaign = await campaignOf(db, campaignId);
  if (!campaign) return null;
  const open = await db.query(sql.unsafe`
    select count(*)::int as count from ${tables.reportOffers} o
    where o.campaign_id = ${campaignId} and o.kind = 'offer' and not o.rejected and o.stage in ('new', 'in_process')`);
  const openOffers = (open.rows[0] as { count: number }).count;
  const affordable = campaign.cost_per_unlock > 0 ? Math.floor(campaign.remaining_budget / campaign.cost_per_unlock) : openOffers;
  return {
    campaign_id: campaignId,
    open_offers: openOffers,
    affordable_unlocks: affordable,
    potential_unlocks: Math.min(openOffers, affordable),
    remaining_budget: euros(campaign.remaining_budget),
    cost_per_unlock: euros(campaign.cost_per_unlock),
  };
}
