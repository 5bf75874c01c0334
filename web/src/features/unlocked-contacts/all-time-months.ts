import { germanCategory, type ChartData } from '@rm/domain';

/** The fewest months the all-time chart shows. */
export const ALL_TIME_MIN_MONTHS = 6;

/** The month before a YYYY-MM month. */
const monthBefore = (month: string): string => {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
};

/**
 * The company's unlocks over all time as the chart shows them. The server sends one month for each month from the
 * first unlock to the current one, zero where there was none. Fewer than `ALL_TIME_MIN_MONTHS` are led by months
 * of zero before the first (there were no unlocks then): unlocks that all fall into one month then read as that
 * month's peak, not as a line from it down to zero. The last month is the current one, still running, and says so
 * (`running` names it: "12.2026 (laufend)"); the others read the German way ("11.2026").
 */
export function allTimeMonths(data: ChartData, running: (month: string) => string): ChartData {
  const months = [...data.categories];
  let led = 0;
  for (let first = months[0]; first !== undefined && months.length < ALL_TIME_MIN_MONTHS; first = months[0]) {
    months.unshift(monthBefore(first));
    led += 1;
  }
  return {
    categories: months.map((month, index) => (index === months.length - 1 ? running(germanCategory(month)) : germanCategory(month))),
    series: data.series.map((series) => ({ ...series, data: [...Array<number>(led).fill(0), ...series.data] })),
  };
}
