import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

function Asking({ onConfirm }: { onConfirm: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        delete
      </button>
      <ConfirmDialog opened={opened} message="Really delete?" onConfirm={onConfirm} onClose={() => setOpened(false)} />
    </>
  );
}

describe('the confirmation dialog', () => {
  it('renders nothing until asked, then asks; confirm calls back, cancel closes it', async () => {
    const onConfirm = vi.fn();
    renderWithApi(<Asking onConfirm={onConfirm} />, {});
    expect(screen.queryByTestId('confirm-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe('Really delete?');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    // Asked again, it opens again.
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe('Really delete?');
  });
});
