import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { PotentialCompanies } from './potential-companies';
import { RecruitmentInterest } from './recruitment-interest';

const contactId = '00000000-0000-4000-8000-00000000c001';

describe('recruitment interest', () => {
  it('marks the current answer and sends the other one', async () => {
    const { calls } = renderWithApi(<RecruitmentInterest contactId={contactId} value={true} />, {
      [`PUT /api/contacts/${contactId}/setRecruitmentInterest`]: ok({ recruitment_interest: false }),
    });
    expect(screen.getByTestId('recruitment-interest-yes').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('recruitment-interest-no').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('recruitment-interest-no'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ interested: false }));
  });
});

describe('potential companies', () => {
  it('lists the companies whose audiences reach the contact, or says there are none', async () => {
    renderWithApi(<PotentialCompanies contactId={contactId} />, {
      [`GET /contacts/${contactId}/potentialCompanies`]: ok({
        data: [
          {
            company_id: '00000000-0000-4000-8000-00000000c002',
            company_name: 'Pflege Sonnenschein GmbH',
            audience_id: '00000000-0000-4000-8000-00000000c003',
            audience_name: 'Berlin 25 km',
            distance_km: 1.8,
          },
        ],
      }),
    });
    expect(await screen.findByText('Pflege Sonnenschein GmbH · 1.8 km')).toBeTruthy();
  });
});
