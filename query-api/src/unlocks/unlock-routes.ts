import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { UnlockedContactSchema, paged } from '@rm/domain';
import { authorize, notFoundError } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_OR_BUSINESS, IdParamsSchema, PageSchema, companyScope, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { readCompany } from '../users/user-queries';
import { listUnlockedContacts } from './unlock-queries';

const PageQuerySchema = Type.Object({ page: PageSchema });
export type PageQuery = Static<typeof PageQuerySchema>;

const LISTS = [
  { path: '/api/companies/:id/unlocked-contacts', hiredOnly: false, summary: "A company's unlocked contacts, newest first" },
  { path: '/api/companies/:id/hired-unlocked-contacts', hiredOnly: true, summary: "A company's hired unlocked contacts (status_id 4)" },
] as const;

/** A company's unlocked contacts: admins for any company, company users for their own. */
export const unlockQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  for (const { path, hiredOnly, summary } of LISTS) {
    app.get(
      path,
      {
        config: authorize(ADMIN_OR_BUSINESS),
        schema: { tags: ['unlocks'], summary, params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: paged(UnlockedContactSchema), ...queryErrors } },
      },
      async (request) => {
        const companyId = companyScope(request.user, request.params.id) ?? request.params.id;
        if (!(await readCompany(pool, companyId))) throw notFoundError('Company not found.');
        return listUnlockedContacts(pool, companyId, request.query.page, hiredOnly);
      },
    );
  }
  done();
};
