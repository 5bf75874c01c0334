import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { approvalRoutes } from './campaigns/approval-routes';
import { contactRoutes } from './contacts/contact-routes';
import { offerRoutes } from './offers/offer-routes';
import type { CommandRoutesOptions } from './shared/command-context';
import { unlockRoutes } from './unlocks/unlock-routes';
import { authRoutes } from './users/auth-routes';

/**
 * The command API: one route per command, each validate (TypeBox) → authorise (`config.access`) →
 * load stream → decide → append with the expected revision → answer.
 */
export const commandRoutes: FastifyPluginAsyncTypebox<CommandRoutesOptions> = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(offerRoutes, options);
  await app.register(unlockRoutes, options);
  await app.register(contactRoutes, options);
  await app.register(approvalRoutes, options);
};
