import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { AudienceOfferResets, AudienceOptimization } from './audience-admin-tools';

const audienceId = '00000000-0000-4000-8000-00000000a002';

describe('audience admin tools', () => {
  it('resets all and non-viewed offers of an audience', async () => {
    const { calls } = renderWithApi(<AudienceOfferResets audienceId={audienceId} />, {
      [`POST /api/audiences/${audienceId}/reset-all-offers`]: ok({ message: 'Offers reset.' }),
      [`POST /api/audiences/${audienceId}/reset-non-viewed-offers`]: ok({ message: 'Offers reset.' }),
    });
    fireEvent.click(screen.getByTestId('audience-reset-all'));
    fireEvent.click(screen.getByTestId('audience-reset-non-viewed'));
    await waitFor(() =>
      expect(calls.map((call) => call.url).sort()).toEqual([
        `/api/audiences/${audienceId}/reset-all-offers`,
        `/api/audiences/${audienceId}/reset-non-viewed-offers`,
      ]),
    );
  });

  const lists = {
    'GET /experiences': ok({
      data: [
        { id: '00000000-0000-4000-8000-00000000e001', key: 'hospital', name: 'Krankenhaus' },
        { id: '00000000-0000-4000-8000-00000000e002', key: 'nursing_home', name: 'Pflegeheim' },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
    }),
    'GET /qualifications': ok({
      data: [{ id: '00000000-0000-4000-8000-00000000e003', key: 'exam_nurse', name: 'Examinierte Pflegekraft' }],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    }),
  };

  it('shows the stored preference, offers the reference lists, and saves the choice on top of what was stored', async () => {
    const { calls } = renderWithApi(<AudienceOptimization />, {
      ...lists,
      'GET /api/audience-optimizations': ok({ meta: { experiences: ['hospital'], qualifications: ['exam_nurse'] } }),
      'PUT /api/audience-optimizations': ok({
        message: 'Audience optimization preference saved.',
        meta: { experiences: ['hospital', 'nursing_home'], qualifications: ['exam_nurse'] },
      }),
    });
    const chosen = (name: string) => screen.queryAllByText(name).some((element) => element.closest('.mantine-Pill-root') !== null);
    await waitFor(() => expect(chosen('Krankenhaus')).toBe(true));
    expect(chosen('Examinierte Pflegekraft')).toBe(true);
    expect(chosen('Pflegeheim')).toBe(false);
    fireEvent.click(screen.getByTestId('optimization-experiences'));
    fireEvent.click(await screen.findByRole('option', { name: 'Pflegeheim' }));
    fireEvent.click(screen.getByTestId('optimization-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        meta: { experiences: ['hospital', 'nursing_home'], qualifications: ['exam_nurse'] },
      }),
    );
  });

  it('offers no save before the stored preference is known (an empty form would overwrite it)', async () => {
    const { calls } = renderWithApi(<AudienceOptimization />, {
      ...lists,
      'GET /api/audience-optimizations': () => new Promise<{ status: number }>(() => undefined),
    });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/audience-optimizations')).toBe(true));
    expect(screen.getByTestId('optimization-save').hasAttribute('disabled')).toBe(true);
  });
});
