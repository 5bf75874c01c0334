import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { CampaignMapRoute } from './campaign-map-route';

const id = '00000000-0000-4000-8000-00000000f001';
const audienceId = '00000000-0000-4000-8000-00000000f003';
const campaign = (audience: unknown) => ({
  id,
  name: 'Pflege Hamburg',
  company_id: '00000000-0000-4000-8000-00000000f002',
  company: { id: '00000000-0000-4000-8000-00000000f002', name: 'Pflegedienst Sonnenschein GmbH' },
  status: 'approved',
  audience,
  cost_per_unlock: 49,
  budget: 980,
  remaining_budget: 0,
  unlocked_drivers_count: 20,
  hires_count: 2,
  is_critical: false,
  send_offers_in_batch: false,
  is_blocked: false,
  rejected_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  activated_at: '2026-11-21T10:00:00.000Z',
  reminder_stats: { open_offers: 0, open_offers_without_reminders: 0 },
  marketing_channels: [],
  version: 7,
});
const mapAudience = {
  id: audienceId,
  name: 'Hamburg 25 km',
  company_id: '00000000-0000-4000-8000-00000000f002',
  company_name: 'Pflegedienst Sonnenschein GmbH',
  lat: 53.55,
  lng: 10.0,
  range: 25,
  candidates_count: 40,
};
const contacts: Handler = (request) => ({
  status: 200,
  body: request.url.includes('from=2026-11-20')
    ? { audience: mapAudience, data: [{ lat: 53.56, lng: 10.01, count: 2 }], total: 2 }
    : {
        audience: mapAudience,
        data: [
          { lat: 53.56, lng: 10.01, count: 5 },
          { lat: 53.6, lng: 10.1, count: 3 },
        ],
        total: 8,
      },
});

const render = (audience: unknown = { id: audienceId, name: 'Hamburg 25 km', candidates_count: 40 }) =>
  renderWithApi(
    <Routes>
      <Route path="/campaigns/:id/map" element={<CampaignMapRoute />} />
    </Routes>,
    { [`GET /api/campaigns/${id}`]: ok(campaign(audience)), [`GET /api/map/audience-contacts/${audienceId}`]: contacts },
    { path: `/campaigns/${id}/map` },
  );

describe('the campaign map', () => {
  it("draws the campaign's audience and its contacts of the last year, then since the campaign started", async () => {
    const { calls } = render();
    await waitFor(() => expect(screen.getByTestId('map').getAttribute('data-total')).toBe('8'));
    expect(screen.getByTestId('map').getAttribute('data-points')).toBe('2');
    expect(screen.getByTestId('campaign-map-audience').textContent).toBe('Audience Hamburg 25 km: 25 km range, 40 candidates');
    const first = calls.find((call) => call.url.startsWith('/api/map/audience-contacts'))?.url ?? '';
    const today = new Date().toISOString().slice(0, 10);
    expect(first).toContain(`till=${today}`);
    expect(first).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    fireEvent.click(screen.getByTestId('campaign-map-since-start'));
    await waitFor(() => expect(screen.getByTestId('map').getAttribute('data-total')).toBe('2'));
    expect(calls.at(-1)?.url).toBe(`/api/map/audience-contacts/${audienceId}?from=2026-11-20&till=${today}`);
  });

  it('needs both dates', async () => {
    const { calls } = render();
    await waitFor(() => expect(screen.getByTestId('map').getAttribute('data-total')).toBe('8'));
    const asked = calls.length;
    fireEvent.change(screen.getByTestId('campaign-map-from'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('campaign-map-show'));
    expect(await screen.findByTestId('map-date-error')).toBeTruthy();
    expect(calls).toHaveLength(asked);
  });

  it('says so when the campaign has no audience, and asks for no contacts', async () => {
    const { calls } = render(null);
    expect(await screen.findByText('This campaign has no audience.')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/map/audience-contacts'))).toBe(false);
  });
});
