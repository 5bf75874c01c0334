import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Employer } from '@rm/domain';
import { renderWithApi, type Handler } from '../../testing/render';
import { CompanyUserPermissions, PermissionSummary } from './company-user-permissions';

const user: Employer = {
  id: '00000000-0000-4000-8000-00000000e001',
  full_name: 'Eva Einsatz',
  email: 'eva@pflege.test',
  phone: null,
  roles: ['business'],
  permissions: ['timeline'],
  created_at: '2026-11-01T10:00:00.000Z',
};
const url = `PUT /api/company-users/${user.id}/permissions`;
const render = (handler: Handler, shown = user) => renderWithApi(<CompanyUserPermissions user={shown} />, { [url]: handler });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('company user permissions', () => {
  it('shows the current areas as checkboxes and saves the chosen ones', async () => {
    const { calls } = render((request) => ({
      status: 200,
      body: { message: 'Permissions updated.', permissions: (request.body as { permissions: string[] }).permissions },
    }));
    fireEvent.click(screen.getByTestId('employer-permissions-edit'));
    await screen.findByRole('dialog');
    expect(box('Timeline').checked).toBe(true);
    expect(box('Tasks').checked).toBe(false);
    expect(box('Plan and billing').checked).toBe(false);
    fireEvent.click(box('Tasks'));
    fireEvent.click(box('Timeline'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ permissions: ['tasks'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field message and keeps the editor open", async () => {
    render(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { permissions: ['Too many permissions.'] } } }));
    fireEvent.click(screen.getByTestId('employer-permissions-edit'));
    fireEvent.click(await screen.findByTestId('permissions-save'));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Too many permissions.')).toBeTruthy();
  });

  it('shows a refusal as an error', async () => {
    render(() => ({ status: 404, body: { message: 'User not found.' } }));
    fireEvent.click(screen.getByTestId('employer-permissions-edit'));
    fireEvent.click(await screen.findByTestId('permissions-save'));
    expect((await screen.findByTestId('permissions-error')).textContent).toBe('User not found.');
  });

  it('reads a list never set as every area', async () => {
    render(() => ({ status: 500 }), { ...user, permissions: null });
    fireEvent.click(screen.getByTestId('employer-permissions-edit'));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('checkbox').every((checkbox) => (checkbox as HTMLInputElement).checked)).toBe(true);
  });

  it('summarises the areas in words, and gives the owner no editor', () => {
    renderWithApi(
      <>
        <PermissionSummary user={{ ...user, permissions: ['timeline', 'billing'] }} />
        <PermissionSummary user={{ ...user, permissions: [] }} />
        <CompanyUserPermissions user={{ ...user, roles: ['business-owner'] }} />
      </>,
      {},
    );
    expect(screen.getAllByTestId('employer-permissions').map((element) => element.textContent)).toEqual([
      'Timeline, Plan and billing',
      'No permissions',
    ]);
    expect(screen.getByText('All permissions')).toBeTruthy();
    expect(screen.queryByTestId('employer-permissions-edit')).toBeNull();
  });
});
