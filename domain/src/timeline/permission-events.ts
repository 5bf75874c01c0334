import { Type, type Static } from '@sinclair/typebox';
import type { Decider } from '../shared/decider';
import { Uuid } from '../shared/schema';

/** The permissions of a company user, as an admin or the company's owner set them (employer spec §3: a list). */
export const CompanyUserPermissionsSetSchema = Type.Object({
  type: Type.Literal('CompanyUserPermissionsSet'),
  data: Type.Object({ userId: Uuid, companyId: Uuid, permissions: Type.Array(Type.String()) }),
});
export type CompanyUserPermissionsSet = Static<typeof CompanyUserPermissionsSetSchema>;
export type PermissionEvent = CompanyUserPermissionsSet;
export const PermissionEventSchemas = [CompanyUserPermissionsSetSchema] as const;

export const companyUserPermissionsStreamId = (userId: string): string => `company-user-permissions-${userId}`;

export type PermissionCommand = { type: 'SetCompanyUserPermissions'; data: CompanyUserPermissionsSet['data'] };

/** A company user's permission list: set as a whole; the same list again changes nothing. */
export const permissionDecider: Decider<{ permissions: string[] | null }, PermissionCommand, PermissionEvent> = {
  initialState: () => ({ permissions: null }),
  decide(command, state) {
    const permissions = [...new Set(command.data.permissions)].sort();
    if (state.permissions !== null && state.permissions.join() === permissions.join()) return [];
    return [{ type: 'CompanyUserPermissionsSet', data: { ...command.data, permissions } }];
  },
  evolve: (_state, event) => ({ permissions: event.data.permissions }),
};
