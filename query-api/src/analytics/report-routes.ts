import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { forbidden, invalid, notFound, reportsFeature } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser, type AuthUser } from '@rm/platform/http';
import type { CommonQueryMethods } from 'slonik';
import type { QueryRoutesOptions } from '../shared/query-context';
import {
  campaignOf,
  campaignOffersGraph,
  campaignRejectionReasons,
  campaignRoi,
  campaignStats,
  conversionReport,
  dashboardCampaigns,
  dashboardPlayers,
} from './report-queries';

/** The campaign of a campaign report, if the user may see it: admins any, company users their company's. */
async function visibleCampaign(db: CommonQueryMethods, user: AuthUser, campaignId: string) {
  const campaign = await campaignOf(db, campaignId);
  if (!campaign) throw notFound('Campaign not found.');
  if (!isAdmin(user) && user.companyId !== campaign.company_id) throw forbidden();
  return campaign;
}

/** `till` may not lie before `from`. */
function checkedSpan<Q extends { from?: string; till?: string }>(query: Q): Q {
  if (query.from && query.till && query.till < query.from) throw invalid('till', 'The end date must not be before the start date.');
  return query;
}

/** Campaign analytics, conversion and ROI reports and the admin dashboards. */
export const reportQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(reportsFeature, {
      campaignStats: async (request) =>
        campaignStats(pool, await visibleCampaign(pool, signedInUser(request), request.params.id), request.query.as_of),
      campaignOffersGraph: async (request) => {
        const campaign = await visibleCampaign(pool, signedInUser(request), request.params.id);
        return campaignOffersGraph(pool, campaign.campaign_id, request.query);
      },
      campaignRejectionReasons: async (request) => {
        const campaign = await visibleCampaign(pool, signedInUser(request), request.params.id);
        return campaignRejectionReasons(pool, campaign.campaign_id, request.query.as_of);
      },
      conversionReport: (request) => conversionReport(pool, 'all', checkedSpan(request.query)),
      conversionReportSms: (request) => conversionReport(pool, 'sms', checkedSpan(request.query)),
      conversionReportMail: (request) => conversionReport(pool, 'mail', checkedSpan(request.query)),
      campaignRoiReport: (request) => campaignRoi(pool, request.query),
      dashboardCampaigns: (request) => dashboardCampaigns(pool, request.query),
      dashboardPlayers: (request) => dashboardPlayers(pool, request.query),
    }),
  );
  done();
};
