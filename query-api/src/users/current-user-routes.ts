import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CompanySchema, CurrentUserSchema, MessageSchema } from '@rm/domain';
import { authorize, currentUserBody, signedInUser } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';
import type { QueryRoutesOptions } from '../shared/route-kit';
import { readCompany } from './user-queries';

/** Base data of every screen: who is signed in, and their company. */
export const currentUserRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  app.get(
    '/api/user/current',
    {
      config: authorize('authenticated'),
      schema: { tags: ['auth'], summary: 'The signed-in user (401 otherwise; the answer also sets the XSRF-TOKEN cookie)', response: { 200: CurrentUserSchema, 401: MessageSchema } },
    },
    (request) => currentUserBody(signedInUser(request)),
  );

  app.get(
    '/api/company/current',
    {
      config: authorize('authenticated'),
      schema: { tags: ['auth'], summary: "The signed-in user's company, or null", response: { 200: Type.Union([CompanySchema, Type.Null()]), 401: MessageSchema } },
    },
    async (request) => {
      const companyId = signedInUser(request).companyId;
      return companyId ? await readCompany(pool, companyId) : null;
    },
  );
  done();
};
