/** Latency summaries: median and p99 of samples in milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const list = Array.from(sorted);
  return { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99), max: list.at(-1) ?? Number.NaN };
}

export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** A figure for a table: thousands grouped, latencies with two decimals below 10 ms. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** A count: whole, thousands grouped. */
export const count = (value: number): string => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

export const ms = (value: number): string => (Number.isFinite(value) ? `${formatNumber(value)} ms` : 'n/a');
export const perSecond = (value: number): string => (Number.isFinite(value) ? `${formatNumber(value)}/s` : 'n/a');
export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
export const mb = (bytes: number): string => (Number.isFinite(bytes) ? `${Math.round(bytes / 1000 ** 2)} MB` : 'n/a');
export const mib = (bytes: number): string => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024 ** 2)} MiB` : 'n/a');
