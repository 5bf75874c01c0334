import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { usersFeature } from '@rm/domain';
import { bindContracts, currentUserBody, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { readCompany } from './user-queries';

/** Base data of every screen: who is signed in, and their company. */
export const userQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(usersFeature, {
      currentUser: (request) => currentUserBody(signedInUser(request)),
      currentCompany: async (request) => {
        const companyId = signedInUser(request).companyId;
        return companyId ? await readCompany(pool, companyId) : null;
      },
    }),
  );
  done();
};
