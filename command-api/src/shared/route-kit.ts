import { MessageSchema, ValidationErrorSchema, type RoleName } from '@rm/domain';
import type { LoginThrottle } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { CommandMetadata } from './handle-command';
import type { CommandReadPort } from './read-port';
import type { CommandStore } from './state-cache';

/** What every command route plugin is given by the composition. */
export interface CommandRoutesOptions {
  store: CommandStore;
  reads: CommandReadPort;
  loginThrottle: LoginThrottle;
  /** Audiences with this many candidates or more are not approved (spec: 600). */
  approvalAudienceThreshold: number;
}

export const ADMIN: readonly RoleName[] = ['admin'];
/** Admins and the users of a company (their own company's offers and unlocks only). */
export const ADMIN_OR_BUSINESS: readonly RoleName[] = ['admin', 'business', 'business-owner'];

export const UuidSchema = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: UuidSchema });
export const SuccessSchema = Type.Object({ success: Type.Boolean() });

/** The failure answers of a state-changing route, for the OpenAPI document. */
export const commandErrors = {
  401: MessageSchema,
  403: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
  419: MessageSchema,
  422: ValidationErrorSchema,
} as const;

/** Event metadata of a command sent over HTTP: the signed-in actor, the request id, the caller's address. */
export const metadataOf = (request: FastifyRequest): CommandMetadata => ({
  actorId: request.user?.id ?? null,
  actorRole: request.user?.roles[0] ?? null,
  correlationId: request.id,
  requestIp: request.ip,
});
