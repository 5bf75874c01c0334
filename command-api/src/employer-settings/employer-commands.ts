import { employerDecider, employerStreamId, forbidden, type EmployerCommand } from '@rm/domain';
import { signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/** Runs a command on the company's employer workspace (`employer-<companyId>`). */
export const runEmployerCommand = (store: CommandStore, companyId: string, command: EmployerCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: employerStreamId(companyId), decider: employerDecider, command, metadata });

/** The signed-in company user's company (a company user without one may change nothing: 403). */
export function ownCompany(request: FastifyRequest): string {
  const user = signedInUser(request);
  if (!user.companyId) throw forbidden();
  return user.companyId;
}
