import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { AudienceContactsModal } from './audience-contacts-modal';

const audienceId = '00000000-0000-4000-8000-00000000a002';
const contact = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000c00${n}`,
  full_name: name,
  zip_code: '10115',
  city: 'Berlin',
  distance_km: 1.5 * n,
  is_active: n !== 3,
  created_at: '2026-11-20T10:00:00.000Z',
});
const byType: Record<string, ReturnType<typeof contact>[]> = {
  eligible: [contact(1, 'Kim Muster'), contact(2, 'Ola Nowak')],
  potential: [contact(1, 'Kim Muster'), contact(2, 'Ola Nowak'), contact(3, 'Jan Alt')],
  unlocked: [],
  unlocked_by_company: [contact(4, 'Eva Andere')],
};

describe('audience contacts modal', () => {
  it('shows growth first, each contacts tab from its own request, and the target audience', async () => {
    const { calls } = renderWithApi(
      <AudienceContactsModal audienceId={audienceId} audienceName="Fahrer Berlin" opened onClose={() => undefined} />,
      {
        [`GET /api/stats/audience-growth/${audienceId}`]: ok({
          total: 120,
          growth: [
            { days: 1, count: 2, per_day: 2 },
            { days: 7, count: 9, per_day: 1.29 },
            { days: 28, count: 30, per_day: 1.07 },
          ],
        }),
        [`GET /api/audiences/${audienceId}/potential-contacts`]: (request) => {
          const type = new URL(request.url, 'http://localhost').searchParams.get('types') ?? 'eligible';
          const data = byType[type] ?? [];
          return { status: 200, body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } } };
        },
        [`GET /api/audiences/${audienceId}/edit`]: ok({
          data: {
            id: audienceId,
            name: 'Fahrer Berlin',
            company_id: '00000000-0000-4000-8000-00000000a001',
            candidates_count: 120,
            location: { lat: 52.53, lng: 13.38 },
            place: 'Berlin',
            meta: {
              zip_code: '10115',
              range: 40,
              profession: 'driver',
              languages: ['de', 'pl'],
              educations: ['first_aid', 'nursing_exam'],
              educations_operator: 'and',
              driver_licence: true,
            },
          },
        }),
      },
    );

    expect(await screen.findByText('Contacts of the audience Fahrer Berlin')).toBeTruthy();
    const growth = await screen.findByTestId('audience-growth');
    expect(within(growth).getByText('Active contacts in total: 120')).toBeTruthy();
    expect(within(screen.getByTestId('growth-7')).getByText('Last 7 days')).toBeTruthy();
    expect(within(screen.getByTestId('growth-7')).getByText('1,29')).toBeTruthy();
    expect(within(screen.getByTestId('growth-28')).getByText('30')).toBeTruthy();

    fireEvent.click(screen.getByTestId('audience-tab-potential'));
    const potential = await screen.findByTestId('audience-contacts-potential');
    expect(within(potential).getByText('Jan Alt')).toBeTruthy();
    expect(within(potential).getByText('Inactive')).toBeTruthy();
    expect(within(potential).getByText('4,5 km')).toBeTruthy();
    expect(within(potential).getByText('Kim Muster').closest('a')?.getAttribute('href')).toBe(
      '/contacts/00000000-0000-4000-8000-00000000c001',
    );

    fireEvent.click(screen.getByTestId('audience-tab-unlocked'));
    expect(await within(await screen.findByTestId('audience-contacts-unlocked')).findByText('No contacts in this tab.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('audience-tab-unlocked_by_company'));
    expect(await within(await screen.findByTestId('audience-contacts-unlocked_by_company')).findByText('Eva Andere')).toBeTruthy();

    fireEvent.click(screen.getByTestId('audience-tab-target'));
    const target = await screen.findByTestId('audience-target');
    expect(within(target).getByText('10115 Berlin')).toBeTruthy();
    expect(within(target).getByText('40 km')).toBeTruthy();
    expect(within(target).getByText(/\(all of them \(and\)\)$/)).toBeTruthy();
    expect(within(target).getByText('Required')).toBeTruthy();

    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.includes('/potential-contacts'))
          .map((call) => new URL(call.url, 'http://localhost').searchParams.get('types')),
      ).toEqual(['potential', 'unlocked', 'unlocked_by_company']),
    );
  });

  it('shows the server refusal of a tab', async () => {
    renderWithApi(<AudienceContactsModal audienceId={audienceId} audienceName="Fahrer Berlin" opened onClose={() => undefined} />, {
      [`GET /api/stats/audience-growth/${audienceId}`]: () => ({ status: 404, body: { message: 'Audience not found.' } }),
    });
    expect(await screen.findByText(/Audience not found/)).toBeTruthy();
  });
});
