import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { ProfileRoute } from './profile-route';

describe("the candidate's profile when it cannot be loaded", () => {
  it('shows an error state with a retry instead of a bare red box', async () => {
    const { calls } = renderWithApi(<ProfileRoute />, { 'GET /api/profile': () => ({ status: 500, body: { message: 'Server Error' } }) });
    const error = await screen.findByTestId('profile-load-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe('Your profile could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/profile')).toHaveLength(2));
    expect(await screen.findByTestId('profile-load-error')).toBeTruthy();
  });
});
