import {
  calendarSpan,
  DEFAULT_STATS_PERIOD,
  seriesData,
  STATS_TIME_ZONE,
  statsDay,
  statsWindow,
  type StatsFrequency,
  type StatsPeriod,
  type StatsSpan,
} from '@rm/domain';
import type { StatsFactKind } from '@rm/projectors';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { tables } from '../shared/tables';

/** A chart's answer (the contracts' `StatsSeriesSchema`). */
export interface StatsAnswer {
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
  from: string;
  till: string;
  as_of: string | null;
}

export interface StatsFilter {
  period?: StatsPeriod;
  frequency?: StatsFrequency;
  cumulative?: boolean;
  compare?: boolean;
  /** An instant (ISO 8601): only facts recorded up to it count, and the period is seen from its day. */
  as_of?: string;
}

/** What one series counts: facts of a kind, optionally narrowed (an activity's name, partner companies…). */
interface Counted {
  kind: StatsFactKind;
  where?: FragmentSqlToken;
  /** Sums the facts' amounts in euros instead of counting them. */
  euros?: boolean;
}

const measure = (counted: Pick<Counted, 'euros'>): FragmentSqlToken =>
  counted.euros ? sql.fragment`(coalesce(sum(f.amount), 0) / 100.0)::float8` : sql.fragment`count(*)::int`;

const asOfInstant = (asOf: string | undefined): string | null => (asOf ? new Date(asOf).toISOString() : null);
const today = (asOf: string | null): string => statsDay(asOf ? new Date(asOf) : new Date());

/** Facts of the kind on the span's days (German calendar days) and recorded by `asOf`. */
function factsIn(counted: Counted, span: Pick<StatsSpan, 'from' | 'till'>, asOf: string | null) {
  const parts = [
    sql.fragment`f.kind = ${counted.kind}`,
    sql.fragment`f.occurred_at >= (${span.from}::date::timestamp at time zone ${STATS_TIME_ZONE})`,
    sql.fragment`f.occurred_at < ((${span.till}::date + 1)::timestamp at time zone ${STATS_TIME_ZONE})`,
  ];
  if (asOf) parts.push(sql.fragment`f.recorded_at <= ${asOf}::timestamptz`);
  if (counted.where) parts.push(counted.where);
  return sql.join(parts, sql.fragment` and `);
}

/** How many facts fall on each day or month of the span. */
async function countsByBucket(
  pool: DatabasePool,
  counted: Counted,
  span: StatsSpan,
  frequency: StatsFrequency,
  asOf: string | null,
): Promise<Map<string, number>> {
  const format = frequency === 'daily' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const result = await pool.query(sql.unsafe`
    select to_char(f.occurred_at at time zone ${STATS_TIME_ZONE}, ${format}) as bucket, ${measure(counted)} as count
    from ${tables.statsFacts} f
    left join ${tables.adminCompanies} c on c.company_id = f.company_id
    where ${factsIn(counted, span, asOf)}
    group by 1`);
  return new Map((result.rows as ReadonlyArray<{ bucket: string; count: number }>).map((row) => [row.bucket, row.count]));
}

/**
 * Series over time: one per `counted` entry (by name), plus the period before of each as `<name>_previous`
 * when comparing (laid over the same buckets by position).
 */
export async function timeSeries(pool: DatabasePool, filter: StatsFilter, counted: Record<string, Counted>): Promise<StatsAnswer> {
  const asOf = asOfInstant(filter.as_of);
  const frequency = filter.frequency ?? 'daily';
  const window = statsWindow(filter.period ?? DEFAULT_STATS_PERIOD, frequency, today(asOf));
  const cumulative = filter.cumulative ?? false;
  const series: StatsAnswer['series'] = [];
  for (const [name, what] of Object.entries(counted)) {
    series.push({ name, data: seriesData(window.buckets, await countsByBucket(pool, what, window, frequency, asOf), cumulative) });
    if (filter.compare) {
      const previous = seriesData(window.previous.buckets, await countsByBucket(pool, what, window.previous, frequency, asOf), cumulative);
      const last = previous.at(-1) ?? 0;
      // Aligned by position: a shorter period before (February before March) carries its last value on when cumulative.
      series.push({ name: `${name}_previous`, data: window.buckets.map((_, index) => previous[index] ?? (cumulative ? last : 0)) });
    }
  }
  return { categories: window.buckets, series, from: window.from, till: window.till, as_of: asOf };
}

