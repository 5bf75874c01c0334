import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { API_FEATURES } from '../api-features';
import { operationsOf } from './contract';
import { ContactDetails, contactDetailsReader, undeclaredContactFieldsOf } from './contact-details';

const operations = API_FEATURES.flatMap((feature) => operationsOf(feature).map(([, operation]) => operation));

/** The operations whose answers show other persons' contact details: each such answer adds access-log rows. */
const LOGGED_READS = [
  'auditLog',
  'candidateProfile',
  'changeUnlockedContactOwner',
  'chatContacts',
  'chatThread',
  'companyEmployers',
  'confirmHireByAdmin',
  'contactDetail',
  'contactInformation',
  'currentUser',
  'entityAuditTrail',
  'hiredContactsOfCompany',
  'listContacts',
  'myUnlockedContact',
  'myUnlockedContacts',
  'openUnlockedContact',
  'rejectHireByAdmin',
  'requestContactUnlock',
  'saveProfileMeta',
  'setUnqualifiedStatusReasons',
  'signIn',
  'unclaimedEmployers',
  'unlockContact',
  'unlockedContactsOfCompany',
  'updateProfile',
  'uploadProfileImage',
  'userManagement',
] as const;

describe('contact details in responses', () => {
  it('every e-mail or phone field of a response declares whose contact details it shows', () => {
    const undeclared = operations.flatMap((operation) =>
      undeclaredContactFieldsOf(operation.response).map((field) => `${operation.operationId}: ${field}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('lists the operations whose answers are recorded in the access log', () => {
    const logged = operations.filter((operation) => contactDetailsReader(operation.response) !== null).map((o) => o.operationId);
    expect(logged.sort()).toEqual([...LOGGED_READS].sort());
  });

  it('finds each person shown once, in lists and nested objects, and nobody whose details are empty', () => {
    const Row = Type.Object({
      id: Type.String(),
      email: ContactDetails(Type.Union([Type.String(), Type.Null()]), { subject: 'id' }),
      data: ContactDetails(Type.Record(Type.String(), Type.Unknown()), { subject: ['data.contactId', 'data.userId'] }),
    });
    const read = contactDetailsReader(Type.Object({ data: Type.Array(Row) }));
    expect(
      read?.({
        data: [
          { id: 'a', email: 'a@example.com', data: {} },
          { id: 'a', email: 'a@example.com', data: { contactId: 'c', userId: 'u' } },
          { id: 'b', email: null, data: {} },
        ],
      }),
    ).toEqual(['a', 'c', 'u']);
    expect(contactDetailsReader(Type.Object({ id: Type.String() }))).toBeNull();
  });
});
