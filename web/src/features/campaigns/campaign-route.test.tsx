import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { CampaignRoute } from './campaign-route';

const id = '00000000-0000-4000-8000-00000000f001';
const campaign = (withoutReminders: number) => ({
  id,
  name: 'Pflege Hamburg',
  company_id: '00000000-0000-4000-8000-00000000f002',
  company: { id: '00000000-0000-4000-8000-00000000f002', name: 'Pflegedienst Sonnenschein GmbH' },
  status: 'approved',
  audience: { id: '00000000-0000-4000-8000-00000000f003', name: 'Hamburg 25 km', candidates_count: 40 },
  cost_per_unlock: 49,
  budget: 980,
  remaining_budget: 0,
  unlocked_drivers_count: 20,
  hires_count: 2,
  is_critical: false,
  send_offers_in_batch: false,
  is_blocked: true,
  rejected_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  activated_at: '2026-11-21T10:00:00.000Z',
  reminder_stats: { open_offers: 9, open_offers_without_reminders: withoutReminders },
  marketing_channels: [],
  version: 7,
});

const render = (withoutReminders: number, extra: Record<string, Handler> = {}) =>
  renderWithApi(
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignRoute />} />
    </Routes>,
    {
      [`GET /api/campaigns/${id}`]: ok(campaign(withoutReminders)),
      'GET /api/marketingChannels': ok({ data: [] }),
      [`GET /api/audit/campaign/${id}`]: ok({ data: [] }),
      [`GET /api/campaigns/${id}/sendReminders`]: ok({ message: 'Offer reminders sent', sent: withoutReminders }),
      ...extra,
    },
    { path: `/campaigns/${id}` },
  );

describe('campaign page', () => {
  it("links to the map of the campaign's audience", async () => {
    render(0);
    const link = await screen.findByTestId('campaign-map', {}, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe(`/campaigns/${id}/map`);
    expect(link.textContent).toBe('Map');
  });

  it('asks before sending reminders when open offers without reminders are above 0', async () => {
    const { calls } = render(3);
    fireEvent.click(await screen.findByTestId('campaign-send-reminders', {}, { timeout: 3000 }));
    expect(await screen.findByTestId('confirm-message')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('sendReminders'))).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sendReminders'))).toBe(true));
  });

  it('sends without asking when every open offer had a reminder', async () => {
    const { calls } = render(0);
    fireEvent.click(await screen.findByTestId('campaign-send-reminders', {}, { timeout: 3000 }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sendReminders'))).toBe(true));
    expect(screen.queryByTestId('confirm-message')).toBeNull();
  });

  it('de-blocks with the budget to add, naming the version it shows', async () => {
    const { calls } = render(0, { [`POST /api/campaigns/${id}/de-block`]: ok({ message: 'Gespeichert!', version: 8 }) });
    fireEvent.click(await screen.findByTestId('campaign-deblock', {}, { timeout: 3000 }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ add_budget: 0, expected_version: 7 }));
  });
});
