import equal from 'fast-deep-equal';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { ContactEdited, ContactEvent, ContactRegistered, IncentiveGiven } from './contact-events';

export type ContactState =
  | { status: 'none' }
  | {
      status: 'registered';
      contactId: string;
      isActive: boolean;
      disabledForUnlock: boolean;
      callMade: boolean;
      /** The number as it now stands; a change of it takes the verification back. */
      phone: string | null;
      phoneVerifiedAt: string | null;
      recruitmentInterest: boolean | null;
      /** The last edit's fields, to tell a save that changes nothing. */
      edited: ContactEdited['data'] | null;
    };

export type ContactCommand =
  | { type: 'RegisterContact'; data: ContactRegistered['data'] }
  | { type: 'ChangeCallStatus'; data: { contactId: string; callMade: boolean } }
  | { type: 'ToggleContactActive'; data: { contactId: string; reason: string } }
  | { type: 'ToggleDisableForUnlock'; data: { contactId: string } }
  | { type: 'VerifyPhone'; data: { contactId: string; method: 'without_code' | 'otp'; now: string } }
  | { type: 'ChangeContactPhone'; data: { contactId: string; phone: string | null } }
  | { type: 'SetRecruitmentInterest'; data: { contactId: string; interested: boolean } }
  | { type: 'EditContact'; data: ContactEdited['data'] }
  | { type: 'GiveIncentive'; data: IncentiveGiven['data'] };

type Registered = Extract<ContactState, { status: 'registered' }>;

function requireContact(state: ContactState): Registered {
  if (state.status !== 'registered') throw notFound('Contact not found.');
  return state;
}

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterContact':
        if (state.status !== 'none') throw conflict('Contact already exists.');
        return [{ type: 'ContactRegistered', data: command.data }];
      case 'ChangeCallStatus': {
        const contact = requireContact(state);
        if (contact.callMade === command.data.callMade) return [];
        return [{ type: 'ContactCallStatusChanged', data: { contactId: contact.contactId, callMade: command.data.callMade } }];
      }
      case 'ToggleContactActive': {
        const contact = requireContact(state);
        const reason = command.data.reason.trim();
        if (reason === '') throw invalid('reason', 'The reason field is required.');
        return [
          contact.isActive
            ? { type: 'ContactDeactivated', data: { contactId: contact.contactId, reason } }
            : { type: 'ContactActivated', data: { contactId: contact.contactId, reason } },
        ];
      }
      case 'ToggleDisableForUnlock': {
        const contact = requireContact(state);
        return [
          contact.disabledForUnlock
            ? { type: 'ContactEnabledForUnlock', data: { contactId: contact.contactId } }
            : { type: 'ContactDisabledForUnlock', data: { contactId: contact.contactId } },
        ];
      }
      case 'VerifyPhone': {
        const contact = requireContact(state);
        // One-way: a verified phone never goes back to unverified, and verifying again changes nothing.
        if (contact.phoneVerifiedAt !== null) return [];
        return [
          {
            type: 'ContactPhoneVerified',
            data: { contactId: contact.contactId, verifiedAt: command.data.now, method: command.data.method },
          },
        ];
      }
      case 'ChangeContactPhone': {
        const contact = requireContact(state);
        if (command.data.phone === contact.phone) return [];
        return [{ type: 'ContactPhoneChanged', data: { contactId: contact.contactId, phone: command.data.phone } }];
      }
      case 'SetRecruitmentInterest': {
        const contact = requireContact(state);
        if (contact.recruitmentInterest === command.data.interested) return [];
        return [{ type: 'ContactRecruitmentInterestSet', data: { contactId: contact.contactId, interested: command.data.interested } }];
      }
      case 'EditContact': {
        const contact = requireContact(state);
        const data = {
          ...command.data,
          contactId: contact.contactId,
          firstName: command.data.firstName.trim(),
          lastName: command.data.lastName.trim(),
          email: command.data.email?.trim() || null,
          phone: command.data.phone?.trim() || null,
        };
        if (data.firstName === '') throw invalid('first_name', 'The first name field is required.');
        // Compared by value, not by JSON text: the event store hands the last edit back with its keys in
        // jsonb's order, and an unchanged save must record nothing after a reload too.
        if (equal(data, contact.edited)) return [];
        return [{ type: 'ContactEdited', data }];
      }
      case 'GiveIncentive': {
        const contact = requireContact(state);
        if (!contact.isActive) throw invalid('amount', 'An inactive contact gets no incentive.');
        const note = command.data.note?.trim() || null;
        return [{ type: 'IncentiveGiven', data: { ...command.data, contactId: contact.contactId, note } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    if (event.type === 'ContactRegistered') {
      return {
        status: 'registered',
        contactId: event.data.contactId,
        isActive: true,
        disabledForUnlock: false,
        callMade: false,
        phone: event.data.phone,
        phoneVerifiedAt: null,
        recruitmentInterest: null,
        edited: null,
      };
    }
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'ContactCallStatusChanged':
        return { ...state, callMade: event.data.callMade };
      case 'ContactActivated':
        return { ...state, isActive: true };
      case 'ContactDeactivated':
        return { ...state, isActive: false };
      case 'ContactDisabledForUnlock':
        return { ...state, disabledForUnlock: true };
      case 'ContactEnabledForUnlock':
        return { ...state, disabledForUnlock: false };
      case 'ContactPhoneVerified':
        return { ...state, phoneVerifiedAt: event.data.verifiedAt };
      case 'ContactPhoneChanged':
        return { ...state, phone: event.data.phone, phoneVerifiedAt: null };
      case 'ContactRecruitmentInterestSet':
        return { ...state, recruitmentInterest: event.data.interested };
      case 'ContactEdited':
        return {
          ...state,
          edited: event.data,
          phone: event.data.phone,
          phoneVerifiedAt: event.data.phone === state.phone ? state.phoneVerifiedAt : null,
        };
      case 'IncentiveGiven':
        return state;
      default:
        return assertNever(event);
    }
  },
};
