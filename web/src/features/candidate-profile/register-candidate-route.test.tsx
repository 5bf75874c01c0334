import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLandingSource, landingSource, rememberLandingSource } from '../../lib/landing-source';
import { renderWithApi } from '../../testing/render';
import { ownPath } from './own-path';
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

describe('where the registration leads', () => {
  const registered = () => ({
    status: 201,
    body: {
      message: 'Registered.',
      redirect_path: '/my-profile',
      user: { id: '00000000-0000-4000-8000-00000000e001', full_name: 'Jana Nowak' },
    },
  });
  const renderAt = (path: string) =>
    renderWithApi(
      <Routes>
        <Route path="/register" element={<RegisterCandidateRoute />} />
        <Route path="/stellenangebote/:id" element={<p data-testid="landed">posting</p>} />
        <Route path="/my-profile" element={<p data-testid="landed">profile</p>} />
      </Routes>,
      { 'POST /register': registered },
      { path },
    );

  it('returns to the posting the candidate came from', async () => {
    renderAt(`/register?next=${encodeURIComponent('/stellenangebote/00000000-0000-4000-8000-0000000000a1?x=1')}`);
    fireEvent.submit(screen.getByTestId('candidate-register-form'));
    expect((await screen.findByTestId('landed')).textContent).toBe('posting');
  });

  it('keeps the way back when the candidate signs in instead', () => {
    const posting = '/stellenangebote/00000000-0000-4000-8000-0000000000a1';
    renderAt(`/register?next=${encodeURIComponent(posting)}`);
    expect(screen.getByTestId('sign-up-sign-in').getAttribute('href')).toBe(`/login?next=${encodeURIComponent(posting)}`);
  });

  it('goes to the profile without a next, or with one that leads off this site', async () => {
    renderAt(`/register?next=${encodeURIComponent('//evil.example/stellenangebote/1')}`);
    fireEvent.submit(screen.getByTestId('candidate-register-form'));
    expect((await screen.findByTestId('landed')).textContent).toBe('profile');
  });

  it('takes paths of this site only', () => {
    expect(ownPath('/stellenangebote/1?keyword=Pflege#top')).toBe('/stellenangebote/1?keyword=Pflege#top');
    for (const foreign of [null, '', 'stellenangebote', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/']) {
      expect(ownPath(foreign)).toBeNull();
    }
  });
});
