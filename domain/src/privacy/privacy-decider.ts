import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { ConsentChannel, ConsentPurpose, ErasureCause, PrivacyEvent } from './privacy-events';
import {
  CONSENT_LEGAL_BASIS,
  NOT_WITHDRAWABLE_MESSAGE,
  UNKNOWN_TEXT_VERSION_MESSAGE,
  consentDocument,
  isLegalVersion,
} from './legal-documents';

/** A consent as it stands: given (with the text version and when) or withdrawn. */
export interface ConsentStatus {
  given: boolean;
  textVersion: string | null;
  at: string;
}

export interface PrivacyState {
  consents: Partial<Record<ConsentPurpose, ConsentStatus>>;
  erasedAt: string | null;
}

export type PrivacyCommand =
  | {
      type: 'GiveConsent';
      data: { contactId: string; purpose: ConsentPurpose; textVersion: string; channel: ConsentChannel; at: string };
    }
  | { type: 'WithdrawConsent'; data: { contactId: string; purpose: ConsentPurpose; channel: ConsentChannel; at: string } }
  | { type: 'RecordExport'; data: { contactId: string; requestedBy: 'subject' | 'admin'; reason: string | null } }
  | {
      type: 'ErasePersonalData';
      data: { contactId: string; subjectIds: string[]; cause: ErasureCause; reason: string; at: string };
    };

/** Shortest and longest reason for an erasure or an admin's export, after trimming. */
export const PRIVACY_REASON_LENGTH = { min: 5, max: 500 } as const;
/** The spec's message for a delete reason that is too short. */
export const ERASURE_REASON_MESSAGE = 'Bitte geben Sie einen gültigen Grund für die Löschung ein.';
export const ERASED_MESSAGE = "This person's personal data has been erased.";

function requireNotErased(state: PrivacyState): void {
  if (state.erasedAt) throw conflict(ERASED_MESSAGE);
}

/** A person's privacy record: consents and their withdrawal, exports handed out, the erasure (once). */
export const privacyDecider: Decider<PrivacyState, PrivacyCommand, PrivacyEvent> = {
  initialState: () => ({ consents: {}, erasedAt: null }),

  decide(command, state) {
    switch (command.type) {
      case 'GiveConsent': {
        requireNotErased(state);
        const { contactId, purpose, textVersion, channel, at } = command.data;
        const version = textVersion.trim();
        if (version === '') throw invalid('text_version', 'The text version field is required.');
        if (!isLegalVersion(consentDocument(purpose), version)) throw invalid('text_version', UNKNOWN_TEXT_VERSION_MESSAGE);
        const current = state.consents[purpose];
        if (current?.given && current.textVersion === version) return [];
        return [{ type: 'ConsentGiven', data: { contactId, purpose, textVersion: version, channel, givenAt: at } }];
      }
      case 'WithdrawConsent': {
        requireNotErased(state);
        const { contactId, purpose, channel, at } = command.data;
        if (CONSENT_LEGAL_BASIS[purpose] === 'contract') throw invalid('purpose', NOT_WITHDRAWABLE_MESSAGE);
        if (!state.consents[purpose]?.given) throw invalid('purpose', 'There is no consent to withdraw.');
        return [{ type: 'ConsentWithdrawn', data: { contactId, purpose, channel, withdrawnAt: at } }];
      }
      case 'RecordExport': {
        requireNotErased(state);
        const reason = command.data.reason?.trim() ?? null;
        if (command.data.requestedBy === 'admin' && (reason === null || reason.length < PRIVACY_REASON_LENGTH.min))
          throw invalid('reason', 'Please give a reason of at least 5 characters.');
        return [
          { type: 'PersonalDataExported', data: { contactId: command.data.contactId, requestedBy: command.data.requestedBy, reason } },
        ];
      }
      case 'ErasePersonalData': {
        requireNotErased(state);
        const reason = command.data.reason.trim();
        if (reason.length < PRIVACY_REASON_LENGTH.min) throw invalid('reason', ERASURE_REASON_MESSAGE);
        const { contactId, subjectIds, cause, at } = command.data;
        return [{ type: 'PersonalDataErased', data: { contactId, subjectIds: [...new Set(subjectIds)], cause, reason, erasedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ConsentGiven':
        return {
          ...state,
          consents: {
            ...state.consents,
            [event.data.purpose]: { given: true, textVersion: event.data.textVersion, at: event.data.givenAt },
          },
        };
      case 'ConsentWithdrawn': {
        const before = state.consents[event.data.purpose];
        return {
          ...state,
          consents: {
            ...state.consents,
            [event.data.purpose]: { given: false, textVersion: before?.textVersion ?? null, at: event.data.withdrawnAt },
          },
        };
      }
      case 'PersonalDataExported':
        return state;
      case 'PersonalDataErased':
        return { ...state, erasedAt: event.data.erasedAt };
      default:
        return assertNever(event);
    }
  },
};
