import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { RoleName, UserEvent, UserRegistered } from './user-events';

export type UserState =
  { status: 'none' } | { status: 'registered'; userId: string; email: string; roles: readonly RoleName[]; passwordHash: string };

export type UserCommand =
  | { type: 'RegisterUser'; data: UserRegistered['data'] & { roles: RoleName[] } }
  | { type: 'GrantRole'; data: { userId: string; role: RoleName } }
  | { type: 'ChangePassword'; data: { userId: string; passwordHash: string } };

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireUser(state: UserState): Extract<UserState, { status: 'registered' }> {
  if (state.status !== 'registered') throw notFound('User not found.');
  return state;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'none') throw conflict('User already exists.');
        const { roles, ...data } = command.data;
        const email = normalizeEmail(data.email);
        if (!EMAIL.test(email)) throw invalid('email', 'The email must be a valid email address.');
        if (data.firstName.trim() === '') throw invalid('first_name', 'The first name field is required.');
        return [
          { type: 'UserRegistered', data: { ...data, email } },
          ...[...new Set(roles)].map((role): UserEvent => ({ type: 'UserRoleGranted', data: { userId: data.userId, role } })),
        ];
      }
      case 'GrantRole': {
        const user = requireUser(state);
        if (user.roles.includes(command.data.role)) return [];
        return [{ type: 'UserRoleGranted', data: { userId: user.userId, role: command.data.role } }];
      }
      case 'ChangePassword': {
        const user = requireUser(state);
        return [{ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash: command.data.passwordHash } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          email: event.data.email,
          roles: [],
          passwordHash: event.data.passwordHash,
        };
      case 'UserRoleGranted':
        return state.status === 'registered' ? { ...state, roles: [...state.roles, event.data.role] } : state;
      case 'UserPasswordChanged':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      default:
        return assertNever(event);
    }
  },
};
