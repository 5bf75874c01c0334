import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../testing/users';
import { renderWithApi, type Handler } from '../../testing/render';
import { RejectedOffersRoute } from './rejected-offers-route';

const companyId = '00000000-0000-4000-8000-0000000000a1';
const row = (id: string, name: string, reason: string, text: string | null) => ({
  id,
  stage: 'new',
  rejected_at: '2026-11-02T09:30:00.000Z',
  reason,
  text,
  driver: { id: `${id.slice(0, -2)}cc`, full_name: name },
  campaign: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Fahrer Berlin' },
  company: { id: companyId, name: 'Pflege GmbH' },
});
const user = (role: 'admin' | 'business') => currentUser(role, role === 'admin' ? null : companyId);

function routes(role: 'admin' | 'business', rows: Array<ReturnType<typeof row>>): Record<string, Handler> {
  return {
    'GET /api/user/current': () => ({ status: 200, body: user(role) }),
    'GET /api/offers/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
    'GET /api/options/account-manager-users': () => ({
      status: 200,
      body: [{ id: '00000000-0000-4000-8000-0000000000e2', full_name: 'Sina Sales' }],
    }),
    'GET /api/rejected-offers': () => ({
      status: 200,
      body: { data: rows, meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length } },
    }),
    'GET /api/rejected-offers-statistics': () => ({
      status: 200,
      body: {
        total: rows.length,
        reasons: [
          { reason: 'too_far', count: 2, percentage: 66.7 },
          { reason: 'brand_new_reason', count: 1, percentage: 33.3 },
        ],
      },
    }),
  };
}

describe('rejected offers', () => {
  it('shows the statistics per reason and each rejection with its reason, words and date; reasons translated where known', async () => {
    const rows = [
      row('00000000-0000-4000-8000-0000000000f1', 'Kim Muster', 'too_far', null),
      row('00000000-0000-4000-8000-0000000000f2', 'Alex Beispiel', 'too_far', null),
      row('00000000-0000-4000-8000-0000000000f3', 'Jo Probe', 'brand_new_reason', 'Ich ziehe um.'),
    ];
    renderWithApi(<RejectedOffersRoute />, routes('admin', rows));
    const statistics = await screen.findByTestId('rejection-statistics');
    expect(within(statistics).getByText('Rejected in all: 3')).toBeTruthy();
    const reasons = within(statistics).getAllByTestId('rejection-reason');
    expect(reasons.map((node) => node.textContent)).toEqual(['Commute too long2 (66,7 %)', 'brand_new_reason1 (33,3 %)']);
    const listed = await screen.findAllByTestId('rejected-offer-row');
    expect(listed).toHaveLength(3);
    expect(listed[2]?.textContent).toContain('„Ich ziehe um.“');
    expect(listed[0]?.textContent).toContain('02.11.2026 -');
    // Admins open the contact from the list and filter by company and account manager.
    expect(
      within(listed[0] as HTMLElement)
        .getByRole('link', { name: 'Kim Muster' })
        .getAttribute('href'),
    ).toBe('/contacts/00000000-0000-4000-8000-0000000000cc');
    await waitFor(() => expect(screen.getByTestId('rejected-filter-user')).toBeTruthy());
    expect(screen.getByTestId('rejected-filter-company')).toBeTruthy();
  });

  it("shows a company's users neither the company nor the account manager filter, and says when nothing was rejected", async () => {
    const { calls } = renderWithApi(<RejectedOffersRoute />, routes('business', []));
    expect(await screen.findByText('No rejected offers')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/user/current'))).toBe(true));
    expect(screen.queryByTestId('rejected-filter-company')).toBeNull();
    expect(screen.queryByTestId('rejected-filter-user')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/options/account-manager-users'))).toBe(false);
  });
});
