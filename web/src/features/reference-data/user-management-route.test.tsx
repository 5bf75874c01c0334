import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { UserManagementRoute } from './user-management-route';

const user = {
  id: '00000000-0000-4000-8000-0000000000e1',
  full_name: 'Olga Owner',
  email: 'owner@demo.test',
  roles: ['business-owner', 'business'],
  company: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Pflege GmbH' },
  created_at: '2026-10-01T08:00:00.000Z',
  erased: false,
};
const candidate = { ...user, id: '00000000-0000-4000-8000-0000000000e2', full_name: 'Kim Kandidat', roles: ['contact'], company: null };
const erased = {
  ...user,
  id: '00000000-0000-4000-8000-0000000000e3',
  full_name: 'Gelöschte Person',
  email: 'geloescht-00000000-0000-4000-8000-0000000000e3@invalid',
  erased: true,
};
const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

describe('user management', () => {
  it('lists users with roles and company, and asks again by role and search (a POST as the spec has it)', async () => {
    const { calls } = renderWithApi(<UserManagementRoute />, {
      'POST /user-management/': () => ({
        status: 200,
        body: { data: [user], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      }),
    });
    const row = await screen.findByTestId('user-row');
    expect(row.textContent).toContain('Olga Owner');
    expect(row.textContent).toContain('Business owner');
    expect(row.textContent).toContain('Pflege GmbH');
    expect(row.textContent).toContain('01.10.2026');
    expect(calls[0]?.body).toEqual({ page: 1 });
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'olga' } });
    await waitFor(() => expect(calls.some((call) => JSON.stringify(call.body) === JSON.stringify({ page: 1, user: 'olga' }))).toBe(true));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['User management']);
  });

  it("erases a company user's account with a reason; offers nothing for a candidate's and marks an erased one", async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { message: 'This account has been erased.' } };
    const { calls } = renderWithApi(<UserManagementRoute />, {
      'POST /user-management/': () => page([user, candidate, erased]),
      [`POST /api/privacy/users/${user.id}/erase`]: () => answer,
    });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((row) => Boolean(within(row).queryByTestId('erase-account')))).toEqual([true, false, false]);
    expect(within(rows[2] as HTMLElement).getByTestId('account-erased').textContent).toBe('Erased');

    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('erase-account'));
    expect(await screen.findByText("Erase Olga Owner's account (Art. 17 GDPR)")).toBeTruthy();
    // Too short: refused here, nothing sent.
    fireEvent.change(screen.getByTestId('account-erase-reason'), { target: { value: ' abc ' } });
    fireEvent.click(screen.getByTestId('account-erase-confirm'));
    expect(await screen.findByText('Please enter a valid reason for the deletion.')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/erase'))).toHaveLength(0);

    // The server's refusal is shown in the modal.
    fireEvent.change(screen.getByTestId('account-erase-reason'), { target: { value: '  Antrag vom 1.12.  ' } });
    fireEvent.click(screen.getByTestId('account-erase-confirm'));
    expect(await screen.findByText('This account has been erased.')).toBeTruthy();

    answer = { status: 200, body: { data: { user_id: user.id, subject_ids: [user.id], erased_at: '2026-12-01T10:00:00.000Z' } } };
    const listed = calls.filter((call) => call.url === '/user-management/').length;
    fireEvent.click(screen.getByTestId('account-erase-confirm'));
    await waitFor(() => expect(screen.queryByTestId('account-erase-reason')).toBeNull());
    expect(calls.filter((call) => call.url === `/api/privacy/users/${user.id}/erase`).map((call) => call.body)).toEqual([
      { reason: 'Antrag vom 1.12.' },
      { reason: 'Antrag vom 1.12.' },
    ]);
    // The list is asked again and shows the account as erased.
    await waitFor(() => expect(calls.filter((call) => call.url === '/user-management/').length).toBeGreaterThan(listed));
  });
});
