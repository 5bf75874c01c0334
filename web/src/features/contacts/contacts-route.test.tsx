import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Recorded } from '../../testing/render';
import { ContactsRoute } from './contacts-route';

const row = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  full_name: `Kim${n} Muster`,
  email: null,
  phone: null,
  zip_code: '10115',
  city: 'Berlin',
  profession: 'driver',
  is_active: true,
  call_made: n === 1,
  recruitment_interest: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('contacts table', () => {
  it('lists a page and filters by postal code, starting again at page 1', async () => {
    const { calls } = renderWithApi(<ContactsRoute />, {
      'GET /api/contacts': (request: Recorded) => ({
        status: 200,
        body: {
          data: request.url.includes('zip_code=101') ? [row(1)] : [row(1), row(2)],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: request.url.includes('zip_code=101') ? 1 : 2 },
        },
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('contact-row')).toHaveLength(2));
    expect(screen.getByText('2 contacts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '101' } });
    await waitFor(() => expect(screen.getAllByTestId('contact-row')).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe('/api/contacts?page=1&zip_code=101');
  });
});
