import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { CallStatusToggle } from './call-status-toggle';

const contactId = '00000000-0000-4000-8000-000000000001';
const url = `POST /api/contacts/${contactId}/update-call-status`;
const toggle = (): HTMLInputElement => screen.getByRole<HTMLInputElement>('switch');

describe('call-status toggle', () => {
  it('flips when the server reports success', async () => {
    const alert = vi.fn();
    const { calls } = renderWithApi(<CallStatusToggle contactId={contactId} initial={false} alert={alert} />, {
      [url]: () => ({ status: 200, body: { success: true } }),
    });
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(screen.getByText('Called')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ call_made: true });
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts and falls back to false when the server reports failure', async () => {
    const alert = vi.fn();
    renderWithApi(<CallStatusToggle contactId={contactId} initial={false} alert={alert} />, {
      [url]: () => ({ status: 200, body: { success: false } }),
    });
    fireEvent.click(toggle());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update call status.'));
    expect(toggle().checked).toBe(false);
  });

  it('alerts and reverts to false on an error', async () => {
    const alert = vi.fn();
    renderWithApi(<CallStatusToggle contactId={contactId} initial={true} alert={alert} />, {
      [url]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    fireEvent.click(toggle());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred. Please try again.'));
    expect(toggle().checked).toBe(false);
  });
});
