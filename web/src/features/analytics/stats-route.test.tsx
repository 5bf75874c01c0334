import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Recorded } from '../../testing/render';
import { StatsRoute } from './stats-route';

const span = { from: '2026-11-01', till: '2026-11-30', as_of: null };
const overTime = (names: string[], data: number[]) => () => ({
  status: 200,
  body: { categories: ['2026-11-01', '2026-11-02', '2026-11-03'], series: names.map((name) => ({ name, data })), ...span },
});
const byCategory = (categories: string[], name: string, data: number[]) => () => ({
  status: 200,
  body: { categories, series: [{ name, data }], ...span },
});

const routes = {
  'GET /api/stats/hired-contacts': overTime(['hires'], [0, 1234, 2]),
  'GET /api/stats/companies-compare-recent/0': overTime(['companies', 'companies_previous'], [1, 0, 0]),
  'GET /api/stats/companies-compare-recent/1': overTime(['companies', 'companies_previous'], [1, 1, 1]),
  'GET /api/stats/partners': overTime(['partners', 'others'], [0, 0, 1]),
  'GET /api/stats/activities/accepted-terms': overTime(['accepted-terms'], [3, 0, 0]),
  'GET /api/stats/get-unlocked-time-wise': overTime(['unlocks'], [0, 2, 0]),
  'GET /api/stats/unlocks-by-sales-owner': byCategory(['Anna Vertrieb', 'none'], 'unlocks', [4, 1]),
  'GET /api/stats/hired-contacts-by-companies': byCategory(['Pflege GmbH'], 'hires', [2]),
  'GET /api/stats/sale-compare-recent/0': overTime(['revenue', 'revenue_previous'], [25.5, 0, 9]),
  'GET /api/stats/sale-leaderboard-sales-companies': byCategory(['Pflege GmbH'], 'revenue', [34.5]),
  'GET /api/stats/sale-leaderboard-compare-recent': () => ({
    status: 200,
    body: {
      categories: ['none'],
      series: [
        { name: 'revenue', data: [9] },
        { name: 'revenue_previous', data: [3] },
      ],
      ...span,
    },
  }),
  'GET /api/stats/sale-leaderboard-compare-recent-months': () => ({
    status: 200,
    body: { categories: ['Anna Vertrieb'], series: ['2026-09', '2026-10', '2026-11'].map((name, i) => ({ name, data: [i] })), ...span },
  }),
  'GET /api/stats/contact-rejection-reasons': byCategory(['too_far', 'salary_too_low'], 'rejections', [2, 1]),
};

const query = (calls: readonly Recorded[], path: string) =>
  calls.filter((c) => c.url.startsWith(path)).map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

describe('statistics', () => {
  it('shows every chart with a table of its numbers in German number format, sales owners and reasons named', async () => {
    renderWithApi(<StatsRoute />, routes);
    const hires = await screen.findByTestId('chart-hires-table');
    expect(within(hires).getByRole('row', { name: /02\.11\.2026/ }).textContent).toContain('1.234');
    expect(
      within(hires)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Hires']);
    const companies = await screen.findByTestId('chart-companies-table');
    expect(
      within(companies)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Companies', 'Companies (period before)']);
    const owners = await screen.findByTestId('chart-sales-owners-table');
    expect(
      within(owners)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Anna Vertrieb', 'No sales owner']);
    const reasons = await screen.findByTestId('chart-rejections-table');
    expect(
      within(reasons)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Commute too far', 'Salary too low']);
    const revenue = await screen.findByTestId('chart-revenue-by-company-table');
    expect(within(revenue).getByRole('row', { name: /Pflege GmbH/ }).textContent).toContain('34,5');
    const months = await screen.findByTestId('chart-revenue-by-sales-owner-months-table');
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sales owner', '09.2026', '10.2026', '11.2026']);
    const owner = await screen.findByTestId('chart-revenue-by-sales-owner-table');
    expect(
      within(owner)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sales owner', 'Revenue', 'Revenue (period before)']);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
  });

  it('asks every series for this month by default, and for the period, running totals and as-of day chosen', async () => {
    const { calls } = renderWithApi(<StatsRoute />, routes);
    await screen.findByTestId('chart-hires-table');
    expect(query(calls, '/api/stats/hired-contacts?')[0]).toEqual({
      period: 'this_month',
      frequency: 'daily',
      cumulative: 'false',
      compare: 'false',
    });
    expect(query(calls, '/api/stats/unlocks-by-sales-owner')[0]).toEqual({ period: 'this_month' });

    fireEvent.click(screen.getByRole('switch', { name: 'Cumulative' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/stats/companies-compare-recent/1'))).toBe(true));
    expect(query(calls, '/api/stats/hired-contacts?').at(-1)).toMatchObject({ cumulative: 'true' });

    fireEvent.change(screen.getByLabelText(/As of/), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(query(calls, '/api/stats/hired-contacts?').at(-1)?.as_of).toBe(new Date('2026-03-01T23:59:59.999').toISOString()),
    );
    await waitFor(() => expect(query(calls, '/api/stats/get-unlocked-time-wise').at(-1)).toMatchObject({ year: '2026' }));
    expect(query(calls, '/api/stats/contact-rejection-reasons').at(-1)?.as_of).toBe(new Date('2026-03-01T23:59:59.999').toISOString());
  });
});
