import type { AuthUser } from '@rm/platform/http';
import { describe, expect, it } from 'vitest';
import { mayListen, seesOffer } from './channels';

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
    expect(mayListen(admin, 'messages.received')).toBe(false);
  });

  it('shows admins every offer and company users their own company only', () => {
    expect(seesOffer(user(['admin'], null), 'c1')).toBe(true);
    expect(seesOffer(user(['business'], 'c1'), 'c1')).toBe(true);
    expect(seesOffer(user(['business-owner'], 'c1'), 'c2')).toBe(false);
    expect(seesOffer(user(['business'], null), 'c1')).toBe(false);
    expect(seesOffer(user(['contact'], 'c1'), 'c1')).toBe(false);
  });
});
