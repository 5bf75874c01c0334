import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { candidateProfileDecider } from './candidate-profile-decider';
import type { CandidateProfileEvent } from './candidate-profile-events';

const contactId = '00000000-0000-4000-8000-000000000001';
const userId = '00000000-0000-4000-8000-000000000002';
const reasonId = '00000000-0000-4000-8000-000000000003';
const at = '2026-11-24T10:00:00.000Z';
const profile = { contactId, userId, firstName: 'Anna', lastName: 'Berg', email: 'anna@mail.test', country: 'DE', language: 'de' as const };
const changed = (phone: string | null): CandidateProfileEvent => ({ type: 'CandidateProfileChanged', data: { ...profile, phone } });
const change = (phone: string | null, registeredPhone: string | null = '+4915111111111') =>
  ({ type: 'ChangeProfile', data: { ...profile, phone, registeredPhone, at } }) as const;
const deleted: CandidateProfileEvent = {
  type: 'CandidateAccountDeleted',
  data: { contactId, userId, reasonId, reasonText: null, deletedAt: at },
};
const spec = deciderSpec(candidateProfileDecider);

describe('candidate profile decider', () => {
  it('records a profile change; a phone other than the registered one is a phone change too', () => {
    spec
      .given([])
      .when(change('+4915111111111'))
      .then([changed('+4915111111111')]);
    spec
      .given([])
      .when(change('+4915122222222'))
      .then([
        changed('+4915122222222'),
        {
          type: 'CandidatePhoneChanged',
          data: { contactId, userId, phone: '+4915122222222', previousPhone: '+4915111111111', changedAt: at },
        },
      ]);
  });

  it('compares the phone with the last change, not the registration, once there is one', () => {
    spec
      .given([changed('+4915122222222')])
      .when(change('+4915122222222'))
      .then([changed('+4915122222222')]);
    spec
      .given([changed('+4915122222222')])
      .when(change(null))
      .then([
        changed(null),
        { type: 'CandidatePhoneChanged', data: { contactId, userId, phone: null, previousPhone: '+4915122222222', changedAt: at } },
      ]);
  });

  it('refuses every change of a deleted account (404), and records a repeated deletion once', () => {
    spec.given([deleted]).when(change('+4915111111111')).thenThrows('not_found', { message: 'No candidate profile' });
    spec
      .given([deleted])
      .when({ type: 'SaveProfileStep', data: { contactId, userId, step: 2, address: null } })
      .thenThrows('not_found');
    spec.given([deleted]).when({ type: 'DeleteAccount', data: deleted.data }).thenNothing();
    spec.given([]).when({ type: 'DeleteAccount', data: deleted.data }).then([deleted]);
  });
});
