import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { PhoneCodeEvent } from './candidate-offer-events';

/** Spec §9: a new code only 60 s after the last one (the modal counts down). */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** How long a code is good for. */
export const PHONE_CODE_VALID_MINUTES = 10;
/** Wrong entries a code takes before it is spent. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes one number receives in 24 hours. */
export const PHONE_CODE_MAX_SENDS_PER_DAY = 5;

export const PHONE_CODE_WAIT = 'Please wait {{seconds}} seconds before requesting a new code.';
export const PHONE_CODE_DAILY_LIMIT = 'Too many codes were sent to this number today. Please try again tomorrow.';
export const PHONE_CODE_TOO_MANY_TRIES = 'Too many wrong codes. Please request a new code.';
export const PHONE_CODE_NONE = 'Please request a code first.';
export const PHONE_CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const PHONE_CODE_WRONG = 'The code is not correct.';

/** The window the daily limit counts sends in. */
const DAY_SECONDS = 86_400;

export interface PhoneCodeState {
  /** Codes sent within the last 24 hours, oldest first (number and time; the daily limit counts them). */
  sends: ReadonlyArray<{ phone: string; sentAt: string }>;
  /**
   * The code in force: its row in the code table (null for a code sent before that table: it verifies
   * nothing), until when, how many wrong entries it took, whether it was used.
   */
  current: { codeId: string | null; expiresAt: string; tries: number; confirmed: boolean } | null;
  verifiedPhone: string | null;
}

export type PhoneCodeCommand =
  | { type: 'SendPhoneCode'; data: { userId: string; contactId: string; phone: string; codeId: string; now: string } }
  /** `matchedCodeId`: the code the entry matched in the code table (null: it matched none). */
  | { type: 'ConfirmPhoneCode'; data: { userId: string; contactId: string; matchedCodeId: string | null; now: string } };

/** Until when a code sent at `now` is good. */
export const phoneCodeExpiresAt = (now: string): string => new Date(Date.parse(now) + PHONE_CODE_VALID_MINUTES * 60_000).toISOString();

/** Why a send is refused for now: how long to wait, and what to say (429 with Retry-After). */
export interface PhoneCodeRefusal {
  retryAfterSeconds: number;
  message: string;
}

const seconds = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 1000;

/** Whether a code may go to `phone` now: the 60 s resend lock, then the per-number daily limit. */
export function phoneCodeSendRefusal(state: PhoneCodeState, phone: string, now: string): PhoneCodeRefusal | null {
  const last = state.sends.at(-1);
  if (last) {
    const since = seconds(last.sentAt, now);
    if (since < PHONE_CODE_RESEND_SECONDS)
      return { retryAfterSeconds: Math.ceil(PHONE_CODE_RESEND_SECONDS - since), message: PHONE_CODE_WAIT };
  }
  const today = state.sends.filter((send) => send.phone === phone && seconds(send.sentAt, now) < DAY_SECONDS);
  // The wait ends when the oldest send that keeps the count at the limit leaves the window.
  const freesUp = today.at(-PHONE_CODE_MAX_SENDS_PER_DAY);
  if (today.length >= PHONE_CODE_MAX_SENDS_PER_DAY && freesUp) {
    return { retryAfterSeconds: Math.ceil(DAY_SECONDS - seconds(freesUp.sentAt, now)), message: PHONE_CODE_DAILY_LIMIT };
  }
  return null;
}

/** Whether the current code takes no more entries (429: a new code is needed). */
export const phoneCodeTriesExhausted = (state: PhoneCodeState): boolean =>
  state.current !== null && !state.current.confirmed && state.current.tries >= PHONE_CODE_MAX_TRIES;

/** One person's phone one-time codes: sent with limits, confirmed once, at most five wrong entries each. */
export const phoneCodeDecider: Decider<PhoneCodeState, PhoneCodeCommand, PhoneCodeEvent> = {
  initialState: () => ({ sends: [], current: null, verifiedPhone: null }),

  decide(command, state) {
    switch (command.type) {
      case 'SendPhoneCode': {
        const { userId, contactId, phone, codeId, now } = command.data;
        const refusal = phoneCodeSendRefusal(state, phone, now);
        if (refusal) throw conflict(refusal.message);
        return [{ type: 'PhoneCodeSent', data: { userId, contactId, phone, codeId, sentAt: now, expiresAt: phoneCodeExpiresAt(now) } }];
      }
      case 'ConfirmPhoneCode': {
        const { userId, contactId, matchedCodeId, now } = command.data;
        const current = state.current;
        if (current === null || current.confirmed || current.codeId === null) throw invalid('otp', PHONE_CODE_NONE);
        if (Date.parse(now) >= Date.parse(current.expiresAt)) throw invalid('otp', PHONE_CODE_EXPIRED);
        if (current.tries >= PHONE_CODE_MAX_TRIES) throw conflict(PHONE_CODE_TOO_MANY_TRIES);
        if (matchedCodeId !== current.codeId) return [{ type: 'PhoneCodeRejected', data: { userId, contactId, rejectedAt: now } }];
        const phone = state.sends.at(-1)?.phone ?? '';
        return [{ type: 'PhoneCodeConfirmed', data: { userId, contactId, phone, confirmedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PhoneCodeSent': {
        const { phone, sentAt, expiresAt, codeId } = event.data;
        // Sends older than a day count for nothing; the 60 s lock keeps the rest to at most 1440.
        const recent = state.sends.filter((send) => seconds(send.sentAt, sentAt) < DAY_SECONDS);
        return {
          ...state,
          sends: [...recent, { phone, sentAt }],
          current: { codeId: codeId ?? null, expiresAt, tries: 0, confirmed: false },
        };
      }
      case 'PhoneCodeRejected':
        return state.current ? { ...state, current: { ...state.current, tries: state.current.tries + 1 } } : state;
      case 'PhoneCodeConfirmed':
        return {
          ...state,
          verifiedPhone: event.data.phone,
          current: state.current ? { ...state.current, confirmed: true } : null,
        };
      default:
        return assertNever(event);
    }
  },
};
