import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Recorded } from '../../testing/render';
import { DuplicatesRoute } from './duplicates-route';

const row = (n: number) => ({
  id: `00000000-0000-4000-8000-0000000010${String(n).padStart(2, '0')}`,
  name: `Firma ${n}`,
  zip_code: '10115',
  city: 'Berlin',
  domain: null,
  created_at: '2026-11-20T10:00:00.000Z',
  admin_url: `/companies/x${n}`,
  hubspot_object: null,
  duplicates: [{ id: '00000000-0000-4000-8000-000000001099', name: 'Firma X', zip_code: '10115', reason: 'name_and_postal_code' }],
});

describe('duplicate companies', () => {
  it('loads 10 at a time, page 2 when scrolled within 500 px of the bottom, and nothing past the last page', async () => {
    const pageOf = (request: Recorded) => Number(new URL(request.url, 'http://x').searchParams.get('page'));
    const { calls } = renderWithApi(<DuplicatesRoute />, {
      'GET /api/hubspot/duplicate-companies': (request) => {
        const page = pageOf(request);
        const data = Array.from({ length: page === 1 ? 10 : 3 }, (_, i) => row((page - 1) * 10 + i));
        return { status: 200, body: { data, meta: { current_page: page, last_page: 2, per_page: 10, total: 13 } } };
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('duplicate-row')).toHaveLength(10));
    expect(calls[0]?.url).toBe('/api/hubspot/duplicate-companies?page=1&perPage=10');
    // The reader keeps scrolling.
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(screen.getAllByTestId('duplicate-row')).toHaveLength(13);
    });
    // Each page asked once, however many scrolls came while the screen caught up.
    expect(calls.map((call) => call.url)).toEqual([
      '/api/hubspot/duplicate-companies?page=1&perPage=10',
      '/api/hubspot/duplicate-companies?page=2&perPage=10',
    ]);
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });
});
