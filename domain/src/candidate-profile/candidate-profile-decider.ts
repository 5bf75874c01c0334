import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { notFound } from '../shared/errors';
import type {
  CandidateAccountDeleted,
  CandidateProfileChanged,
  CandidateProfileEvent,
  CandidateProfileImageChanged,
  CandidateProfileMetaSaved,
  CandidateProfileStepSaved,
} from './candidate-profile-events';

export const NO_PROFILE_MESSAGE = 'No candidate profile belongs to this user.';

/** The profile as its stream tells it: whether the account is deleted, and the phone as last changed here (undefined: never). */
export type CandidateProfileState = { status: 'active'; phone: string | null | undefined } | { status: 'deleted' };

export type CandidateProfileCommand =
  /** `registeredPhone`: the phone of the contact's registration, the number before any change here. */
  | { type: 'ChangeProfile'; data: CandidateProfileChanged['data'] & { registeredPhone: string | null; at: string } }
  | { type: 'ChangeProfileImage'; data: CandidateProfileImageChanged['data'] }
  | { type: 'SaveProfileMeta'; data: CandidateProfileMetaSaved['data'] }
  | { type: 'SaveProfileStep'; data: CandidateProfileStepSaved['data'] }
  | { type: 'DeleteAccount'; data: CandidateAccountDeleted['data'] };

function requireActive(state: CandidateProfileState): { status: 'active'; phone: string | null | undefined } {
  if (state.status === 'deleted') throw notFound(NO_PROFILE_MESSAGE);
  return state;
}

/** A candidate's own profile, meta and account (employer-and-candidate spec §3, §4). */
export const candidateProfileDecider: Decider<CandidateProfileState, CandidateProfileCommand, CandidateProfileEvent> = {
  initialState: () => ({ status: 'active', phone: undefined }),
  decide(command, state) {
    // A deletion asked again (its erasure cut short) records nothing new; the erasure is finished by the caller.
    if (command.type === 'DeleteAccount' && state.status === 'deleted') return [];
    const profile = requireActive(state);
    switch (command.type) {
      case 'ChangeProfile': {
        const { registeredPhone, at, ...data } = command.data;
        const previousPhone = profile.phone === undefined ? registeredPhone : profile.phone;
        const events: CandidateProfileEvent[] = [{ type: 'CandidateProfileChanged', data }];
        if (previousPhone !== data.phone)
          events.push({
            type: 'CandidatePhoneChanged',
            data: { contactId: data.contactId, userId: data.userId, phone: data.phone, previousPhone, changedAt: at },
          });
        return events;
      }
      case 'ChangeProfileImage':
        return [{ type: 'CandidateProfileImageChanged', data: command.data }];
      case 'SaveProfileMeta':
        return [{ type: 'CandidateProfileMetaSaved', data: command.data }];
      case 'SaveProfileStep':
        return [{ type: 'CandidateProfileStepSaved', data: command.data }];
      case 'DeleteAccount':
        return [{ type: 'CandidateAccountDeleted', data: command.data }];
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CandidateProfileChanged':
        return state.status === 'active' ? { status: 'active', phone: event.data.phone } : state;
      case 'CandidateAccountDeleted':
        return { status: 'deleted' };
      case 'CandidatePhoneChanged':
      case 'CandidateProfileImageChanged':
      case 'CandidateProfileMetaSaved':
      case 'CandidateProfileStepSaved':
        return state;
      default:
        return assertNever(event);
    }
  },
};
