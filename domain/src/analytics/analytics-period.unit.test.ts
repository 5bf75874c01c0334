import { describe, expect, it } from 'vitest';
import { statsCsv } from './analytics-csv';
import { calendarSpan, seriesData, STATS_PERIODS, statsWindow } from './analytics-period';

describe('statsWindow', () => {
  it('covers this month whole, daily, and the month before for comparison', () => {
    const w = statsWindow('this_month', 'daily', '2026-03-15');
    expect([w.from, w.till, w.buckets.length, w.buckets[0], w.buckets.at(-1)]).toEqual([
      '2026-03-01',
      '2026-03-31',
      31,
      '2026-03-01',
      '2026-03-31',
    ]);
    expect([w.previous.from, w.previous.till, w.previous.buckets.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
  });

  it('runs weeks from Monday to Sunday', () => {
    // 2026-11-24 is a Tuesday.
    expect(statsWindow('this_week', 'daily', '2026-11-24')).toMatchObject({ from: '2026-11-23', till: '2026-11-29' });
    expect(statsWindow('last_week', 'daily', '2026-11-24')).toMatchObject({
      from: '2026-11-16',
      till: '2026-11-22',
      previous: { from: '2026-11-09', till: '2026-11-15' },
    });
  });

  it('takes quarters and years, and the year before across the turn of the year', () => {
    expect(statsWindow('this_quarter', 'monthly', '2026-05-10')).toMatchObject({
      from: '2026-04-01',
      till: '2026-06-30',
      buckets: ['2026-04', '2026-05', '2026-06'],
    });
    expect(statsWindow('last_quarter', 'monthly', '2026-02-10')).toMatchObject({ from: '2025-10-01', till: '2025-12-31' });
    expect(statsWindow('last_year', 'monthly', '2026-02-10')).toMatchObject({
      from: '2025-01-01',
      till: '2025-12-31',
      previous: { from: '2024-01-01' },
    });
  });

  it('ends rolling windows today, with the same number of days before them', () => {
    const w = statsWindow('last_7_days', 'daily', '2026-03-02');
    expect(w.buckets).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(w.previous).toMatchObject({ from: '2026-02-17', till: '2026-02-23' });
    const long = statsWindow('last_1095_days', 'monthly', '2026-11-24');
    expect([long.from, long.buckets.length]).toEqual(['2023-11-26', 37]);
  });

  it('answers every period of the filter with days in order', () => {
    for (const period of STATS_PERIODS) {
      const w = statsWindow(period, 'daily', '2024-02-29');
      expect(w.from <= w.till && w.previous.till < w.from).toBe(true);
      expect(w.buckets).toEqual([...w.buckets].sort());
    }
  });

  it('cuts one month into days, or one year into months', () => {
    expect(calendarSpan(2024, 2).buckets).toHaveLength(29);
    expect(calendarSpan(2026, undefined)).toMatchObject({ from: '2026-01-01', till: '2026-12-31' });
    expect(calendarSpan(2026, undefined).buckets).toHaveLength(12);
  });
});

describe('seriesData', () => {
  const counts = new Map([
    ['2026-03-02', 2],
    ['2026-03-04', 3],
  ]);
  const buckets = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
  it('lays counts over the buckets, 0 where none', () => expect(seriesData(buckets, counts, false)).toEqual([0, 2, 0, 3]));
  it('sums them up when cumulative', () => expect(seriesData(buckets, counts, true)).toEqual([0, 2, 2, 5]));
});

describe('statsCsv', () => {
  it('writes UTF-8 with a BOM, semicolons, German dates and numbers', () => {
    const csv = statsCsv(
      { categories: ['2026-03-01', '2026-03', 'Müller; Söhne'], series: [{ name: 'Freischaltungen', data: [1234, 1.5, 0] }] },
      'Tag',
    );
    expect(csv).toBe('\uFEFFTag;Freischaltungen\r\n01.03.2026;1.234\r\n03.2026;1,5\r\n"Müller; Söhne";0\r\n');
  });
});
