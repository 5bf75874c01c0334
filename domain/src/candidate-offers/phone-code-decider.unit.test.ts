import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { PhoneCodeEvent, PhoneCodeSent } from './candidate-offer-events';
import {
  PHONE_CODE_DAILY_LIMIT,
  PHONE_CODE_MAX_SENDS_PER_DAY,
  PHONE_CODE_NONE,
  PHONE_CODE_TOO_MANY_TRIES,
  phoneCodeDecider,
  phoneCodeSendRefusal,
} from './phone-code-decider';

const spec = deciderSpec(phoneCodeDecider);
const userId = '00000000-0000-4000-8000-000000000001';
const contactId = '00000000-0000-4000-8000-000000000002';
const codeId = '00000000-0000-4000-8000-0000000000c1';
const start = Date.parse('2026-12-01T08:00:00.000Z');
/** `minutes` after the start, as ISO time. */
const at = (minutes: number): string => new Date(start + minutes * 60_000).toISOString();

const sent = (phone: string, minutes: number, id: string = codeId): PhoneCodeSent => ({
  type: 'PhoneCodeSent',
  data: { userId, contactId, phone, codeId: id, sentAt: at(minutes), expiresAt: at(minutes + 10) },
});
const rejected = (minutes: number): PhoneCodeEvent => ({ type: 'PhoneCodeRejected', data: { userId, contactId, rejectedAt: at(minutes) } });
const send = (phone: string, minutes: number) =>
  ({ type: 'SendPhoneCode', data: { userId, contactId, phone, codeId, now: at(minutes) } }) as const;
const confirm = (matchedCodeId: string | null, minutes: number) =>
  ({ type: 'ConfirmPhoneCode', data: { userId, contactId, matchedCodeId, now: at(minutes) } }) as const;

describe('phone codes: sending', () => {
  it('records that a code went to the number, when and until when, and nothing of the code', () => {
    spec
      .given([])
      .when(send('+491711234567', 0))
      .then([sent('+491711234567', 0)]);
    const [event] = phoneCodeDecider.decide(send('+491711234567', 0), phoneCodeDecider.initialState());
    expect(Object.keys(event?.data ?? {}).sort()).toEqual(['codeId', 'contactId', 'expiresAt', 'phone', 'sentAt', 'userId']);
  });

  it('locks a resend for 60 s', () => {
    spec
      .given([sent('+49171', 0)])
      .when(send('+49171', 0.5))
      .thenThrows('conflict', { message: 'Please wait' });
  });

  it('allows five codes a day to one number, counting every send of the last 24 hours however many went elsewhere', () => {
    // Five to A, five to B, one to C: eleven sends, A's first is no longer among the last ten.
    const events = [...[0, 2, 4, 6, 8].map((m) => sent('A', m)), ...[10, 12, 14, 16, 18].map((m) => sent('B', m)), sent('C', 20)];
    spec.given(events).when(send('A', 22)).thenThrows('conflict', { message: PHONE_CODE_DAILY_LIMIT });
    const state = events.reduce((s, e) => phoneCodeDecider.evolve(s, e), phoneCodeDecider.initialState());
    // Free again when A's first send is a day old.
    expect(phoneCodeSendRefusal(state, 'A', at(22))?.retryAfterSeconds).toBe(24 * 3600 - 22 * 60);
    expect(phoneCodeSendRefusal(state, 'A', at(24 * 60))).toBeNull();
    expect(phoneCodeSendRefusal(state, 'C', at(22))).toBeNull();
  });

  it('counts sends spread over more than a day only for the last 24 hours', () => {
    const events = [sent('A', 0), sent('A', 60), ...[24 * 60 + 1, 24 * 60 + 3, 24 * 60 + 5].map((m) => sent('A', m))];
    spec
      .given(events)
      .when(send('A', 24 * 60 + 7))
      .then([sent('A', 24 * 60 + 7)]);
    spec
      .given([...events, sent('A', 24 * 60 + 7)])
      .when(send('A', 24 * 60 + 9))
      .thenThrows('conflict', { message: PHONE_CODE_DAILY_LIMIT });
    expect(PHONE_CODE_MAX_SENDS_PER_DAY).toBe(5);
  });
});

describe('phone codes: confirming', () => {
  it('confirms the current code when the entry matched it', () => {
    spec
      .given([sent('A', 0)])
      .when(confirm(codeId, 1))
      .then([{ type: 'PhoneCodeConfirmed', data: { userId, contactId, phone: 'A', confirmedAt: at(1) } }]);
  });

  it('rejects an entry that matched no code, or an older code, and spends the code after five wrong entries', () => {
    spec
      .given([sent('A', 0)])
      .when(confirm(null, 1))
      .then([rejected(1)]);
    spec
      .given([sent('A', 0)])
      .when(confirm('00000000-0000-4000-8000-0000000000c0', 1))
      .then([rejected(1)]);
    spec
      .given([sent('A', 0), ...[1, 2, 3, 4, 5].map(rejected)])
      .when(confirm(codeId, 6))
      .thenThrows('conflict', { message: PHONE_CODE_TOO_MANY_TRIES });
  });

  it('verifies nothing with a code sent before the code table (its event carried a hash and a salt)', () => {
    const legacy = {
      type: 'PhoneCodeSent',
      data: { userId, contactId, phone: 'A', codeHash: 'a'.repeat(64), salt: 'b'.repeat(32), sentAt: at(0), expiresAt: at(10) },
    } as unknown as PhoneCodeEvent;
    spec.given([legacy]).when(confirm(null, 1)).thenThrows('invalid', { field: 'otp', message: PHONE_CODE_NONE });
  });

  it('refuses an expired code and one never sent', () => {
    spec
      .given([sent('A', 0)])
      .when(confirm(codeId, 10))
      .thenThrows('invalid', { field: 'otp', message: 'expired' });
    spec.given([]).when(confirm(codeId, 1)).thenThrows('invalid', { field: 'otp', message: PHONE_CODE_NONE });
  });
});
