import { fireEvent, screen, waitFor } from '@testing-library/react';
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
};

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
});
