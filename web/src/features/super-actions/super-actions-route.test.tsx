import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { SuperActionsRoute } from './super-actions-route';

describe('super-actions', () => {
  it("previews the counts and fires reminders only after 'Confirm what you are doing!'", async () => {
    const { calls } = renderWithApi(<SuperActionsRoute />, {
      'GET /super-actions/offer-reminders': ok({ open_offers: 12, open_offers_without_reminders: 7, open_offers_filtered: 4 }),
      'GET /super-actions/outbox': ok({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      'POST /super-actions/fire-offer-reminders': ok({ message: 'Offer reminders sent', sent: 4 }),
    });
    expect((await screen.findByTestId('count-filtered')).textContent).toBe('4');
    expect(screen.getByTestId('count-all').textContent).toBe('12');
    fireEvent.click(screen.getByTestId('fire-filtered'));
    expect(await screen.findByText('Confirm what you are doing!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'filtered', reminders: 1, hours: 24 }));
  });

  it("charges for a hire only after 'Are you sure?' and shows the field error", async () => {
    renderWithApi(<SuperActionsRoute />, {
      'GET /super-actions/offer-reminders': ok({ open_offers: 0, open_offers_without_reminders: 0, open_offers_filtered: 0 }),
      'GET /super-actions/outbox': ok({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      'POST /super-actions/charge-for-hire': () => ({
        status: 422,
        body: { message: 'x', errors: { id: ['The contact of this offer has not been unlocked for its company.'] } },
      }),
    });
    fireEvent.change(await screen.findByTestId('charge-id'), { target: { value: '00000000-0000-4000-8000-00000000e001' } });
    fireEvent.click(screen.getByTestId('charge-submit'));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText('The contact of this offer has not been unlocked for its company.')).toBeTruthy();
  });
});
