import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CampaignOptionSchema, NamedSchema, PersonSchema } from '@rm/domain';
import { authorize } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN, ADMIN_OR_BUSINESS, UuidSchema, companyScope, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { accountManagerOptions, adminUserOptions, campaignOptions, companyOptions, employerOptions } from './option-queries';

const EmployerOptionsQuerySchema = Type.Object({ company_id: UuidSchema });
export type EmployerOptionsQuery = Static<typeof EmployerOptionsQuerySchema>;
const CampaignOptionsQuerySchema = Type.Object({ company_id: Type.Optional(UuidSchema) });
export type CampaignOptionsQuery = Static<typeof CampaignOptionsQuerySchema>;

/** Option lists for pickers. Company users get their own company's entries only; user lists are for admins. */
export const optionQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  app.get(
    '/api/options/companies',
    { config: authorize(ADMIN_OR_BUSINESS), schema: { tags: ['options'], summary: 'Companies by name', response: { 200: Type.Array(NamedSchema), ...queryErrors } } },
    (request) => companyOptions(pool, companyScope(request.user)),
  );
  app.get(
    '/api/options/employers',
    {
      config: authorize(ADMIN_OR_BUSINESS),
      schema: { tags: ['options'], summary: "A company's employers", querystring: EmployerOptionsQuerySchema, response: { 200: Type.Array(PersonSchema), ...queryErrors } },
    },
    (request) => employerOptions(pool, companyScope(request.user, request.query.company_id) ?? request.query.company_id),
  );
  app.get(
    '/api/options/all-campaigns',
    {
      config: authorize(ADMIN_OR_BUSINESS),
      schema: { tags: ['options'], summary: 'Campaigns with their cost per unlock (euros)', querystring: CampaignOptionsQuerySchema, response: { 200: Type.Array(CampaignOptionSchema), ...queryErrors } },
    },
    (request) => campaignOptions(pool, companyScope(request.user, request.query.company_id)),
  );
  app.get(
    '/api/options/account-manager-users',
    { config: authorize(ADMIN), schema: { tags: ['options'], summary: 'Account managers', response: { 200: Type.Array(PersonSchema), ...queryErrors } } },
    () => accountManagerOptions(pool),
  );
  app.get(
    '/api/options/admin-users',
    { config: authorize(ADMIN), schema: { tags: ['options'], summary: 'Admin users', response: { 200: Type.Array(PersonSchema), ...queryErrors } } },
    () => adminUserOptions(pool),
  );
  done();
};
