import type { Access, CompanyUserPermission, RoleName } from '@rm/domain';

export type { Access };

/** The signed-in user as every route sees it. */
export interface AuthUser {
  id: string;
  email: string;
  roles: RoleName[];
  companyId: string | null;
  /** The contact (candidate profile) of a user with the contact role. */
  contactId: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneConfirmedAt: string | null;
  profileImageUrl: string | null;
  /** A company user's permission list as the company set it; null (or absent): never limited. */
  permissions?: readonly string[] | null;
}

/** The route option that says who may call a route: `{ config: authorize(['admin']) }`. */
export const authorize = (access: Access): { access: Access } => ({ access });

export const isAdmin = (user: AuthUser): boolean => user.roles.includes('admin');
export const isBusiness = (user: AuthUser): boolean => user.roles.includes('business') || user.roles.includes('business-owner');

/** Whether the user passes a route's access rule (assumes a signed-in user for anything but 'public'). */
export function allows(access: Access, user: AuthUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  return access === 'authenticated' || access.some((role) => user.roles.includes(role));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** Starts a session for the user and sets the session cookie. */
    signIn(userId: string): Promise<void>;
    /** Ends the request's session (if any) and clears the session cookie. */
    signOut(): Promise<void>;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The employer-workspace permission a company user needs besides the roles (see `Contract.permission`). */
    permission?: CompanyUserPermission;
  }
}