/** Unlocks per day of one month, or per month of one year (the year defaults to the current one). */
export async function unlockedTimeWise(pool: DatabasePool, query: { year?: number; month?: number; as_of?: string }): Promise<StatsAnswer> {
  const asOf = asOfInstant(query.as_of);
  const span = calendarSpan(query.year ?? Number(today(asOf).slice(0, 4)), query.month);
  const counts = await countsByBucket(pool, { kind: 'unlock' }, span, query.month === undefined ? 'monthly' : 'daily', asOf);
  return {
    categories: span.buckets,
    series: [{ name: 'unlocks', data: seriesData(span.buckets, counts, false) }],
    from: span.from,
    till: span.till,
    as_of: asOf,
  };
}

/** The most categories a chart by category shows. */
export const TOP_CATEGORIES = 20;

/** Facts of the period by a category (`category`, an SQL expression over f, c and u), most first. */
export async function byCategory(
  pool: DatabasePool,
  filter: Pick<StatsFilter, 'period' | 'as_of'>,
  kind: StatsFactKind,
  category: FragmentSqlToken,
  seriesName: string,
  options: { euros?: boolean } = {},
): Promise<StatsAnswer> {
  const asOf = asOfInstant(filter.as_of);
  const window = statsWindow(filter.period ?? DEFAULT_STATS_PERIOD, 'daily', today(asOf));
  const counts = await categoryCounts(pool, { kind, euros: options.euros }, category, window, asOf);
  return {
    categories: [...counts.keys()],
    series: [{ name: seriesName, data: [...counts.values()] }],
    from: window.from,
    till: window.till,
    as_of: asOf,
  };
}

/** Facts of a span by category, most first (at most `TOP_CATEGORIES`). */
async function categoryCounts(
  pool: DatabasePool,
  counted: Counted,
  category: FragmentSqlToken,
  span: Pick<StatsSpan, 'from' | 'till'>,
  asOf: string | null,
): Promise<Map<string, number>> {
  const result = await pool.query(sql.unsafe`
    select ${category} as category, ${measure(counted)} as count
    from ${tables.statsFacts} f
    left join ${tables.adminCompanies} c on c.company_id = f.company_id
    left join ${tables.users} u on u.user_id = c.sales_owner_id
    where ${factsIn(counted, span, asOf)}
    group by 1 order by 2 desc, 1 limit ${TOP_CATEGORIES}`);
  return new Map((result.rows as ReadonlyArray<{ category: string; count: number }>).map((row) => [row.category, row.count]));
}

/**
 * Facts by category over several spans, one series each (named by the span): the categories of the first
 * span most first, then those only the others have; at most `TOP_CATEGORIES`.
 */
export async function categoriesOver(
  pool: DatabasePool,
  asOfParameter: string | undefined,
  spans: (today: string) => Array<{ name: string; span: Pick<StatsSpan, 'from' | 'till'> }>,
  counted: Counted,
  category: FragmentSqlToken,
): Promise<StatsAnswer> {
  const asOf = asOfInstant(asOfParameter);
  const named = spans(today(asOf));
  const counts = await Promise.all(named.map(({ span }) => categoryCounts(pool, counted, category, span, asOf)));
  const categories = [...new Set(counts.flatMap((map) => [...map.keys()]))].slice(0, TOP_CATEGORIES);
  return {
    categories,
    series: named.map(({ name }, index) => ({ name, data: categories.map((c) => counts[index]?.get(c) ?? 0) })),
    from: named.map(({ span }) => span.from).sort()[0] ?? '',
    till:
      named
        .map(({ span }) => span.till)
        .sort()
        .at(-1) ?? '',
    as_of: asOf,
  };
}
