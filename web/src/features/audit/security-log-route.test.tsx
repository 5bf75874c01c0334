import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { SecurityLogRoute } from './security-log-route';

const entry = (kind: string, outcome: string, extra: Record<string, unknown> = {}) => ({
  id: `sign-in:${kind}`,
  at: '2026-11-20T09:30:00.000Z',
  kind,
  outcome,
  subject_id: '00000000-0000-4000-8000-00000000a001',
  subject_name: 'Anna Admin',
  actor: null,
  address: '203.0.113.7',
  detail: 'unknown-device',
  ...extra,
});

describe('the security log', () => {
  it('lists sign-ins with their outcome, the account, the address and the device', async () => {
    const { calls } = renderWithApi(<SecurityLogRoute />, {
      'GET /api/security-log': ok({
        data: [
          entry('sign-in-throttled', 'refused'),
          entry('sign-in', 'success', {
            actor: { id: '00000000-0000-4000-8000-00000000a001', full_name: 'Anna Admin' },
            detail: 'known-device',
          }),
          entry('sign-in-failed', 'failure', { subject_id: null, subject_name: null }),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
      }),
      'GET /api/options/admin-users': ok([]),
    });
    await waitFor(() => expect(screen.getAllByTestId('security-log-entry')).toHaveLength(3));
    const [throttled, signedIn, failed] = screen.getAllByTestId('security-log-entry');
    expect(throttled?.textContent).toMatch(/Gesperrte Anmeldung|Throttled sign-in/);
    expect(throttled?.textContent).toMatch(/Abgewiesen|Refused/);
    expect(throttled?.textContent).toContain('203.0.113.7');
    expect(throttled?.textContent).toMatch(/Unbekanntes Gerät|Unknown device/);
    expect(signedIn?.textContent).toMatch(/Bekanntes Gerät|Known device/);
    expect(failed?.textContent).toMatch(/Unbekanntes Konto|Unknown account/);
    expect(calls.some((call) => call.url.startsWith('/api/security-log'))).toBe(true);
  });

  it('says in words what an export, an erasure, a role and a permission change were, not their codes', async () => {
    renderWithApi(<SecurityLogRoute />, {
      'GET /api/security-log': ok({
        data: [
          entry('personal-data-erasure', 'success', { id: 'event:1', detail: 'retention' }),
          entry('personal-data-export', 'success', { id: 'event:2', detail: 'subject' }),
          entry('role-change', 'success', { id: 'event:3', detail: 'business-owner' }),
          entry('role-change', 'success', { id: 'event:4', detail: '["tasks","unlocked-contacts"]' }),
          entry('role-change', 'success', { id: 'event:5', detail: '[]' }),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 5 },
      }),
      'GET /api/options/admin-users': ok([]),
    });
    await waitFor(() => expect(screen.getAllByTestId('security-log-entry')).toHaveLength(5));
    const [erased, exported, role, permissions, none] = screen.getAllByTestId('security-log-entry').map((row) => row.textContent ?? '');
    expect(erased).toMatch(/Aufbewahrungsfrist abgelaufen|retention period ended/);
    expect(exported).toMatch(/von der Person selbst|by the person themselves/);
    expect(role).toMatch(/Arbeitgeber \(Inhaber\)|employer \(owner\)/);
    expect(permissions).toMatch(/Aufgaben, Freigeschaltete Kontakte|Tasks, Unlocked contacts/);
    expect(none).toMatch(/keine Rechte|no permissions/);
    for (const text of [erased, exported, role, permissions])
      expect(text).not.toMatch(/PersonalData|UserRoleGranted|business-owner|subject|\[|"/);
  });

  it('says when there is nothing', async () => {
    renderWithApi(<SecurityLogRoute />, {
      'GET /api/security-log': ok({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      'GET /api/options/admin-users': ok([]),
    });
    expect(await screen.findByText(/Keine Einträge|No entries/)).toBeTruthy();
  });
});
