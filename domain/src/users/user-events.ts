import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Uuid } from '../shared/schema';

export const ROLE_NAMES = ['admin', 'business', 'business-owner', 'contact'] as const;
export const RoleNameSchema = Type.Union(ROLE_NAMES.map((r) => Type.Literal(r)));
export type RoleName = (typeof ROLE_NAMES)[number];

export const UserRegisteredSchema = Type.Object({
  type: Type.Literal('UserRegistered'),
  data: Type.Object({
    userId: Uuid,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Nullable(Type.String()),
    /** argon2id hash; the plain password never enters an event. */
    passwordHash: Type.String(),
    companyId: Nullable(Uuid),
  }),
});
export const UserRoleGrantedSchema = Type.Object({
  type: Type.Literal('UserRoleGranted'),
  data: Type.Object({ userId: Uuid, role: RoleNameSchema }),
});
export const UserPasswordChangedSchema = Type.Object({
  type: Type.Literal('UserPasswordChanged'),
  data: Type.Object({ userId: Uuid, passwordHash: Type.String() }),
});

/** Appended alone to `user-email-<email>`: the claim that makes an address unique across users. */
export const UserEmailClaimedSchema = Type.Object({
  type: Type.Literal('UserEmailClaimed'),
  data: Type.Object({ userId: Uuid, email: Type.String() }),
});

export type UserRegistered = Static<typeof UserRegisteredSchema>;
export type UserEmailClaimed = Static<typeof UserEmailClaimedSchema>;
export type UserRoleGranted = Static<typeof UserRoleGrantedSchema>;
export type UserPasswordChanged = Static<typeof UserPasswordChangedSchema>;
export type UserEvent = UserRegistered | UserRoleGranted | UserPasswordChanged;
export type UserEmailEvent = UserEmailClaimed;
export const UserEventSchemas = [UserRegisteredSchema, UserRoleGrantedSchema, UserPasswordChangedSchema, UserEmailClaimedSchema] as const;

export const userStreamId = (userId: string): string => `user-${userId}`;
/** Claims an e-mail address so that two registrations cannot share it. */
export const userEmailStreamId = (email: string): string => `user-email-${email.trim().toLowerCase()}`;
