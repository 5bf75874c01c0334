import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { normalizeEmail, userDecider } from './user-decider';
import type { UserEvent } from './user-events';

const userId = '00000000-0000-4000-8000-000000000041';
const companyId = '00000000-0000-4000-8000-000000000042';
const adminId = '00000000-0000-4000-8000-000000000043';
const input = {
  userId,
  email: ' Owner@Spedition.Test ',
  firstName: 'Olga',
  lastName: 'Owner',
  phone: '+49 40 123',
  passwordHash: '$argon2id$hash',
  companyId,
};
const registered: UserEvent = { type: 'UserRegistered', data: { ...input, email: 'owner@spedition.test' } };
const granted = (role: 'admin' | 'business' | 'business-owner' | 'contact'): UserEvent => ({
  type: 'UserRoleGranted',
  data: { userId, role },
});
const spec = deciderSpec(userDecider);

describe('user decider', () => {
  it('registers a user with a normalised e-mail and one grant per role', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...input, roles: ['business', 'business-owner'] } })
      .then([registered, granted('business'), granted('business-owner')]);
  });

  it('grants a role listed twice only once', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...input, roles: ['admin', 'admin'] } })
      .then([registered, granted('admin')]);
  });

  it('refuses to register the same user twice', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', data: { ...input, roles: [] } })
      .thenThrows('conflict');
  });

  it('refuses an invalid e-mail', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...input, email: 'nope', roles: [] } })
      .thenThrows('invalid', { field: 'email' });
  });

  it('needs a first name', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...input, firstName: ' ', roles: [] } })
      .thenThrows('invalid', { field: 'first_name' });
  });

  it('grants a new role', () => {
    spec
      .given([registered, granted('business')])
      .when({ type: 'GrantRole', data: { userId, role: 'business-owner' } })
      .then([granted('business-owner')]);
  });

  it('records nothing when the user already has the role', () => {
    spec
      .given([registered, granted('business')])
      .when({ type: 'GrantRole', data: { userId, role: 'business' } })
      .thenNothing();
  });

  it('changes the password hash', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: 'new' } })
      .then([{ type: 'UserPasswordChanged', data: { userId, passwordHash: 'new' } }]);
  });

  it('answers not found for an unknown user', () => {
    spec
      .given([])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: 'new' } })
      .thenThrows('not_found');
    spec
      .given([])
      .when({ type: 'GrantRole', data: { userId, role: 'admin' } })
      .thenThrows('not_found');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Anna.Admin@Demo.TEST\t')).toBe('anna.admin@demo.test');
  });

  describe('erasing an account', () => {
    const erase = (actorId: string | null = adminId, reason = 'Antrag vom 1.12.') =>
      ({ type: 'EraseAccount', data: { userId, actorId, reason, at: '2026-12-01T10:00:00.000Z' } }) as const;
    const erased: UserEvent = {
      type: 'AccountPersonalDataErased',
      data: { userId, subjectIds: [userId], cause: 'request', reason: 'Antrag vom 1.12.', erasedAt: '2026-12-01T10:00:00.000Z' },
    };

    it("records the erasure of a company user's account with the trimmed reason", () => {
      spec
        .given([registered, granted('business')])
        .when(erase(adminId, '  Antrag vom 1.12.  '))
        .then([erased]);
    });

    it('refuses a reason shorter than 5 characters', () => {
      spec.given([registered]).when(erase(adminId, ' abc ')).thenThrows('invalid', { field: 'reason' });
    });

    it("refuses a candidate's account, the admin's own and an erased one; an erased account takes no other change", () => {
      spec
        .given([registered, granted('contact')])
        .when(erase())
        .thenThrows('conflict');
      spec
        .given([registered, granted('admin')])
        .when(erase(userId))
        .thenThrows('conflict');
      spec.given([registered, erased]).when(erase()).thenThrows('conflict');
      spec
        .given([registered, erased])
        .when({ type: 'GrantRole', data: { userId, role: 'admin' } })
        .thenThrows('conflict');
      spec.given([]).when(erase()).thenThrows('not_found');
    });
  });
});
