import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { contactDecider, type ContactCommand } from './contact-decider';
import type { ContactEvent } from './contact-events';
import { emptyProfile } from './contact-profile';

const contactId = '00000000-0000-4000-8000-000000000011';
const registered: ContactEvent = {
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName: 'Kim',
    lastName: 'Muster',
    email: null,
    phone: '+49 151 1234567',
    profession: 'driver',
    zipCode: '10115',
    city: 'Berlin',
    lat: 52.53,
    lng: 13.38,
    registeredAt: '2026-11-01T10:00:00.000Z',
  },
};
const called: ContactEvent = { type: 'ContactCallStatusChanged', data: { contactId, callMade: true } };
const deactivated: ContactEvent = { type: 'ContactDeactivated', data: { contactId, reason: 'Found a job' } };
const disabled: ContactEvent = { type: 'ContactDisabledForUnlock', data: { contactId } };
const now = '2026-11-22T12:00:00.000Z';
const verified: ContactEvent = { type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now, method: 'otp' } };
const spec = deciderSpec(contactDecider);

describe('contact decider', () => {
  it('registers a contact', () => {
    spec.given([]).when({ type: 'RegisterContact', data: registered.data }).then([registered]);
  });

  it('refuses to register the same contact twice', () => {
    spec.given([registered]).when({ type: 'RegisterContact', data: registered.data }).thenThrows('conflict');
  });

  it('marks the call as made', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeCallStatus', data: { contactId, callMade: true } })
      .then([called]);
  });

  it('marks the call as not made again', () => {
    spec
      .given([registered, called])
      .when({ type: 'ChangeCallStatus', data: { contactId, callMade: false } })
      .then([{ type: 'ContactCallStatusChanged', data: { contactId, callMade: false } }]);
  });

  it('records nothing when the call status is unchanged', () => {
    spec
      .given([registered, called])
      .when({ type: 'ChangeCallStatus', data: { contactId, callMade: true } })
      .thenNothing();
  });

  it('deactivates an active contact with the trimmed reason', () => {
    spec
      .given([registered])
      .when({ type: 'ToggleContactActive', data: { contactId, reason: ' Found a job ' } })
      .then([deactivated]);
  });

  it('activates an inactive contact with a reason', () => {
    spec
      .given([registered, deactivated])
      .when({ type: 'ToggleContactActive', data: { contactId, reason: 'Back on the market' } })
      .then([{ type: 'ContactActivated', data: { contactId, reason: 'Back on the market' } }]);
  });

  it('needs a reason to toggle active', () => {
    spec
      .given([registered])
      .when({ type: 'ToggleContactActive', data: { contactId, reason: '   ' } })
      .thenThrows('invalid', { field: 'reason' });
  });

  it('disables a contact for unlock', () => {
    spec.given([registered]).when({ type: 'ToggleDisableForUnlock', data: { contactId } }).then([disabled]);
  });

  it('enables a disabled contact for unlock again', () => {
    spec
      .given([registered, disabled])
      .when({ type: 'ToggleDisableForUnlock', data: { contactId } })
      .then([{ type: 'ContactEnabledForUnlock', data: { contactId } }]);
  });

  it('verifies the phone with the method and time from the command', () => {
    spec
      .given([registered])
      .when({ type: 'VerifyPhone', data: { contactId, method: 'without_code', now } })
      .then([{ type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now, method: 'without_code' } }]);
  });

  it('keeps a verified phone verified: verifying again records nothing', () => {
    spec
      .given([registered, verified])
      .when({ type: 'VerifyPhone', data: { contactId, method: 'without_code', now: '2026-12-01T00:00:00.000Z' } })
      .thenNothing();
  });

  it('takes the verification back when the number changes, and records nothing for the same number', () => {
    const changed: ContactEvent = { type: 'ContactPhoneChanged', data: { contactId, phone: '+491717654321' } };
    spec
      .given([registered, verified])
      .when({ type: 'ChangeContactPhone', data: { contactId, phone: '+491717654321' } })
      .then([changed]);
    spec
      .given([registered, verified, changed])
      .when({ type: 'ChangeContactPhone', data: { contactId, phone: '+491717654321' } })
      .thenNothing();
    spec
      .given([registered, verified, changed])
      .when({ type: 'VerifyPhone', data: { contactId, method: 'otp', now } })
      .then([{ type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now, method: 'otp' } }]);
  });

  it('sets the recruitment interest', () => {
    spec
      .given([registered])
      .when({ type: 'SetRecruitmentInterest', data: { contactId, interested: false } })
      .then([{ type: 'ContactRecruitmentInterestSet', data: { contactId, interested: false } }]);
  });

  it('records nothing when the recruitment interest is unchanged', () => {
    spec
      .given([registered, { type: 'ContactRecruitmentInterestSet', data: { contactId, interested: true } }])
      .when({ type: 'SetRecruitmentInterest', data: { contactId, interested: true } })
      .thenNothing();
  });

  const onUnknownContact: ContactCommand[] = [
    { type: 'ChangeCallStatus', data: { contactId, callMade: true } },
    { type: 'ToggleContactActive', data: { contactId, reason: 'x' } },
    { type: 'ToggleDisableForUnlock', data: { contactId } },
    { type: 'VerifyPhone', data: { contactId, method: 'otp', now } },
    { type: 'SetRecruitmentInterest', data: { contactId, interested: true } },
  ];
  it.each(onUnknownContact)('answers not found to $type for an unknown contact', (command) => {
    spec.given([]).when(command).thenThrows('not_found', { message: 'Contact not found.' });
  });

  const edit = {
    contactId,
    firstName: ' Kim ',
    lastName: 'Berger',
    email: 'kim@example.test',
    phone: '+49 151 7654321',
    gender: 'female' as const,
    birthYear: 1990,
    profile: { ...emptyProfile(), languages: ['de' as const], driver_licence: true },
  };
  const edited: ContactEvent = { type: 'ContactEdited', data: { ...edit, firstName: 'Kim' } };

  it('edits a contact with trimmed names, and a second identical save changes nothing', () => {
    spec.given([registered]).when({ type: 'EditContact', data: edit }).then([edited]);
    spec.given([registered, edited]).when({ type: 'EditContact', data: edit }).then([]);
  });

  it('records nothing for an unchanged save after a reload that ordered the keys differently (jsonb)', () => {
    const { profile, ...fields } = edited.type === 'ContactEdited' ? edited.data : edit;
    const reversed = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).reverse()) as T;
    const reloaded: ContactEvent = { type: 'ContactEdited', data: { ...reversed({ ...fields }), profile: reversed(profile) } };
    expect(Object.keys(reloaded.data)).not.toEqual(Object.keys(edited.data));
    spec.given([registered, reloaded]).when({ type: 'EditContact', data: edit }).then([]);
    spec
      .given([registered, reloaded])
      .when({ type: 'EditContact', data: { ...edit, profile: { ...profile, shifts: ['night'] } } })
      .then([{ type: 'ContactEdited', data: { ...edited.data, profile: { ...profile, shifts: ['night'] } } }]);
  });

  it('needs a first name and a registered contact to edit', () => {
    spec
      .given([registered])
      .when({ type: 'EditContact', data: { ...edit, firstName: '  ' } })
      .thenThrows('invalid');
    spec.given([]).when({ type: 'EditContact', data: edit }).thenThrows('not_found');
  });

  const incentive = {
    contactId,
    incentiveId: '00000000-0000-4000-8000-000000000099',
    amount: 150,
    note: ' Erster Arbeitstag ',
    givenBy: null,
    givenAt: now,
  };
  it('gives an incentive with the note trimmed, and another one each time (each gets a new id)', () => {
    const given: ContactEvent = { type: 'IncentiveGiven', data: { ...incentive, note: 'Erster Arbeitstag' } };
    spec.given([registered]).when({ type: 'GiveIncentive', data: incentive }).then([given]);
    const second = { ...incentive, incentiveId: '00000000-0000-4000-8000-000000000098', note: null };
    spec
      .given([registered, given])
      .when({ type: 'GiveIncentive', data: second })
      .then([{ type: 'IncentiveGiven', data: second }]);
  });

  it('gives an inactive contact no incentive', () => {
    spec.given([registered, deactivated]).when({ type: 'GiveIncentive', data: incentive }).thenThrows('invalid');
  });
});
