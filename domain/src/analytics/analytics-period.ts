import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import quarterOfYear from 'dayjs/plugin/quarterOfYear.js';

dayjs.extend(isoWeek);
dayjs.extend(quarterOfYear);

/** The activity filter's periods (spec §9), calendar periods and rolling windows of days. */
export const STATS_PERIODS = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'last_7_days',
  'last_14_days',
  'last_30_days',
  'last_60_days',
  'last_90_days',
  'last_180_days',
  'last_365_days',
  'last_730_days',
  'last_1095_days',
] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'this_month';

export const STATS_FREQUENCIES = ['daily', 'monthly'] as const;
export type StatsFrequency = (typeof STATS_FREQUENCIES)[number];

/** The time zone every series counts its days and months in. */
export const STATS_TIME_ZONE = 'Europe/Berlin';

/** A span of calendar days (both inclusive, YYYY-MM-DD) cut into buckets (YYYY-MM-DD daily, YYYY-MM monthly). */
export interface StatsSpan {
  from: string;
  till: string;
  buckets: string[];
}

/** The span a period covers on `today`, and the span before it of the same kind (for compare). */
export interface StatsWindow extends StatsSpan {
  previous: StatsSpan;
}

const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';

function span(from: Dayjs, till: Dayjs, frequency: StatsFrequency): StatsSpan {
  const unit = frequency === 'daily' ? 'day' : 'month';
  const buckets: string[] = [];
  for (let at = from.startOf(unit); !at.isAfter(till, unit); at = at.add(1, unit)) buckets.push(at.format(unit === 'day' ? DAY : MONTH));
  return { from: from.format(DAY), till: till.format(DAY), buckets };
}

type Calendar = 'week' | 'month' | 'quarter' | 'year';
const startOf = (day: Dayjs, unit: Calendar): Dayjs => (unit === 'week' ? day.startOf('isoWeek') : day.startOf(unit));
/** The same day one calendar period earlier. */
const back = (day: Dayjs, unit: Calendar): Dayjs => (unit === 'quarter' ? day.subtract(3, 'month') : day.subtract(1, unit));
const endOf = (day: Dayjs, unit: Calendar): Dayjs => (unit === 'week' ? day.endOf('isoWeek') : day.endOf(unit)).startOf('day');

/**
 * The days a period covers, seen from `today` (a YYYY-MM-DD calendar day): calendar periods whole
 * (weeks from Monday, so "this month" runs to the month's last day and its days to come count 0), rolling
 * windows of N days ending today. `previous` is the period before: the calendar period before, or the N
 * days before the window.
 */
export function statsWindow(period: StatsPeriod, frequency: StatsFrequency, today: string): StatsWindow {
  const day = dayjs(today).startOf('day');
  const rolling = /^last_(\d+)_days$/.exec(period);
  if (rolling) {
    const days = Number(rolling[1]);
    const from = day.subtract(days - 1, 'day');
    return { ...span(from, day, frequency), previous: span(from.subtract(days, 'day'), from.subtract(1, 'day'), frequency) };
  }
  const [which, unit] = period.split('_') as ['this' | 'last', Calendar];
  const current = which === 'this' ? day : back(day, unit);
  const before = back(current, unit);
  return {
    ...span(startOf(current, unit), endOf(current, unit), frequency),
    previous: span(startOf(before, unit), endOf(before, unit), frequency),
  };
}

/** The days of one month (`month` 1–12) or the months of one year: the unlock chart's own choice of span. */
export function calendarSpan(year: number, month: number | undefined): StatsSpan {
  const first = month === undefined ? dayjs(`${year}-01-01`) : dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return month === undefined
    ? span(first, first.endOf('year').startOf('day'), 'monthly')
    : span(first, first.endOf('month').startOf('day'), 'daily');
}

/** Counts by bucket laid over the buckets (0 where none), summed up from the first when `cumulative`. */
export function seriesData(buckets: readonly string[], counts: ReadonlyMap<string, number>, cumulative: boolean): number[] {
  let total = 0;
  return buckets.map((bucket) => {
    const count = counts.get(bucket) ?? 0;
    total += count;
    return cumulative ? total : count;
  });
}

const berlinDays = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The calendar day (YYYY-MM-DD) an instant falls on in Germany. */
export const statsDay = (instant: Date): string => berlinDays.format(instant);
