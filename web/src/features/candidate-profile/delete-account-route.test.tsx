import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { DeleteAccountRoute } from './delete-account-route';

const reasons = {
  data: [
    {
      id: '00000000-0000-4000-8000-000000000071',
      identifier: 'found_job',
      name: 'Ich habe eine neue Stelle gefunden',
      requires_text: false,
    },
    { id: '00000000-0000-4000-8000-000000000075', identifier: 'other', name: 'Sonstiges', requires_text: true },
  ],
};

describe('deleting the own account', () => {
  it("asks for a reason, 25 characters for 'Sonstiges', and the typed key before it sends anything", async () => {
    const { calls } = renderWithApi(<DeleteAccountRoute onDone={() => undefined} />, {
      'GET /api/accountDeleteReasons': () => ({ status: 200, body: reasons }),
    });
    fireEvent.click(await screen.findByTestId('delete-account-submit'));
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    expect(screen.getByText("Please type 'löschen' to confirm.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Sonstiges'));
    fireEvent.change(await screen.findByTestId('delete-text'), { target: { value: 'zu kurz' } });
    fireEvent.change(screen.getByTestId('delete-key'), { target: { value: 'loeschen' } });
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    expect(await screen.findByText('Please explain in at least 25 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('deletes, says goodbye and goes to / after 10 s', async () => {
    const onDone = vi.fn();
    const { calls } = renderWithApi(<DeleteAccountRoute onDone={onDone} />, {
      'GET /api/accountDeleteReasons': () => ({ status: 200, body: reasons }),
      'POST /api/profile/delete': () => ({ status: 200, body: { success: true, message: 'Your account was deleted.' } }),
    });
    fireEvent.click(await screen.findByLabelText('Sonstiges'));
    fireEvent.change(await screen.findByTestId('delete-text'), { target: { value: 'Ich möchte keine Nachrichten mehr bekommen.' } });
    fireEvent.change(screen.getByTestId('delete-key'), { target: { value: 'löschen' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByTestId('delete-account-submit'));
      await waitFor(() => expect(screen.getByTestId('delete-account-done').textContent).toContain('10 seconds'));
      expect(calls.find((call) => call.url === '/api/profile/delete')?.body).toEqual({
        key: 'löschen',
        reason_id: reasons.data[1]?.id,
        text: 'Ich möchte keine Nachrichten mehr bekommen.',
      });
      for (let second = 0; second < 9; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(onDone).not.toHaveBeenCalled();
      expect(screen.getByTestId('delete-account-done').textContent).toContain('1 seconds');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the field messages of the server', async () => {
    renderWithApi(<DeleteAccountRoute onDone={() => undefined} />, {
      'GET /api/accountDeleteReasons': () => ({ status: 200, body: reasons }),
      'POST /api/profile/delete': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { reason_id: ['The selected reason for deleting the account is invalid.'] },
        },
      }),
    });
    fireEvent.click(await screen.findByLabelText('Ich habe eine neue Stelle gefunden'));
    fireEvent.change(screen.getByTestId('delete-key'), { target: { value: 'löschen' } });
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    expect(await screen.findByText('The selected reason for deleting the account is invalid.')).toBeTruthy();
  });
});
