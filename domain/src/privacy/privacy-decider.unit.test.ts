import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { privacyDecider } from './privacy-decider';
import type { PrivacyEvent } from './privacy-events';

const contactId = '00000000-0000-4000-8000-000000000021';
const userId = '00000000-0000-4000-8000-000000000022';
const at = '2026-11-22T12:00:00.000Z';
const spec = deciderSpec(privacyDecider);
const pool: PrivacyEvent = {
  type: 'ConsentGiven',
  data: { contactId, purpose: 'talent_pool', textVersion: '2026-01', channel: 'web', givenAt: at },
};
const erased: PrivacyEvent = {
  type: 'PersonalDataErased',
  data: { contactId, subjectIds: [contactId, userId], cause: 'request', reason: 'Antrag vom 20.11.', erasedAt: at },
};

describe('privacy decider', () => {
  it('records a consent with its text version and channel', () => {
    spec
      .given([])
      .when({ type: 'GiveConsent', data: { contactId, purpose: 'talent_pool', textVersion: ' 2026-01 ', channel: 'web', at } })
      .then([pool]);
  });

  it('records the same consent again only for a new text version', () => {
    spec
      .given([pool])
      .when({ type: 'GiveConsent', data: { contactId, purpose: 'talent_pool', textVersion: '2026-01', channel: 'phone', at } })
      .thenNothing();
    const withdrawn: PrivacyEvent = {
      type: 'ConsentWithdrawn',
      data: { contactId, purpose: 'talent_pool', channel: 'email', withdrawnAt: at },
    };
    spec
      .given([pool, withdrawn])
      .when({ type: 'GiveConsent', data: { contactId, purpose: 'talent_pool', textVersion: '2026-01', channel: 'phone', at } })
      .then([{ type: 'ConsentGiven', data: { contactId, purpose: 'talent_pool', textVersion: '2026-01', channel: 'phone', givenAt: at } }]);
  });

  it('refuses a text version that was never published (on text_version)', () => {
    spec
      .given([])
      .when({ type: 'GiveConsent', data: { contactId, purpose: 'terms', textVersion: '2027-01', channel: 'web', at } })
      .thenThrows('invalid', { field: 'text_version' });
  });

  it('offers no withdrawal of the terms or the privacy notice: they rest on the contract, not on consent', () => {
    const terms: PrivacyEvent = {
      type: 'ConsentGiven',
      data: { contactId, purpose: 'terms', textVersion: '2026-01', channel: 'web', givenAt: at },
    };
    for (const purpose of ['terms', 'privacy_notice'] as const)
      spec
        .given([terms])
        .when({ type: 'WithdrawConsent', data: { contactId, purpose, channel: 'web', at } })
        .thenThrows('invalid', { field: 'purpose' });
  });

  it('withdraws a consent in force, and refuses to withdraw one that is not', () => {
    spec
      .given([pool])
      .when({ type: 'WithdrawConsent', data: { contactId, purpose: 'talent_pool', channel: 'email', at } })
      .then([{ type: 'ConsentWithdrawn', data: { contactId, purpose: 'talent_pool', channel: 'email', withdrawnAt: at } }]);
    spec
      .given([])
      .when({ type: 'WithdrawConsent', data: { contactId, purpose: 'talent_pool', channel: 'email', at } })
      .thenThrows('invalid', { field: 'purpose' });
  });

  it("needs an admin's export reason of 5 characters; the person's own needs none", () => {
    spec
      .given([])
      .when({ type: 'RecordExport', data: { contactId, requestedBy: 'admin', reason: ' abc ' } })
      .thenThrows('invalid', { field: 'reason' });
    spec
      .given([])
      .when({ type: 'RecordExport', data: { contactId, requestedBy: 'subject', reason: null } })
      .then([{ type: 'PersonalDataExported', data: { contactId, requestedBy: 'subject', reason: null } }]);
  });

  it('erases once, with a reason, and refuses everything after', () => {
    spec
      .given([pool])
      .when({
        type: 'ErasePersonalData',
        data: { contactId, subjectIds: [contactId, userId, contactId], cause: 'request', reason: ' Antrag vom 20.11. ', at },
      })
      .then([erased]);
    spec
      .given([])
      .when({ type: 'ErasePersonalData', data: { contactId, subjectIds: [contactId], cause: 'request', reason: 'kurz', at } })
      .thenThrows('invalid', { field: 'reason', message: 'gültigen Grund' });
    spec
      .given([erased])
      .when({ type: 'ErasePersonalData', data: { contactId, subjectIds: [contactId], cause: 'request', reason: 'noch einmal', at } })
      .thenThrows('conflict');
    spec
      .given([erased])
      .when({ type: 'GiveConsent', data: { contactId, purpose: 'terms', textVersion: '1', channel: 'web', at } })
      .thenThrows('conflict');
    spec
      .given([erased])
      .when({ type: 'RecordExport', data: { contactId, requestedBy: 'subject', reason: null } })
      .thenThrows('conflict');
  });
});
