import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONVERSION_STEPS } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Recorded } from '../../testing/render';
import { ReportsRoute } from './reports-route';

const companyId = '00000000-0000-4000-8000-000000000001';
const campaignId = '00000000-0000-4000-8000-000000000002';
const conversion = (sent: number, channel: string) =>
  ok({
    channel,
    company_id: null,
    campaign_id: null,
    from: null,
    till: null,
    as_of: null,
    data: CONVERSION_STEPS.filter((step) => !(channel === 'sms' && step === 'clicked_from_mail')).map((step, index) => ({
      step,
      count: index === 0 ? sent : 1,
      rate: index === 0 ? 100 : 12.5,
      parent: null,
      step_rate: 50,
    })),
  });
const series = (categories: string[], name: string, data: number[]) =>
  ok({ categories, series: [{ name, data }], from: '2026-09-01', till: '2026-11-30', as_of: null });

const routes = {
  'GET /api/options/companies': ok([{ id: companyId, name: 'Pflege GmbH' }]),
  'GET /api/options/all-campaigns': ok([{ id: campaignId, name: 'Fahrer Berlin' }]),
  'GET /reports/campaigns/conversion': conversion(1234, 'all'),
  'GET /reports/campaigns/conversion/sms': conversion(8, 'sms'),
  'GET /api/campaigns/00000000-0000-4000-8000-000000000002/stats': ok({
    campaign_id: campaignId,
    company_id: companyId,
    name: 'Fahrer Berlin',
    status: 'approved',
    offers_sent: 40,
    visible: 20,
    accepted: 5,
    rejected: 3,
    unlocks: 4,
    hires: 1,
    profile_visits: 2,
    stages: { new: 30, in_process: 5, unlocked: 3, in_company_process: 1, gets_hired: 0, hired: 1, unqualified: 0 },
    spent: 100,
    budget: 1000,
    cost_per_unlock: 25,
    unlock_rate: 10,
    hire_rate: 2.5,
    as_of: null,
  }),
  'POST /api/potential-unlocks': ok({
    campaign_id: campaignId,
    open_offers: 30,
    affordable_unlocks: 36,
    potential_unlocks: 30,
    remaining_budget: 900,
    cost_per_unlock: 25,
  }),
  'GET /api/campaigns/00000000-0000-4000-8000-000000000002/offersGraph': series(['2026-11-01'], 'sent', [40]),
  'GET /api/analytics/campaigns/00000000-0000-4000-8000-000000000002/rejectionReasons': series(['too_far'], 'rejections', [3]),
  'GET /api/reports/campaign-roi': ok({
    utm_campaign: 'spring',
    utm_content: null,
    spend: 500,
    contacts: 10,
    offers: 12,
    unlocks: 4,
    hires: 1,
    revenue: 1250.5,
    cost_per_contact: 50,
    cost_per_unlock: 125,
    cost_per_hire: 500,
    roi: 150.1,
    by_content: [{ utm_content: 'video_a', contacts: 10, offers: 12, unlocks: 4, hires: 1, revenue: 1250.5 }],
    as_of: null,
  }),
};

const query = (calls: readonly Recorded[], path: string) =>
  calls.filter((c) => c.url.split('?')[0] === path).map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

describe('reports', () => {
  it('shows every conversion step with count and rates in German numbers, and the SMS report on request', async () => {
    const { calls } = renderWithApi(<ReportsRoute />, routes);
    const table = await screen.findByTestId('report-conversion-table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Sent',
      'Clicked from SMS',
      'Clicked from e-mail',
      'Viewed',
      'Accept dialog opened',
      'Accept dialog closed',
      'Accepted',
      'Reject dialog opened',
      'Reject dialog closed',
      'Rejected',
    ]);
    expect(within(table).getByRole('row', { name: /^Sent/ }).textContent).toContain('1.234');
    expect(within(table).getByRole('row', { name: /^Viewed/ }).textContent).toContain('12,5');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();

    fireEvent.click(screen.getByText('SMS'));
    await waitFor(() => expect(within(screen.getByTestId('report-conversion-table')).queryByText('Clicked from e-mail')).toBeNull());
    expect(query(calls, '/reports/campaigns/conversion/sms')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('reports-as-of'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(query(calls, '/reports/campaigns/conversion/sms').at(-1)?.as_of).toBe(new Date('2026-03-01T23:59:59.999').toISOString()),
    );
  });

  it("shows a campaign's figures once a company and campaign are chosen", async () => {
    const { calls } = renderWithApi(<ReportsRoute />, routes);
    fireEvent.click(await screen.findByTestId('reports-company'));
    fireEvent.click(await screen.findByRole('option', { name: 'Pflege GmbH' }));
    await waitFor(() => expect(query(calls, '/reports/campaigns/conversion').at(-1)).toMatchObject({ company_id: companyId }));
    await waitFor(() => expect(query(calls, '/api/options/all-campaigns')).toEqual([{ company_id: companyId }]));
    await waitFor(() => expect(screen.getByTestId('reports-campaign').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('reports-campaign'));
    fireEvent.click(await screen.findByRole('option', { name: 'Fahrer Berlin' }));
    const figures = await screen.findByTestId('campaign-figures-table');
    expect(within(figures).getByRole('row', { name: /Offers sent/ }).textContent).toContain('40');
    expect(within(figures).getByRole('row', { name: /Unlock rate/ }).textContent).toContain('10');
    // Today's unlocks still to come: the smaller of the open offers and what the remaining budget pays for.
    expect((await within(figures).findByRole('row', { name: /Unlocks still possible/ })).textContent).toContain('30');
    expect(within(figures).getByRole('row', { name: /remaining budget pays for/ }).textContent).toContain('36');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ campaign_id: campaignId }]);
    expect(await screen.findByTestId('chart-campaign-rejections-table')).toBeTruthy();
  });

  it('asks the ROI of the UTM campaign typed with the spend, and shows cost per unlock, per hire and the ROI', async () => {
    const { calls } = renderWithApi(<ReportsRoute />, routes);
    fireEvent.change(screen.getByTestId('roi-utm-campaign'), { target: { value: 'spring' } });
    const roi = await screen.findByTestId('report-roi-table');
    expect(within(roi).getByRole('row', { name: /Cost per unlock/ }).textContent).toContain('125');
    expect(within(roi).getByRole('row', { name: /Revenue/ }).textContent).toContain('1.250,5');
    expect(within(roi).getByRole('row', { name: /ROI/ }).textContent).toContain('150,1');
    expect(query(calls, '/api/reports/campaign-roi')[0]).toMatchObject({ utm_campaign: 'spring', spend: '0' });
  });
});
