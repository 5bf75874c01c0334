import { MessageSchema, ValidationErrorSchema, type RoleName } from '@rm/domain';
import { forbidden, isAdmin, type AuthUser } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';
import type { StatementClient } from '@rm/platform';
import type { DatabasePool } from 'slonik';

/** What every query route plugin is given by the composition. */
export interface QueryRoutesOptions {
  pool: DatabasePool;
  /** Named statements for the hottest reads (planned once per connection). */
  db: StatementClient;
  /** Shown beside the pending approvals: audiences with this many candidates or more are not approved. */
  approvalAudienceThreshold: number;
}

export const ADMIN: readonly RoleName[] = ['admin'];
/** Admins and the users of a company (who see their own company only). */
export const ADMIN_OR_BUSINESS: readonly RoleName[] = ['admin', 'business', 'business-owner'];

export const UuidSchema = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: UuidSchema });
export const PageSchema = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

/** The failure answers of a read, for the OpenAPI document. */
export const queryErrors = { 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 422: ValidationErrorSchema } as const;

/** Matches no company: a company user without a company sees nothing. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/**
 * The company a read is limited to: an admin sees every company (or the one asked for); a company
 * user sees their own company only, and asking for another one is refused (403).
 */
export function companyScope(user: AuthUser | null, requested?: string): string | undefined {
  if (!user || isAdmin(user)) return requested;
  if (requested && requested !== user.companyId) throw forbidden();
  return user.companyId ?? NO_COMPANY;
}
