import { Type, type Static } from '@sinclair/typebox';
import { Personal, Secret, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

export const ROLE_NAMES = ['admin', 'business', 'business-owner', 'contact'] as const;
export const RoleNameSchema = Type.Union(ROLE_NAMES.map((r) => Type.Literal(r)));
export type RoleName = (typeof ROLE_NAMES)[number];

/** A sign-in address; erased, it reads as an address of no one that stays unique per user. */
export const ERASED_EMAIL = 'geloescht-{subject}@invalid';
const Email = Personal(Type.String(), { subject: 'userId', erased: ERASED_EMAIL });
/** Erased, a password hash reads as empty: no password matches it, the account cannot sign in. */
const PasswordHash = Secret(Personal(Type.String(), { subject: 'userId', erased: '' }));

export const UserRegisteredSchema = Type.Object({
  type: Type.Literal('UserRegistered'),
  data: Type.Object({
    userId: Uuid,
    email: Email,
    firstName: Personal(Type.String(), { subject: 'userId' }),
    lastName: Personal(Type.String(), { subject: 'userId', erased: '' }),
    phone: Nullable(Personal(Type.String(), { subject: 'userId' })),
    /** argon2id hash; the plain password never enters an event. */
    passwordHash: PasswordHash,
    companyId: Nullable(Uuid),
  }),
});
export const UserRoleGrantedSchema = Type.Object({
  type: Type.Literal('UserRoleGranted'),
  data: Type.Object({ userId: Subject(Uuid), role: RoleNameSchema }),
});
export const UserPasswordChangedSchema = Type.Object({
  type: Type.Literal('UserPasswordChanged'),
  data: Type.Object({ userId: Uuid, passwordHash: PasswordHash }),
});

/** Appended alone to `user-email-<digest of the address>`: the claim that makes an address unique across users. */
export const UserEmailClaimedSchema = Type.Object({
  type: Type.Literal('UserEmailClaimed'),
  data: Type.Object({ userId: Uuid, email: Email }),
});
/** Appended to the claim stream when its user was erased: the address may be registered again. */
export const UserEmailReleasedSchema = Type.Object({
  type: Type.Literal('UserEmailReleased'),
  data: Type.Object({ userId: Subject(Uuid) }),
});

/**
 * A company user's or an admin's account erased (Art. 17): the user's key was deleted, so their name,
 * e-mail, phone and password hash read as their erased values everywhere; the account cannot sign in
 * again. Appended to the user's stream; the read models forget the `subjectIds` as for a candidate's
 * `PersonalDataErased`. The reason holds no personal data (it stays readable as proof).
 */
export const AccountPersonalDataErasedSchema = Type.Object({
  type: Type.Literal('AccountPersonalDataErased'),
  data: Type.Object({
    userId: Subject(Uuid),
    /** Every id whose key was deleted: the user's. */
    subjectIds: Type.Array(Uuid),
    cause: Type.Literal('request'),
    reason: Type.String(),
    erasedAt: Timestamp,
  }),
});

export type UserRegistered = Static<typeof UserRegisteredSchema>;
export type UserEmailClaimed = Static<typeof UserEmailClaimedSchema>;
export type UserEmailReleased = Static<typeof UserEmailReleasedSchema>;
export type UserRoleGranted = Static<typeof UserRoleGrantedSchema>;
export type UserPasswordChanged = Static<typeof UserPasswordChangedSchema>;
export type AccountPersonalDataErased = Static<typeof AccountPersonalDataErasedSchema>;
export type UserEvent = UserRegistered | UserRoleGranted | UserPasswordChanged | AccountPersonalDataErased;
export type UserEmailEvent = UserEmailClaimed | UserEmailReleased;
export const UserEventSchemas = [
  UserRegisteredSchema,
  UserRoleGrantedSchema,
  UserPasswordChangedSchema,
  UserEmailClaimedSchema,
  UserEmailReleasedSchema,
  AccountPersonalDataErasedSchema,
] as const;

export const userStreamId = (userId: string): string => `user-${userId}`;
/**
 * Claims an e-mail address so that two registrations cannot share it. The stream is named by a digest of
 * the normalised address (`emailDigest` on the command side), never by the address: stream ids are not
 * encrypted and outlive an erasure.
 */
export const userEmailStreamId = (emailDigest: string): string => `user-email-${emailDigest}`;
