import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLandingSource, landingSource, rememberLandingSource } from '../../lib/landing-source';
import { renderWithApi } from '../../testing/render';
import { RegisterCandidateRoute } from './register-candidate-route';

afterEach(() => {
  forgetLandingSource();
  localStorage.clear();
});

describe('the landing an advertisement brought a candidate to', () => {
  it('keeps the UTM parameters of the last landing that had any, trimmed and cut to what the server takes', () => {
    rememberLandingSource('?utm_source=facebook&utm_campaign=fahrer-berlin&gclid=x');
    rememberLandingSource('?page=2');
    expect(landingSource()).toEqual({ utm_source: 'facebook', utm_campaign: 'fahrer-berlin' });
    rememberLandingSource(`?utm_source=%20google%20&utm_content=${'a'.repeat(250)}`);
    expect(landingSource()).toEqual({ utm_source: 'google', utm_content: 'a'.repeat(200) });
    // Without consent nothing is written to the device (§ 25 TDDDG).
    expect(localStorage.length).toBe(0);
  });

  it('is sent with the registration, and forgotten once the registration has recorded it', async () => {
    rememberLandingSource('?utm_source=facebook&utm_campaign=pflege-herbst&utm_content=video-1');
    const { calls } = renderWithApi(<RegisterCandidateRoute />, {
      'POST /register': () => ({
        status: 201,
        body: {
          message: 'Registered.',
          redirect_path: '/profile',
          user: { id: '00000000-0000-4000-8000-00000000e001', full_name: 'Jana Nowak' },
        },
      }),
    });
    fireEvent.submit(screen.getByTestId('candidate-register-form'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      utm_source: 'facebook',
      utm_campaign: 'pflege-herbst',
      utm_content: 'video-1',
    });
    await waitFor(() => expect(landingSource()).toEqual({}));
  });
});
