import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Recorded } from '../../testing/render';
import { AudienceFormRoute } from './audience-form-route';

const companyId = '00000000-0000-4000-8000-00000000a001';
const audienceId = '00000000-0000-4000-8000-00000000a002';
const user = { id: '00000000-0000-4000-8000-00000000a003', company_id: companyId, roles: [{ name: 'business' }] };
const berlin = { zip_code: '10115', place: 'Berlin', state: 'Berlin', lat: 52.5323, lng: 13.3846 };

/** Counts like the server: 1 contact per km of radius (so the meter moves with the radius). */
const countFor = (request: Recorded) => {
  const meta = (request.body as { meta: { range: number } }).meta;
  const count = meta.range;
  const band =
    count <= 9
      ? ['too_small', 'danger']
      : count <= 29
        ? ['make_rough', 'warning']
        : count <= 59
          ? ['good_size', 'success']
          : ['make_tighter', 'warning'];
  return ok({
    count,
    meter: Math.min(100, count),
    band: band[0],
    color: band[1],
    estimate_12_months: Math.round(count * 2.75),
    center: berlin,
  })();
};

const render = (mode: 'new' | 'edit', extra = {}) =>
  renderWithApi(
    <Routes>
      <Route element={<Outlet context={{ user }} />}>
        <Route path="/audiences/new" element={<AudienceFormRoute mode="new" debounceMs={0} />} />
        <Route path="/audiences/:id/edit" element={<AudienceFormRoute mode="edit" debounceMs={0} />} />
        <Route path="/audiences" element={<p data-testid="list">list</p>} />
      </Route>
    </Routes>,
    {
      'POST /api/potential-locations': ok({ center: { lat: berlin.lat, lng: berlin.lng }, locations: [berlin] }),
      'POST /api/potential-contacts': countFor,
      'POST /api/potential-contacts/locations': ok({ center: berlin, data: [{ lat: 52.53, lng: 13.38, count: 4 }] }),
      'POST /api/audiences': ok({ message: 'Zielgruppe erstellt!', id: audienceId, created_at: '2026-11-24T10:00:00.000Z' }),
      ...extra,
    },
    { path: mode === 'new' ? '/audiences/new' : `/audiences/${audienceId}/edit` },
  );

describe('audience form', () => {
  it('counts nothing before a complete postal code, then moves the meter with the radius and saves', async () => {
    const { calls } = render('new');
    expect((await screen.findByTestId('potential-count')).textContent).toMatch(/Enter a postal code and a radius/);
    fireEvent.change(screen.getByTestId('audience-zip'), { target: { value: '10115' } });
    expect(await screen.findByText('Berlin, Berlin')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('potential-meter').getAttribute('data-count')).toBe('40'));
    expect(screen.getByTestId('potential-band').textContent).toBe('Good size.');
    expect(screen.getByText('Estimate for 12 months: 110')).toBeTruthy();
    expect(screen.getByTestId('map').getAttribute('data-total')).toBe('4');
    fireEvent.change(screen.getByTestId('audience-range'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('potential-meter').getAttribute('data-band')).toBe('make_rough'));
    expect(
      calls
        .filter((call) => call.url === '/api/potential-contacts')
        .every((call) => (call.body as { meta: { zip_code: string } }).meta.zip_code === '10115'),
    ).toBe(true);
    fireEvent.change(screen.getByTestId('audience-name'), { target: { value: 'Fahrer Mitte' } });
    fireEvent.click(screen.getByTestId('audience-save'));
    expect(await screen.findByTestId('list')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/audiences')?.body).toEqual({
      company_id: companyId,
      name: 'Fahrer Mitte',
      meta: { zip_code: '10115', range: 20, profession: 'driver' },
    });
  });

  it('edits an audience and shows field messages', async () => {
    const { calls } = render('edit', {
      [`GET /api/audiences/${audienceId}/edit`]: ok({
        data: {
          id: audienceId,
          name: 'Fahrer Berlin',
          company_id: companyId,
          candidates_count: 40,
          location: { lat: berlin.lat, lng: berlin.lng },
          place: 'Berlin',
          meta: { zip_code: '10115', range: 40, profession: 'driver' },
        },
      }),
      [`PUT /api/audiences/${audienceId}`]: () => ({
        status: 422,
        body: { message: 'invalid', errors: { name: ['Der Name ist erforderlich.'] } },
      }),
    });
    expect((await screen.findByTestId<HTMLInputElement>('audience-name')).value).toBe('Fahrer Berlin');
    await waitFor(() => expect(screen.getByTestId('potential-meter').getAttribute('data-count')).toBe('40'));
    fireEvent.change(screen.getByTestId('audience-name'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('audience-save'));
    expect(await screen.findByText('Der Name ist erforderlich.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
  });
});
