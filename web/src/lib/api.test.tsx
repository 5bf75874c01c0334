import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/render';
import { api, browser } from './api';
import { clearSessionNotice, sessionNotice } from './session-notice';

// Two endpoints of the test's own: any call, and the one the base query treats apart (the current user).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => 'campaign-approvals/pending?page=1' }),
    probe2: build.query<unknown, void>({ query: () => 'api/options/account-manager-users' }),
    currentUser: build.query<unknown, void>({ query: () => 'api/user/current' }),
  }),
  overrideExisting: true,
});

function Approvals() {
  const { isError } = probeApi.useProbeQuery();
  return <div>{isError ? 'failed' : 'loading'}</div>;
}

function Approvals2() {
  const { isError } = probeApi.useProbe2Query();
  return <div>{isError ? 'failed' : 'loading'}</div>;
}

function Me() {
  const { isError } = probeApi.useCurrentUserQuery();
  return <div>{isError ? 'signed out' : 'checking'}</div>;
}

describe('base query', () => {
  const goToLogin = vi.spyOn(browser, 'goToLogin').mockImplementation(() => undefined);
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  afterEach(() => {
    goToLogin.mockClear();
    reload.mockClear();
  });

  it('on 401 returns to /login, which is told the session expired (it survives the reload)', async () => {
    clearSessionNotice();
    renderWithApi(<Approvals />, { 'GET /campaign-approvals/pending': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    await waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    expect(sessionNotice()).toBe('expired');
  });

  it('does not call a signed-out visitor "expired" when only the current user is asked', async () => {
    clearSessionNotice();
    renderWithApi(<Me />, { 'GET /api/user/current': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(sessionNotice()).toBeNull();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it("on 403 shows the server's message, or the default when there is none", async () => {
    renderWithApi(<Approvals />, { 'GET /campaign-approvals/pending': () => ({ status: 403, body: { message: 'Admins only.' } }) });
    expect(await screen.findByText('Admins only.')).toBeTruthy();
  });

  it('on 403 without a message shows the default text', async () => {
    renderWithApi(<Approvals />, { 'GET /campaign-approvals/pending': () => ({ status: 403, body: {} }) });
    expect(await screen.findByText("You don't have access to do this.")).toBeTruthy();
  });

  it('shows one message for several refused calls, not a stack', async () => {
    const { store } = renderWithApi(
      <>
        <Approvals />
        <Approvals2 />
      </>,
      {
        'GET /campaign-approvals/pending': () => ({ status: 403, body: { message: "You don't have access to do this." } }),
        'GET /api/options/account-manager-users': () => ({ status: 403, body: { message: "You don't have access to do this." } }),
      },
    );
    await waitFor(() => expect(screen.getAllByText('failed')).toHaveLength(2));
    expect(store.getState().flash).toHaveLength(1);
  });

  it('on 419 reloads the page', async () => {
    renderWithApi(<Approvals />, { 'GET /campaign-approvals/pending': () => ({ status: 419, body: { message: 'CSRF token mismatch.' } }) });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
