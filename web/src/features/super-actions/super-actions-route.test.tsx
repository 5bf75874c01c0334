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
    // The counts show '…' until the preview is answered.
    await waitFor(() => expect(screen.getByTestId('count-filtered').textContent).toBe('4'));
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

  it('shows that a code or a link went out, never the usable code or link', async () => {
    const token = 'Q'.repeat(60) + 'wxyz';
    const message = (id: string, template: string, data: Record<string, unknown>) => ({
      id,
      channel: 'sms',
      template,
      recipient: { type: 'contact', id: '00000000-0000-4000-8000-00000000c001' },
      data,
      created_at: '2026-12-01T08:00:00.000Z',
      sent_at: null,
    });
    renderWithApi(<SuperActionsRoute />, {
      'GET /super-actions/offer-reminders': ok({ open_offers: 0, open_offers_without_reminders: 0, open_offers_filtered: 0 }),
      'GET /super-actions/outbox': ok({
        data: [
          message('00000000-0000-4000-8000-00000000a001', 'phone-verification-code', { code: '123456' }),
          message('00000000-0000-4000-8000-00000000a002', 'magic-sign-in', { path: `/anmelden/link/${token}` }),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      }),
    });
    const cells = await screen.findAllByTestId('outbox-content');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Code ••••56', 'Link /anmelden/link/••••wxyz']);
    const table = screen.getByTestId('outbox-table').textContent ?? '';
    expect(table).not.toContain('123456');
    expect(table).not.toContain(token);
  });
});
