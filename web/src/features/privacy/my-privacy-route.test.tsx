import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PrivacyRecord } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { MyPrivacyRoute } from './my-privacy-route';

const id = '00000000-0000-4000-8000-000000000041';
const record: PrivacyRecord = {
  contact_id: id,
  erased_at: null,
  erasure_cause: null,
  consents: [],
  consent_history: [],
  retention_due_at: null,
  access_log: [],
};

describe('my data (candidate)', () => {
  it('gives a consent through the website with the current text version, and exports without a reason', async () => {
    const { calls } = renderWithApi(<MyPrivacyRoute />, {
      'GET /api/privacy/me': () => ({ status: 200, body: { data: record } }),
      [`POST /api/privacy/contacts/${id}/consents`]: () => ({ status: 201, body: { data: record } }),
      [`POST /api/privacy/contacts/${id}/export`]: () => ({
        status: 409,
        body: { message: "This person's personal data has been erased." },
      }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My data');
    expect(screen.queryByTestId('consent-version')).toBeNull();
    expect(screen.getByTestId('retention').textContent).toContain('does not apply');
    fireEvent.click(screen.getByTestId('consent-give'));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/consents'))?.body).toEqual({
        purpose: 'talent_pool',
        text_version: '2026-01',
        channel: 'web',
      }),
    );
    fireEvent.click(screen.getByTestId('export-run'));
    expect(await screen.findByText("This person's personal data has been erased.")).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/export'))?.body).toEqual({});
  });
});
