import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { CompanyRoute } from './company-route';

const id = '00000000-0000-4000-8000-00000000c001';
const company = {
  id,
  name: 'Pflegedienst Sonnenschein GmbH',
  country: 'DE',
  zip_code: '20095',
  city: 'Hamburg',
  is_active: true,
  is_partner: false,
  direct_pay: false,
  sepa_enabled: false,
  marked_as_verified: false,
  no_focus: false,
  customer_level: null,
  type: null,
  account_manager: null,
  created_at: '2026-11-20T09:00:00.000Z',
  admin_url: `/companies/${id}`,
  hubspot_object: null,
  suggestedHubSpotCompanies: [],
  duplicates: [],
  account_manager_id: null,
  sales_owner_id: null,
  auto_drivers_unlock: false,
  payment_method: 'other',
  has_payment_method: false,
  sepa_account: null,
  due_days: 14,
  goodwill_mode: false,
  configs: {},
  properties: {},
  phone: '+49401234567',
  registered_from: null,
  users_count: 1,
  version: 3,
};
const campaigns = {
  data: [
    {
      id: '00000000-0000-4000-8000-00000000c101',
      name: 'Pflege Hamburg',
      status: 'pending_approval',
      audience: { id: '00000000-0000-4000-8000-00000000c201', name: 'Hamburg 25 km' },
      cost_per_unlock: 49,
      budget: 980,
      remaining_budget: 931,
      unlocked_drivers_count: 1,
      hires_count: 0,
      is_critical: false,
      send_offers_in_batch: false,
      is_blocked: false,
      created_at: '2026-11-20T10:00:00.000Z',
      activated_at: null,
    },
  ],
};

function routes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET /api/companies/${id}`]: ok(company),
    [`GET /api/companies/${id}/campaigns`]: ok(campaigns),
    [`GET /api/companies/${id}/employers`]: ok({ data: [] }),
    'GET /api/unclaimed-employers': ok({ data: [] }),
    'GET /api/options/account-manager-users': ok([]),
    ...extra,
  };
}

const renderAt = (hash: string, handlers: Record<string, Handler>) =>
  renderWithApi(
    <Routes>
      <Route path="/companies/:id" element={<CompanyRoute />} />
    </Routes>,
    handlers,
    { path: `/companies/${id}${hash}` },
  );

describe('company detail', () => {
  it('opens the tab the location hash names', async () => {
    const { calls } = renderAt('#campaigns', routes());
    expect(await screen.findByText('Pflege Hamburg')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain(`/api/companies/${id}/campaigns?filter=all`);
    expect(screen.getByTestId('tab-campaigns').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('931,00 € / 980,00 €')).toBeTruthy();
  });

  it('flips a switch naming the version it shows', async () => {
    const { calls } = renderAt(
      '',
      routes({ [`POST /api/companies/${id}/togglePartner`]: ok({ message: 'Gespeichert!', version: 4, value: true }) }),
    );
    fireEvent.click(await screen.findByTestId('switch-is_partner'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/companies/${id}/togglePartner`,
      body: { expected_version: 3 },
    });
  });

  it("asks 'REALLY?!' before flagging no focus, and sends nothing when cancelled", async () => {
    const { calls } = renderAt(
      '',
      routes({ [`GET /api/companies/${id}/noFocus`]: ok({ message: 'Gespeichert!', version: 4, value: true }) }),
    );
    fireEvent.click(await screen.findByTestId('switch-no_focus'));
    expect(await screen.findByText('REALLY?!')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    expect(calls.some((c) => c.url.includes('noFocus'))).toBe(false);
    fireEvent.click(screen.getByTestId('switch-no_focus'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(`/api/companies/${id}/noFocus?expected_version=3`))).toBe(true));
  });

  it("shows 'Error saving configs.' when the configs cannot be saved", async () => {
    renderAt(
      '',
      routes({
        [`PUT /api/companies/${id}/configs`]: () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: { configs: ['The key "bad key" may hold only letters…'] } },
        }),
      }),
    );
    fireEvent.change(await screen.findByTestId('configs-editor'), { target: { value: '{"bad key": 1}' } });
    fireEvent.click(screen.getByTestId('save-configs'));
    expect(await screen.findByText('Error saving configs.')).toBeTruthy();
  });

  it('asks before deleting the company with the spec’s words', async () => {
    const { calls } = renderAt('', routes({ [`DELETE /api/companies/${id}`]: () => ({ status: 204 }) }));
    fireEvent.click(await screen.findByTestId('delete-company'));
    expect(await screen.findByText('Are you sure you want to delete this company?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
