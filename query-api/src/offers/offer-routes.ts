import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { offersFeature } from '@rm/domain';
import { bindContracts, queryHandlers, type AuthUser } from '@rm/platform/http';
import { companyOptions } from '../options/option-queries';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { listOffers, offerCompanies } from './offer-queries';
import { listRejectedOffers, rejectedOfferStatistics, type RejectedOfferFilters } from './rejected-offer-queries';

/** The rejected offers' filters, limited to the caller's company for company users. */
const rejectedFilters = (
  user: AuthUser | null,
  query: { page: number; user_id?: string; company_id?: string; campaign_id?: string },
): RejectedOfferFilters => ({
  page: query.page,
  userId: query.user_id,
  companyId: companyScope(user, query.company_id),
  campaignId: query.campaign_id,
});

/** The offer pipeline board: one column per stage, and the companies to filter it by. */
export const offerQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, db }, done) => {
  bindContracts(
    app,
    queryHandlers(offersFeature, {
      offerCompanies: (request) => offerCompanies(pool, companyScope(request.user)),
      offerCompanyOptions: (request) => companyOptions(pool, companyScope(request.user)),
      listOffers: (request) =>
        listOffers(db, {
          stage: request.params.stage,
          page: request.query.page,
          userId: request.query.user_id,
          companyId: companyScope(request.user, request.query.company_id),
          campaignId: request.query.campaign_id,
        }),
      listRejectedOffers: (request) => listRejectedOffers(pool, rejectedFilters(request.user, request.query)),
      rejectedOfferStatistics: (request) => rejectedOfferStatistics(pool, rejectedFilters(request.user, request.query)),
    }),
  );
  done();
};
