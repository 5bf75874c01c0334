import { Type, type Static } from '@sinclair/typebox';
import { Actor, ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { ContactProfileSchema, GenderSchema } from './contact-profile';

export const PROFESSIONS = ['care', 'nursing', 'driver'] as const;
export const ProfessionSchema = Type.Union(PROFESSIONS.map((p) => Type.Literal(p)));

export const ContactRegisteredSchema = Type.Object({
  type: Type.Literal('ContactRegistered'),
  data: Type.Object({
    contactId: Subject(Uuid),
    /** The candidate's sign-in user, when the contact has one. */
    userId: Subject(Nullable(Uuid)),
    firstName: Personal(Type.String(), { subject: 'contactId' }),
    lastName: Personal(Type.String(), { subject: 'contactId', erased: '' }),
    email: Nullable(Personal(Type.String(), { subject: 'contactId' })),
    phone: Nullable(Personal(Type.String(), { subject: 'contactId' })),
    profession: ProfessionSchema,
    /** Where the person lives: erased, an address reads as empty and its coordinates as 0 (outside any radius in Germany). */
    zipCode: Personal(Type.String(), { subject: 'contactId', erased: '' }),
    city: Personal(Type.String(), { subject: 'contactId', erased: '' }),
    lat: Personal(Type.Number(), { subject: 'contactId', erased: 0 }),
    lng: Personal(Type.Number(), { subject: 'contactId', erased: 0 }),
    registeredAt: Timestamp,
  }),
});
export const ContactCallStatusChangedSchema = Type.Object({
  type: Type.Literal('ContactCallStatusChanged'),
  data: Type.Object({ contactId: Subject(Uuid), callMade: Type.Boolean() }),
});
/** An admin's reason is free text about the person. */
const Reason = Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT });
export const ContactActivatedSchema = Type.Object({
  type: Type.Literal('ContactActivated'),
  data: Type.Object({ contactId: Subject(Uuid), reason: Reason }),
});
export const ContactDeactivatedSchema = Type.Object({
  type: Type.Literal('ContactDeactivated'),
  data: Type.Object({ contactId: Subject(Uuid), reason: Reason }),
});
export const ContactDisabledForUnlockSchema = Type.Object({
  type: Type.Literal('ContactDisabledForUnlock'),
  data: Type.Object({ contactId: Subject(Uuid) }),
});
export const ContactEnabledForUnlockSchema = Type.Object({
  type: Type.Literal('ContactEnabledForUnlock'),
  data: Type.Object({ contactId: Subject(Uuid) }),
});
export const ContactPhoneVerifiedSchema = Type.Object({
  type: Type.Literal('ContactPhoneVerified'),
  data: Type.Object({
    contactId: Subject(Uuid),
    verifiedAt: Timestamp,
    method: Type.Union([Type.Literal('without_code'), Type.Literal('otp')]),
  }),
});
export const ContactRecruitmentInterestSetSchema = Type.Object({
  type: Type.Literal('ContactRecruitmentInterestSet'),
  data: Type.Object({ contactId: Subject(Uuid), interested: Type.Boolean() }),
});

/** The candidate changed their phone number (on their profile): a verification of the old number no longer counts. */
export const ContactPhoneChangedSchema = Type.Object({
  type: Type.Literal('ContactPhoneChanged'),
  data: Type.Object({ contactId: Subject(Uuid), phone: Nullable(Personal(Type.String(), { subject: 'contactId' })) }),
});
/** An admin changed the contact's name, e-mail, phone and profile (every field as it now stands). */
export const ContactEditedSchema = Type.Object({
  type: Type.Literal('ContactEdited'),
  data: Type.Object({
    contactId: Subject(Uuid),
    firstName: Personal(Type.String(), { subject: 'contactId' }),
    lastName: Personal(Type.String(), { subject: 'contactId', erased: '' }),
    email: Nullable(Personal(Type.String(), { subject: 'contactId' })),
    phone: Nullable(Personal(Type.String(), { subject: 'contactId' })),
    gender: Nullable(Personal(GenderSchema, { subject: 'contactId', erased: null })),
    birthYear: Nullable(Personal(Type.Integer(), { subject: 'contactId', erased: null })),
    profile: ContactProfileSchema,
  }),
});
/** An admin gave the contact an incentive (a bonus in euros, e.g. for starting work); the note is about the person. */
export const IncentiveGivenSchema = Type.Object({
  type: Type.Literal('IncentiveGiven'),
  data: Type.Object({
    contactId: Subject(Uuid),
    incentiveId: Uuid,
    amount: Type.Integer({ minimum: 1 }),
    note: Nullable(Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT })),
    givenBy: Actor(Nullable(Uuid)),
    givenAt: Timestamp,
  }),
});

export type ContactRegistered = Static<typeof ContactRegisteredSchema>;
export type ContactCallStatusChanged = Static<typeof ContactCallStatusChangedSchema>;
export type ContactActivated = Static<typeof ContactActivatedSchema>;
export type ContactDeactivated = Static<typeof ContactDeactivatedSchema>;
export type ContactDisabledForUnlock = Static<typeof ContactDisabledForUnlockSchema>;
export type ContactEnabledForUnlock = Static<typeof ContactEnabledForUnlockSchema>;
export type ContactPhoneVerified = Static<typeof ContactPhoneVerifiedSchema>;
export type ContactPhoneChanged = Static<typeof ContactPhoneChangedSchema>;
export type ContactRecruitmentInterestSet = Static<typeof ContactRecruitmentInterestSetSchema>;
export type ContactEdited = Static<typeof ContactEditedSchema>;
export type IncentiveGiven = Static<typeof IncentiveGivenSchema>;
export type ContactEvent =
  | ContactRegistered
  | ContactCallStatusChanged
  | ContactActivated
  | ContactDeactivated
  | ContactDisabledForUnlock
  | ContactEnabledForUnlock
  | ContactPhoneVerified
  | ContactPhoneChanged
  | ContactRecruitmentInterestSet
  | ContactEdited
  | IncentiveGiven;
export const ContactEventSchemas = [
  ContactRegisteredSchema,
  ContactCallStatusChangedSchema,
  ContactActivatedSchema,
  ContactDeactivatedSchema,
  ContactDisabledForUnlockSchema,
  ContactEnabledForUnlockSchema,
  ContactPhoneVerifiedSchema,
  ContactPhoneChangedSchema,
  ContactRecruitmentInterestSetSchema,
  ContactEditedSchema,
  IncentiveGivenSchema,
] as const;

export const contactStreamId = (contactId: string): string => `contact-${contactId}`;
