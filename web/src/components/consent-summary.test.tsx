import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render';
import { ConsentSummary } from './consent-summary';

const id = '00000000-0000-4000-8000-000000000051';
const base = { contact_id: id, erased_at: null, erasure_cause: null, consent_history: [], retention_due_at: null, access_log: [] };

describe('consent summary on the contact detail', () => {
  it('shows each purpose in force, withdrawn or missing, and links to the privacy screen', async () => {
    renderWithApi(<ConsentSummary contactId={id} />, {
      [`GET /api/privacy/contacts/${id}`]: () => ({
        status: 200,
        body: {
          data: {
            ...base,
            consents: [
              { purpose: 'terms', given: true, text_version: '2026-01', channel: 'web', at: '2026-02-01T09:00:00.000Z' },
              { purpose: 'talent_pool', given: false, text_version: '2026-01', channel: 'email', at: '2026-03-01T09:00:00.000Z' },
            ],
          },
        },
      }),
    });
    expect(await screen.findByText('Terms of use (2026-01, 01.02.2026)')).toBeTruthy();
    expect(screen.getByText('Talent pool: withdrawn')).toBeTruthy();
    expect(screen.getByText('Privacy notice: none')).toBeTruthy();
    expect(screen.getByTestId('privacy-link').getAttribute('href')).toBe(`/contacts/${id}/privacy`);
  });

  it('says when the data was erased', async () => {
    renderWithApi(<ConsentSummary contactId={id} />, {
      [`GET /api/privacy/contacts/${id}`]: () => ({
        status: 200,
        body: { data: { ...base, consents: [], erased_at: '2026-11-24T10:00:00.000Z' } },
      }),
    });
    expect(await screen.findByText('Data erased on 24.11.2026')).toBeTruthy();
  });
});
