import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
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
