import type { AuthUser } from '@rm/platform/http';
import { describe, expect, it } from 'vitest';
import { mayListen } from './channels';

const user = (roles: AuthUser['roles'], companyId: string | null): AuthUser => ({
  id: 'u1',
  email: 'u1@example.test',
  roles,
  companyId,
  contactId: null,
  firstName: 'U',
  lastName: 'One',
  fullName: 'U One',
  phoneConfirmedAt: null,
  profileImageUrl: null,
});

describe('realtime channel rules', () => {
  it('lets a user listen to their own channels only', () => {
    const admin = user(['admin'], null);
    expect(mayListen(admin, 'pipe.u1')).toBe(true);
    expect(mayListen(admin, 'App.User.u1')).toBe(true);
    expect(mayListen(admin, 'pipe.u2')).toBe(false);
    expect(mayListen(admin, 'pipe.u1.x')).toBe(false);
  });

  it("lets admins and company users listen to the chat's received messages, nobody else", () => {
    expect(mayListen(user(['admin'], null), 'messages.received')).toBe(true);
    expect(mayListen(user(['business'], 'c1'), 'messages.received')).toBe(true);
    expect(mayListen(user(['contact'], null), 'messages.received')).toBe(false);
    expect(mayListen(user(['admin'], null), 'messages.received.u1')).toBe(false);
  });
});
