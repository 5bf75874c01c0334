import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { approvalQueryRoutes } from './campaigns/approval-routes';
import { auditQueryRoutes } from './audit/audit-routes';
import { contactQueryRoutes } from './contacts/contact-routes';
import { offerQueryRoutes } from './offers/offer-routes';
import { optionQueryRoutes } from './options/option-routes';
import type { QueryRoutesOptions } from './shared/query-context';
import { unlockQueryRoutes } from './unlocks/unlock-routes';
import { currentUserRoutes } from './users/current-user-routes';

/** The query API: GET routes over the read models. Every route states who may call it (`config.access`). */
export const queryRoutes: FastifyPluginAsyncTypebox<QueryRoutesOptions> = async (app, options) => {
  await app.register(currentUserRoutes, options);
  await app.register(offerQueryRoutes, options);
  await app.register(unlockQueryRoutes, options);
  await app.register(contactQueryRoutes, options);
  await app.register(approvalQueryRoutes, options);
  await app.register(optionQueryRoutes, options);
  await app.register(auditQueryRoutes, options);
};
