import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { RejectModal } from './reject-modal';

const campaignId = '00000000-0000-4000-8000-000000000002';

describe('reject-reason modal', () => {
  it('shows the server field error under the reason and stays open', async () => {
    const onClose = vi.fn();
    renderWithApi(<RejectModal campaignId={campaignId} onClose={onClose} />, {
      'POST /campaign-approvals/reject': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { rejected_reason: ['The rejected reason field is required.', 'second'] } },
      }),
    });
    fireEvent.click(await screen.findByTestId('reject-submit'));
    expect(await screen.findByText('The rejection reason is required.')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the reason and closes on success', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<RejectModal campaignId={campaignId} onClose={onClose} />, {
      'POST /campaign-approvals/reject': () => ({ status: 200, body: { message: 'Campaign rejected.' } }),
    });
    fireEvent.change(await screen.findByTestId('reject-reason'), { target: { value: 'Budget too low' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls[0]?.body).toEqual({ campaign_id: campaignId, rejected_reason: 'Budget too low', user_should_be_notified: true });
  });
});
