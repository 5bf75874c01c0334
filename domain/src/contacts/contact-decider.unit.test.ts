import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { contactDecider } from './contact-decider';
import type { ContactEvent } from './contact-events';

const contactId = '00000000-0000-4000-8000-000000000011';
const registered: ContactEvent = {
  type: 'ContactRegistered',
  data: { contactId, userId: null, firstName: 'Kim', lastName: 'Muster', email: null, phone: '+49 151 1234567', profession: 'driver', zipCode: '10115', city: 'Berlin', lat: 52.53, lng: 13.38, registeredAt: '2026-11-01T10:00:00.000Z' },
};
const spec = deciderSpec(contactDecider);
const now = '2026-11-22T12:00:00.000Z';

describe('contact decider', () => {
  it('registers a contact once', () => {
    spec.given([]).when({ type: 'RegisterContact', data: registered.data }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterContact', data: registered.data }).thenThrows('conflict');
  });

  it('toggles call made true and false, and ignores a repeat', () => {
    spec.given([registered]).when({ type: 'ChangeCallStatus', data: { contactId, callMade: true } }).then([{ type: 'ContactCallStatusChanged', data: { contactId, callMade: true } }]);
    spec.given([registered]).when({ type: 'ChangeCallStatus', data: { contactId, callMade: false } }).thenNothing();
    spec
      .given([registered, { type: 'ContactCallStatusChanged', data: { contactId, callMade: true } }])
      .when({ type: 'ChangeCallStatus', data: { contactId, callMade: false } })
      .then([{ type: 'ContactCallStatusChanged', data: { contactId, callMade: false } }]);
  });

  it('deactivates and activates with a reason', () => {
    spec.given([registered]).when({ type: 'ToggleContactActive', data: { contactId, reason: ' Found a job ' } }).then([{ type: 'ContactDeactivated', data: { contactId, reason: 'Found a job' } }]);
    spec
      .given([registered, { type: 'ContactDeactivated', data: { contactId, reason: 'x' } }])
      .when({ type: 'ToggleContactActive', data: { contactId, reason: 'Back on the market' } })
      .then([{ type: 'ContactActivated', data: { contactId, reason: 'Back on the market' } }]);
  });

  it('needs a reason to toggle active', () => {
    spec.given([registered]).when({ type: 'ToggleContactActive', data: { contactId, reason: '  ' } }).thenThrows('invalid', 'reason');
  });

  it('toggles unlock availability', () => {
    spec.given([registered]).when({ type: 'ToggleDisableForUnlock', data: { contactId } }).then([{ type: 'ContactDisabledForUnlock', data: { contactId } }]);
    spec.given([registered, { type: 'ContactDisabledForUnlock', data: { contactId } }]).when({ type: 'ToggleDisableForUnlock', data: { contactId } }).then([{ type: 'ContactEnabledForUnlock', data: { contactId } }]);
  });

  it('verifies the phone one way: a verified phone stays verified', () => {
    spec.given([registered]).when({ type: 'VerifyPhone', data: { contactId, method: 'without_code', now } }).then([{ type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now, method: 'without_code' } }]);
    spec
      .given([registered, { type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now, method: 'otp' } }])
      .when({ type: 'VerifyPhone', data: { contactId, method: 'without_code', now: '2026-12-01T00:00:00.000Z' } })
      .thenNothing();
  });

  it('sets recruitment interest', () => {
    spec.given([registered]).when({ type: 'SetRecruitmentInterest', data: { contactId, interested: true } }).then([{ type: 'ContactRecruitmentInterestSet', data: { contactId, interested: true } }]);
  });

  it('answers not found for an unknown contact', () => {
    spec.given([]).when({ type: 'ChangeCallStatus', data: { contactId, callMade: true } }).thenThrows('not_found');
  });
});
