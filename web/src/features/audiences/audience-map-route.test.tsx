import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { AudienceMapRoute } from './audience-map-route';

const everyone = {
  data: [
    { lat: 52.53, lng: 13.38, count: 3 },
    { lat: 48.14, lng: 11.58, count: 2 },
  ],
  total: 5,
  meta: { current_page: 1, last_page: 1 },
};
const nearBerlin = { data: [{ lat: 52.53, lng: 13.38, count: 3 }], total: 3, meta: { current_page: 1, last_page: 1 } };

describe('the contacts map', () => {
  it('shows the contacts within a radius of a postal code, and all again after a reset', async () => {
    const { calls } = renderWithApi(<AudienceMapRoute />, {
      'GET /api/map/audiences': ok({ data: [] }),
      'GET /api/map/contacts': (call) => ({ status: 200, body: call.url.includes('zip_code=10115') ? nearBerlin : everyone }),
    });
    await waitFor(() => expect(screen.getByTestId('map-total').textContent).toContain('5'));
    const button = screen.getByTestId('map-around');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '10115' } });
    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '30' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('map-total').textContent).toContain('3'));
    const asked = calls.filter((call) => call.url.startsWith('/api/map/contacts')).at(-1);
    expect(asked?.url).toContain('zip_code=10115');
    expect(asked?.url).toContain('radius_km=30');
    fireEvent.click(screen.getAllByRole('button', { name: 'All contacts' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('map-total').textContent).toContain('5'));
  });

  it("shows the server's word on an unknown postal code at the field", async () => {
    renderWithApi(<AudienceMapRoute />, {
      'GET /api/map/audiences': ok({ data: [] }),
      'GET /api/map/contacts': (call) =>
        call.url.includes('zip_code=')
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { zip_code: ['The postal code is unknown.'] } } }
          : { status: 200, body: everyone },
    });
    fireEvent.change(await screen.findByLabelText('Postal code'), { target: { value: '00000' } });
    fireEvent.click(screen.getByTestId('map-around'));
    expect(await screen.findByText('The postal code is unknown.')).toBeTruthy();
  });
});
