import { COMPANY_USER_PERMISSIONS, grants, type CurrentUser } from '@rm/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './access';
import { unauthorized } from './errors';

/** The signed-in user as `GET /api/user/current` and `POST /login` answer it. */
export const currentUserBody = (user: AuthUser): CurrentUser => ({
  id: user.id,
  email: user.email,
  roles: user.roles.map((name) => ({ name })),
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: user.fullName,
  phone_confirmed_at: user.phoneConfirmedAt,
  profile_image_url: user.profileImageUrl,
  company_id: user.companyId,
  permissions: COMPANY_USER_PERMISSIONS.filter((permission) => grants(user, permission)),
});

/** The request's user on a route that is not public (the access check has let only signed-in users in). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
