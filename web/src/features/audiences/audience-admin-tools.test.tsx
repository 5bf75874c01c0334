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

  it('saves the optimisation preference and shows the lists as saved', async () => {
    const { calls } = renderWithApi(<AudienceOptimization />, {
      'PUT /api/audience-optimizations': ok({
        message: 'Audience optimization preference saved.',
        meta: { experiences: ['hospital'], qualifications: [] },
      }),
    });
    const input = screen.getByTestId('optimization-experiences');
    fireEvent.change(input, { target: { value: 'hospital' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('optimization-save'));
    await waitFor(() => expect(calls[0]?.body).toEqual({ meta: { experiences: ['hospital'], qualifications: [] } }));
  });
});
