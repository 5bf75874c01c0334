import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { ERASURE_REASON_MESSAGE } from '../privacy/privacy-decider';
import type { RoleName, UserEvent, UserRegistered } from './user-events';

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      roles: readonly RoleName[];
      passwordHash: string;
      /** When the account's personal data was erased (it cannot sign in nor be changed since). */
      erasedAt: string | null;
    };

export type UserCommand =
  | { type: 'RegisterUser'; data: UserRegistered['data'] & { roles: RoleName[] } }
  | { type: 'GrantRole'; data: { userId: string; role: RoleName } }
  | { type: 'ChangePassword'; data: { userId: string; passwordHash: string } }
  | { type: 'EraseAccount'; data: { userId: string; actorId: string | null; reason: string; at: string } };

/** Shortest and longest reason of an account's erasure, after trimming (as a candidate's). */
export const ACCOUNT_ERASURE_REASON_LENGTH = { min: 5, max: 500 } as const;
export const ACCOUNT_ERASED_MESSAGE = 'This account has been erased.';
export const CANDIDATE_ACCOUNT_MESSAGE =
  "A candidate's account is erased together with their candidate data (POST /api/privacy/contacts/{id}/erase).";
export const OWN_ACCOUNT_MESSAGE = 'You cannot erase your own account; another admin can.';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireUser(state: UserState): Extract<UserState, { status: 'registered' }> {
  if (state.status !== 'registered') throw notFound('User not found.');
  if (state.erasedAt) throw conflict(ACCOUNT_ERASED_MESSAGE);
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
      case 'EraseAccount': {
        const user = requireUser(state);
        if (user.roles.includes('contact')) throw conflict(CANDIDATE_ACCOUNT_MESSAGE);
        if (command.data.actorId === user.userId) throw conflict(OWN_ACCOUNT_MESSAGE);
        const reason = command.data.reason.trim();
        if (reason.length < ACCOUNT_ERASURE_REASON_LENGTH.min) throw invalid('reason', ERASURE_REASON_MESSAGE);
        return [
          {
            type: 'AccountPersonalDataErased',
            data: { userId: user.userId, subjectIds: [user.userId], cause: 'request', reason, erasedAt: command.data.at },
          },
        ];
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
          erasedAt: null,
        };
      case 'UserRoleGranted':
        return state.status === 'registered' ? { ...state, roles: [...state.roles, event.data.role] } : state;
      case 'UserPasswordChanged':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'AccountPersonalDataErased':
        return state.status === 'registered' ? { ...state, erasedAt: event.data.erasedAt } : state;
      default:
        return assertNever(event);
    }
  },
};
