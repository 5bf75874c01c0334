import { describe, expect, it } from 'vitest';
import { ALL_TIME_MIN_MONTHS, allTimeMonths } from './all-time-months';
import { areaChartOption, seriesLabel } from './charts';

const running = (month: string): string => `${month} (laufend)`;

describe("the employer's all-time chart", () => {
  it('leads unlocks that all fall into one month with months of zero, and marks the current month as running', () => {
    // The demo's case: every unlock in November, none yet in the running December.
    const shown = allTimeMonths(
      {
        categories: ['2026-11', '2026-12'],
        series: [
          { name: 'unlocked', data: [30, 0] },
          { name: 'hired', data: [4, 0] },
        ],
      },
      running,
    );
    expect(shown.categories).toEqual(['07.2026', '08.2026', '09.2026', '10.2026', '11.2026', '12.2026 (laufend)']);
    expect(shown.series).toEqual([
      { name: 'unlocked', data: [0, 0, 0, 0, 30, 0] },
      { name: 'hired', data: [0, 0, 0, 0, 4, 0] },
    ]);
  });

  it('leads across a year and keeps a longer history as the server sent it', () => {
    expect(allTimeMonths({ categories: ['2027-01'], series: [{ name: 'unlocked', data: [2] }] }, running).categories).toEqual([
      '08.2026',
      '09.2026',
      '10.2026',
      '11.2026',
      '12.2026',
      '01.2027 (laufend)',
    ]);
    const months = Array.from({ length: 8 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    const long = allTimeMonths({ categories: months, series: [{ name: 'unlocked', data: [1, 0, 0, 5, 0, 0, 3, 1] }] }, running);
    expect(long.categories).toHaveLength(8);
    expect(long.categories[0]).toBe('01.2026');
    expect(long.series[0]?.data).toEqual([1, 0, 0, 5, 0, 0, 3, 1]);
    expect(ALL_TIME_MIN_MONTHS).toBe(6);
  });

  it('shades the way into the running month, named, and only when asked', () => {
    const data = allTimeMonths({ categories: ['2026-11', '2026-12'], series: [{ name: 'unlocked', data: [30, 0] }] }, running);
    const option = areaChartOption(data, 'Freigeschaltete Kontakte (gesamt)', (name) => name, 'Laufender Monat');
    expect(option.series[0]?.markArea).toMatchObject({
      label: { formatter: 'Laufender Monat' },
      data: [[{ xAxis: '11.2026' }, { xAxis: '12.2026 (laufend)' }]],
    });
    expect(option.xAxis.data).toEqual(data.categories);
    expect(areaChartOption(data, 'x', (name) => name).series[0]?.markArea).toBeUndefined();
  });
});

describe("the comparison chart's series", () => {
  const t = (key: string, options: { defaultValue: string }) =>
    key === 'employer.series.unlocked' ? 'Freigeschaltet' : options.defaultValue;
  it('names a month by its name, never by its code', () => {
    expect(seriesLabel('2026-12', t, 'de')).toBe('Dezember 2026');
    expect(seriesLabel('2026-11', t, 'pl')).toMatch(/listopad 2026/u);
    expect(seriesLabel('unlocked', t, 'de')).toBe('Freigeschaltet');
  });
});
