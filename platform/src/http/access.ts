import type { RoleName } from '@rm/domain';

/** Who may call a route: anyone, any signed-in user, or users holding one of the roles. */
export type Access = 'public' | 'authenticated' | readonly RoleName[];

/** The signed-in user as every route sees it. */
export interface AuthUser {
  id: string;
  email: string;
  roles: RoleName[];
  companyId: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneConfirmedAt: string | null;
  profileImageUrl: string | null;
}

export const isAdmin = (user: AuthUser): boolean => user.roles.includes('admin');
export const isBusiness = (user: AuthUser): boolean => user.roles.includes('business') || user.roles.includes('business-owner');

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
