import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLandingSource, landingSource, rememberLandingSource } from '../lib/landing-source';
import { renderWithApi } from '../testing/render';
import { LandingSourceBanner } from './landing-source-banner';

afterEach(() => {
  forgetLandingSource();
  localStorage.clear();
});

describe('the landing-source consent banner', () => {
  it('is not shown when the address has no UTM parameters', () => {
    rememberLandingSource('?page=2');
    renderWithApi(<LandingSourceBanner />, {});
    expect(screen.queryByTestId('landing-source-banner')).toBeNull();
  });

  it('keeps the UTM parameters in memory only until the visitor agrees, then in the browser', () => {
    rememberLandingSource('?utm_source=facebook&utm_campaign=pflege-herbst');
    renderWithApi(<LandingSourceBanner />, {});
    expect(screen.getByTestId('landing-source-banner').textContent).toContain('advertisement');
    expect(localStorage.getItem('landing-source')).toBeNull();
    fireEvent.click(screen.getByTestId('landing-source-accept'));
    expect(screen.queryByTestId('landing-source-banner')).toBeNull();
    expect(JSON.parse(localStorage.getItem('landing-source') ?? '{}')).toEqual({ utm_source: 'facebook', utm_campaign: 'pflege-herbst' });
  });

  it('writes nothing to the device when declined, and still counts the landing for this visit', () => {
    rememberLandingSource('?utm_source=google');
    renderWithApi(<LandingSourceBanner />, {});
    fireEvent.click(screen.getByTestId('landing-source-decline'));
    expect(screen.queryByTestId('landing-source-banner')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(landingSource()).toEqual({ utm_source: 'google' });
  });
});
