import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Recorded } from '../../testing/render';
import { DashboardsRoute } from './dashboards-route';

const companyId = '00000000-0000-4000-8000-000000000001';
const series = (categories: string[], names: string[], data: number[]) =>
  ok({ categories, series: names.map((name) => ({ name, data })), from: '2026-01-01', till: '2026-11-30', as_of: null });

const routes = {
  'GET /api/options/companies': ok([{ id: companyId, name: 'Pflege GmbH' }]),
  'GET /api/dashboard/campaigns': ok({
    data: [
      {
        campaign_id: '00000000-0000-4000-8000-000000000002',
        name: 'Fahrer Berlin',
        company_id: companyId,
        company_name: 'Pflege GmbH',
        status: 'approved',
        created_at: '2026-09-01T10:00:00.000Z',
        offers_sent: 1200,
        visible: 600,
        accepted: 100,
        rejected: 50,
        unlocks: 60,
        hires: 6,
        revenue: 1500.5,
        conversion_rate: 5,
      },
    ],
    as_of: null,
  }),
  'GET /api/dashboard/players': ok({
    data: [
      {
        company_id: companyId,
        company_name: 'Pflege GmbH',
        player_class: 'A',
        customer_level: 'B',
        revenue_90_days: 1500.5,
        revenue_total: 3000,
        unlocks_90_days: 60,
        last_unlock_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    counts: { A: 1, B: 0, C: 2, X: 3 },
    as_of: null,
  }),
  'GET /api/stats/contact-replacement-reasons': series(['Nicht erreichbar'], ['replacements'], [4]),
  'GET /api/stats/transaction-revenue-monthly': series(['2026-10', '2026-11'], ['unlocks', 'hires', 'deleted_unlocks', 'total'], [10, 20]),
  'GET /api/stats/contact-profile-visits/00000000-0000-4000-8000-000000000001': series(['2026-11-01'], ['visits', 'contacts'], [3]),
};

const query = (calls: readonly Recorded[], path: string) =>
  calls.filter((c) => c.url.split('?')[0] === path).map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

describe('dashboards', () => {
  it('lists the campaigns with their funnel and the players with their class and the rule', async () => {
    const { calls } = renderWithApi(<DashboardsRoute />, routes);
    const campaigns = await screen.findByTestId('dashboard-campaigns-table');
    const row = within(campaigns).getByRole('row', { name: /Fahrer Berlin/ });
    expect(row.textContent).toContain('1.200');
    expect(row.textContent).toContain('1.500,5');
    const players = await screen.findByTestId('dashboard-players-table');
    expect(within(players).getByRole('row', { name: /Pflege GmbH/ }).textContent).toContain('A');
    expect(screen.getByTestId('player-rule').textContent).toContain('€1,000');
    const classes = await screen.findByTestId('chart-player-classes-table');
    expect(within(classes).getByRole('row', { name: /^X/ }).textContent).toContain('3');
    expect(query(calls, '/api/dashboard/campaigns')[0]).toEqual({ orderBy: 'revenue', order: 'desc' });
    expect(query(calls, '/api/stats/transaction-revenue-monthly')[0]).toEqual({ effective: 'true' });
    expect(screen.getByTestId('profile-visits-hint')).toBeTruthy();
  });

  it("orders as chosen, narrows to a company and draws that company's profile visits", async () => {
    const { calls } = renderWithApi(<DashboardsRoute />, routes);
    await screen.findByTestId('dashboard-campaigns-table');
    fireEvent.click(screen.getByText('Ascending'));
    await waitFor(() => expect(query(calls, '/api/dashboard/campaigns').at(-1)).toMatchObject({ order: 'asc' }));
    fireEvent.click(screen.getByTestId('dashboards-company'));
    fireEvent.click(await screen.findByRole('option', { name: 'Pflege GmbH' }));
    await waitFor(() => expect(query(calls, '/api/dashboard/campaigns').at(-1)).toMatchObject({ company_id: companyId }));
    expect(await screen.findByTestId('chart-profile-visits-table')).toBeTruthy();
  });
});
