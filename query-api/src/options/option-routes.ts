import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { optionsFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { accountManagerOptions, adminUserOptions, campaignOptions, companyOptions, employerOptions } from './option-queries';

/** Option lists for pickers. Company users get their own company's entries only; user lists are for admins. */
export const optionQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(optionsFeature, {
      companyOptions: (request) => companyOptions(pool, companyScope(request.user)),
      employerOptions: (request) => employerOptions(pool, companyScope(request.user, request.query.company_id) ?? request.query.company_id),
      campaignOptions: (request) => campaignOptions(pool, companyScope(request.user, request.query.company_id)),
      accountManagerOptions: () => accountManagerOptions(pool),
      adminUserOptions: () => adminUserOptions(pool),
    }),
  );
  done();
};
