import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PrivacyRecord } from '@rm/domain';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { ContactPrivacyRoute } from './contact-privacy-route';

const id = '00000000-0000-4000-8000-000000000031';
const record = (overrides: Partial<PrivacyRecord> = {}): PrivacyRecord => ({
  contact_id: id,
  erased_at: null,
  erasure_cause: null,
  consents: [{ purpose: 'talent_pool', given: true, text_version: '2026-01', channel: 'phone', at: '2026-02-01T09:00:00.000Z' }],
  consent_history: [{ purpose: 'talent_pool', action: 'given', text_version: '2026-01', channel: 'phone', at: '2026-02-01T09:00:00.000Z' }],
  retention_due_at: '2027-02-01T09:00:00.000Z',
  access_log: [
    {
      at: '2026-03-01T10:00:00.000Z',
      reader_id: null,
      reader_role: 'business',
      reader_name: 'Erika Arbeitgeber',
      company_name: 'Pflege GmbH',
      what: 'unlocked-contacts',
      reason: null,
    },
  ],
  ...overrides,
});

const screenAt = () => (
  <Routes>
    <Route path="/contacts/:id/privacy" element={<ContactPrivacyRoute />} />
  </Routes>
);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

describe("a contact's data protection (admin)", () => {
  it('shows the consents in force, the history, when the retention rule erases, and who read the contact details', async () => {
    renderWithApi(
      screenAt(),
      { [`GET /api/privacy/contacts/${id}`]: () => ({ status: 200, body: { data: record() } }) },
      { path: `/contacts/${id}/privacy` },
    );
    const pool = await screen.findByTestId('consent-talent_pool');
    expect(within(pool).getByText('given')).toBeTruthy();
    expect(within(pool).getByText('Phone')).toBeTruthy();
    expect(screen.getByTestId('retention').textContent).toContain('01.02.2027');
    expect(within(screen.getByTestId('access-log')).getByText('Erika Arbeitgeber (Employer)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Data protection');
  });

  it('records a consent with text version and channel, and withdraws one', async () => {
    const { calls } = renderWithApi(
      screenAt(),
      {
        [`GET /api/privacy/contacts/${id}`]: () => ({ status: 200, body: { data: record() } }),
        [`POST /api/privacy/contacts/${id}/consents`]: () => ({ status: 201, body: { data: record() } }),
        [`POST /api/privacy/contacts/${id}/consents/withdraw`]: () => ({ status: 200, body: { data: record() } }),
      },
      { path: `/contacts/${id}/privacy` },
    );
    fireEvent.change(await screen.findByTestId('consent-version'), { target: { value: '2026-05' } });
    fireEvent.click(screen.getByTestId('consent-give'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/consents'))?.body).toEqual({
      purpose: 'talent_pool',
      text_version: '2026-05',
      channel: 'phone',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the consent “Talent pool”' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/withdraw'))?.body).toEqual({ purpose: 'talent_pool', channel: 'phone' }),
    );
  });

  it('exports with a reason and saves the JSON and the German summary', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exported = {
      format: 'rm-art15-export/2',
      generated_at: '2026-11-24T10:00:00.000Z',
      file_name: `auskunft-${id}-2026-11-24`,
      person: { contact_id: id, user_id: null, subject_ids: [id] },
      profile: {},
      personal_data: [],
      consents: [],
      offers: [],
      unlocks: [],
      access_log: [],
      events: [],
      summary_html: '<html lang="de"></html>',
    };
    const { calls } = renderWithApi(
      screenAt(),
      {
        [`GET /api/privacy/contacts/${id}`]: () => ({ status: 200, body: { data: record() } }),
        [`POST /api/privacy/contacts/${id}/export`]: () => ({ status: 200, body: { data: exported } }),
      },
      { path: `/contacts/${id}/privacy` },
    );
    fireEvent.change(await screen.findByTestId('export-reason'), { target: { value: 'Auskunftsersuchen vom 20.11.' } });
    fireEvent.click(screen.getByTestId('export-run'));
    expect(await screen.findByTestId('export-done')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/export'))?.body).toEqual({ reason: 'Auskunftsersuchen vom 20.11.' });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('asks for a reason of 5 characters with the spec’s alert, confirms, erases and then shows the erasure', async () => {
    const alert = vi.fn();
    let erased = false;
    const { calls } = renderWithApi(
      screenAt(),
      {
        [`GET /api/privacy/contacts/${id}`]: () => ({
          status: 200,
          body: { data: erased ? record({ erased_at: '2026-11-24T10:00:00.000Z', erasure_cause: 'request', consents: [] }) : record() },
        }),
        [`POST /api/privacy/contacts/${id}/erase`]: () => {
          erased = true;
          return { status: 200, body: { data: { contact_id: id, subject_ids: [id], erased_at: '2026-11-24T10:00:00.000Z' } } };
        },
      },
      { path: `/contacts/${id}/privacy` },
    );
    window.alert = alert;
    fireEvent.change(await screen.findByTestId('erase-reason'), { target: { value: ' abc ' } });
    fireEvent.click(screen.getByTestId('erase-ask'));
    expect(alert).toHaveBeenCalledWith('Bitte geben Sie einen gültigen Grund für die Löschung ein.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('erase-reason'), { target: { value: 'Antrag nach Art. 17' } });
    fireEvent.click(screen.getByTestId('erase-ask'));
    fireEvent.click(await screen.findByTestId('erase-confirm'));
    expect((await screen.findByTestId('erased')).textContent).toContain('on request');
    expect(calls.find((call) => call.url.endsWith('/erase'))?.body).toEqual({ reason: 'Antrag nach Art. 17' });
    expect(screen.queryByTestId('erase-reason')).toBeNull();
  });
});
