import { Type, type Static } from '@sinclair/typebox';
import { ERASED_EMAIL } from '../users/user-events';
import { Personal, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { ProfileLanguageSchema, ProfileMetaSchema } from './candidate-profile-schemas';

/**
 * A candidate changed their name, e-mail, phone, country or language (`POST /api/profile`). The personal
 * fields are the user's (erased like those of `UserRegistered`), since the users read model copies them.
 */
export const CandidateProfileChangedSchema = Type.Object({
  type: Type.Literal('CandidateProfileChanged'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    firstName: Personal(Type.String(), { subject: 'userId' }),
    lastName: Personal(Type.String(), { subject: 'userId', erased: '' }),
    /** The sign-in address from now on (its claim stream moved with it). */
    email: Personal(Type.String(), { subject: 'userId', erased: ERASED_EMAIL }),
    phone: Nullable(Personal(Type.String(), { subject: 'userId' })),
    country: Type.String(),
    language: ProfileLanguageSchema,
  }),
});
/**
 * The candidate's phone number is another one now (E.164, or none): a verification of the earlier number
 * does not hold for it. Appended beside `CandidateProfileChanged` only when the number changed.
 */
export const CandidatePhoneChangedSchema = Type.Object({
  type: Type.Literal('CandidatePhoneChanged'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    phone: Nullable(Personal(Type.String(), { subject: 'userId' })),
    previousPhone: Nullable(Personal(Type.String(), { subject: 'userId' })),
    changedAt: Timestamp,
  }),
});
/** A new profile image: the image and its thumbnail are person files (encrypted with the candidate's key), named here by id only. */
export const CandidateProfileImageChangedSchema = Type.Object({
  type: Type.Literal('CandidateProfileImageChanged'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    imageId: Uuid,
    thumbnailId: Uuid,
    contentType: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  }),
});
/** The profile-meta wizard was saved: everything it holds is about the person, so the whole meta is one personal field. */
export const CandidateProfileMetaSavedSchema = Type.Object({
  type: Type.Literal('CandidateProfileMetaSaved'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    variant: Type.String(),
    meta: Nullable(Personal(ProfileMetaSchema, { subject: 'contactId' })),
  }),
});
/** Where the candidate is in the wizard (`POST /profile-session/meta`), and the address typed so far. */
export const CandidateProfileStepSavedSchema = Type.Object({
  type: Type.Literal('CandidateProfileStepSaved'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    step: Type.Integer({ minimum: 1 }),
    address: Nullable(Personal(Type.String(), { subject: 'contactId' })),
  }),
});
/**
 * The candidate deleted their account: why (a reason of the reference list, its text erased with them).
 * The erasure itself follows as `PersonalDataErased` (cause `account_deleted`) on the privacy record.
 */
export const CandidateAccountDeletedSchema = Type.Object({
  type: Type.Literal('CandidateAccountDeleted'),
  data: Type.Object({
    contactId: Subject(Uuid),
    userId: Subject(Uuid),
    reasonId: Uuid,
    reasonText: Nullable(Personal(Type.String(), { subject: 'contactId' })),
    deletedAt: Timestamp,
  }),
});

export type CandidateProfileChanged = Static<typeof CandidateProfileChangedSchema>;
export type CandidatePhoneChanged = Static<typeof CandidatePhoneChangedSchema>;
export type CandidateProfileImageChanged = Static<typeof CandidateProfileImageChangedSchema>;
export type CandidateProfileMetaSaved = Static<typeof CandidateProfileMetaSavedSchema>;
export type CandidateProfileStepSaved = Static<typeof CandidateProfileStepSavedSchema>;
export type CandidateAccountDeleted = Static<typeof CandidateAccountDeletedSchema>;
export type CandidateProfileEvent =
  | CandidateProfileChanged
  | CandidatePhoneChanged
  | CandidateProfileImageChanged
  | CandidateProfileMetaSaved
  | CandidateProfileStepSaved
  | CandidateAccountDeleted;
export const CandidateProfileEventSchemas = [
  CandidateProfileChangedSchema,
  CandidatePhoneChangedSchema,
  CandidateProfileImageChangedSchema,
  CandidateProfileMetaSavedSchema,
  CandidateProfileStepSavedSchema,
  CandidateAccountDeletedSchema,
] as const;

/** A candidate's own profile: `candidate-profile-<contactId>`. */
export const candidateProfileStreamId = (contactId: string): string => `candidate-profile-${contactId}`;
