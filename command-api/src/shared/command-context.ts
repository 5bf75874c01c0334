import type { LoginThrottle } from '@rm/platform/http';
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

/** Event metadata of a command sent over HTTP: the signed-in actor, the request id, the caller's address. */
export const metadataOf = (request: FastifyRequest): CommandMetadata => ({
  actorId: request.user?.id ?? null,
  actorRole: request.user?.roles[0] ?? null,
  correlationId: request.id,
  requestIp: request.ip,
});
