import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { userDecider } from './user-decider';

const userId = '00000000-0000-4000-8000-000000000041';
const base = { userId, email: ' Admin@Demo.Test ', firstName: 'Anna', lastName: 'Admin', phone: null, passwordHash: '$argon2id$hash', companyId: null };
const spec = deciderSpec(userDecider);

describe('user decider', () => {
  it('registers a user with a normalised e-mail and grants each role once', () => {
    spec.given([]).when({ type: 'RegisterUser', data: { ...base, roles: ['admin', 'admin'] } }).then([
      { type: 'UserRegistered', data: { ...base, email: 'admin@demo.test' } },
      { type: 'UserRoleGranted', data: { userId, role: 'admin' } },
    ]);
  });

  it('refuses an invalid e-mail', () => {
    spec.given([]).when({ type: 'RegisterUser', data: { ...base, email: 'nope', roles: [] } }).thenThrows('invalid', 'email');
  });

  it('grants a role only once', () => {
    const registered = [{ type: 'UserRegistered' as const, data: { ...base, email: 'admin@demo.test' } }, { type: 'UserRoleGranted' as const, data: { userId, role: 'admin' as const } }];
    spec.given(registered).when({ type: 'GrantRole', data: { userId, role: 'admin' } }).thenNothing();
    spec.given(registered).when({ type: 'GrantRole', data: { userId, role: 'business' } }).then([{ type: 'UserRoleGranted', data: { userId, role: 'business' } }]);
  });

  it('changes the password hash', () => {
    spec.given([{ type: 'UserRegistered', data: { ...base, email: 'admin@demo.test' } }]).when({ type: 'ChangePassword', data: { userId, passwordHash: 'new' } }).then([{ type: 'UserPasswordChanged', data: { userId, passwordHash: 'new' } }]);
    spec.given([]).when({ type: 'ChangePassword', data: { userId, passwordHash: 'new' } }).thenThrows('not_found');
  });
});
