import { germanExcelCsv } from '../shared/csv';

/** A chart's answer: the x-axis categories and one or more named series of numbers over them. */
export interface StatsSeries {
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
}

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** Bucket keys read the German way (31.12.2026, 12.2026); other categories (names, reasons) as they are. */
export function germanCategory(category: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(category);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(category);
  return month ? `${month[2]}.${month[1]}` : category;
}

/**
 * A series as CSV for Excel in Germany (`germanExcelCsv`: BOM, semicolons, CRLF, formulas neutralised),
 * German dates (31.12.2026) and numbers (1.234,5). One row per category, one column per series.
 */
export function statsCsv(stats: StatsSeries, categoryHeader: string): string {
  return germanExcelCsv([
    [categoryHeader, ...stats.series.map((s) => s.name)],
    ...stats.categories.map((category, index) => [
      germanCategory(category),
      ...stats.series.map((s) => germanNumber.format(s.data[index] ?? 0)),
    ]),
  ]);
}
