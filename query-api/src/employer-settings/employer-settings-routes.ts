import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DISCOUNTS, employerSettingsFeature, forbidden, PACKAGES } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { listDefinitions, listTestimonials, readPlan, readSepa } from './employer-settings-queries';

/** The signed-in company user's company (403 without one). */
export function ownCompanyOf(request: FastifyRequest): string {
  const user = signedInUser(request);
  if (!user.companyId) throw forbidden();
  return user.companyId;
}

/** Employer settings: SEPA details, definitions, testimonials, packages with the company's current one. */
export const employerSettingsQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(employerSettingsFeature, {
      sepaSettings: async (request) => ({ data: await readSepa(pool, ownCompanyOf(request)) }),
      listDefinitions: async (request) => ({ data: await listDefinitions(pool, ownCompanyOf(request)) }),
      listTestimonials: async (request) => ({
        data: await listTestimonials(pool, companyScope(signedInUser(request), request.query.company_id)),
      }),
      listPackages: async (request) => ({
        data: [...PACKAGES],
        discounts: [...DISCOUNTS],
        current: await readPlan(pool, ownCompanyOf(request)),
      }),
    }),
  );
  done();
};
