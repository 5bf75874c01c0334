import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { ContactIncentives } from './contact-incentives';

const contactId = '00000000-0000-4000-8000-000000000001';
const url = `PUT /api/incentives/give/${contactId}`;

describe('contact incentives', () => {
  it('lists the incentives and gives one with amount and note', async () => {
    const { calls } = renderWithApi(
      <ContactIncentives
        contactId={contactId}
        incentives={[{ id: '00000000-0000-4000-8000-000000000009', amount: 100, note: 'Empfehlung', given_at: '2026-11-01T10:00:00.000Z' }]}
      />,
      {
        [url]: () => ({
          status: 200,
          body: {
            message: 'Incentive given.',
            incentive: { id: '00000000-0000-4000-8000-000000000010', amount: 150, note: 'Start', given_at: '2026-11-24T10:00:00.000Z' },
          },
        }),
      },
    );
    expect(screen.getByText('Empfehlung')).toBeTruthy();
    fireEvent.change(screen.getByTestId('incentive-amount'), { target: { value: '150' } });
    fireEvent.change(screen.getByTestId('incentive-note'), { target: { value: ' Start ' } });
    fireEvent.click(screen.getByTestId('incentive-give'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ amount: 150, note: 'Start' }));
  });

  it("shows the server's field message", async () => {
    renderWithApi(<ContactIncentives contactId={contactId} incentives={[]} />, {
      [url]: () => ({ status: 422, body: { message: 'invalid', errors: { amount: ['An inactive contact gets no incentive.'] } } }),
    });
    expect(screen.getByText('No incentive yet.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('incentive-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('incentive-give'));
    await screen.findByText('An inactive contact gets no incentive.');
  });
});
