import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { LandingRoute } from './landing-route';

const HIGHLIGHTS = { latest: [], employers: [], open_jobs: 12 };
const BERLIN = {
  center: { lat: 52.532, lng: 13.3846 },
  locations: [{ zip_code: '10115', place: 'Berlin', state: 'Berlin', lat: 52.532, lng: 13.3846 }],
};

const renderLanding = (answer: unknown) =>
  renderWithApi(
    <Routes>
      <Route path="/" element={<LandingRoute />} />
    </Routes>,
    { 'GET /api/public/highlights': ok(HIGHLIGHTS), 'POST /api/potential-locations': ok(answer) },
  );

describe("the landing page's zip check", () => {
  it('shows the place found on a map of Germany, with its pin and the radius of the jobs link', async () => {
    const { calls } = renderLanding(BERLIN);
    expect(screen.queryByTestId('place-map')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Your postal code'), { target: { value: '10115' } });
    const map = await screen.findByRole('img', { name: 'Map: 10115 Berlin with the 30 km radius around it' });
    expect(map.getAttribute('data-places')).toBe('1');
    expect(calls.find((call) => call.url === '/api/potential-locations')?.body).toEqual({ zip_code: '10115' });
    expect(screen.getByRole('link', { name: 'See jobs around Berlin' }).getAttribute('href')).toBe(
      '/stellenangebote?location=10115&radius=30',
    );
    // The chart is drawn (echarts' SVG inside the map).
    await waitFor(() => expect(map.querySelector('svg')).not.toBeNull());
  });

  it('shows no map for a postal code nobody knows, nor before the code is complete', async () => {
    renderLanding({ center: null, locations: [] });
    const input = await screen.findByLabelText('Your postal code');
    fireEvent.change(input, { target: { value: '101' } });
    expect(screen.queryByTestId('place-map')).toBeNull();
    fireEvent.change(input, { target: { value: '00000' } });
    expect(await screen.findByText('We do not know this postal code.')).toBeTruthy();
    expect(screen.queryByTestId('place-map')).toBeNull();
  });
});
