import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { LegalRoute } from './legal-route';

const at = (path: string) =>
  renderWithApi(
    <Routes>
      <Route path="/legal/:kind" element={<LegalRoute />} />
      <Route path="/legal/:kind/:version" element={<LegalRoute />} />
    </Routes>,
    {},
    { path },
  );

describe('the legal pages', () => {
  it('show the current privacy notice with its version, the contract basis of terms and notice, and the operator placeholders marked', async () => {
    at('/legal/privacy');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy notice');
    expect(screen.getByTestId('legal-version').textContent).toContain('2026-01');
    expect(screen.getByText(/Art\. 6 \(1\) \(b\) GDPR\), not on consent/)).toBeTruthy();
    expect(screen.getByTestId('legal-placeholders')).toBeTruthy();
    expect(screen.getByTestId('legal-links')).toBeTruthy();
  });

  it('show an archived version at its address, the Impressum and the terms, and refuse unknown ones', async () => {
    const archived = at('/legal/terms/2026-01');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Terms of use');
    archived.unmount();
    const imprint = at('/legal/imprint');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Legal notice (Impressum)');
    imprint.unmount();
    at('/legal/privacy/1999-01');
    expect(await screen.findByTestId('legal-not-found')).toBeTruthy();
  });
});
