import { analyticsFeature, reportsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = analyticsFeature.queries;
const r = reportsFeature.queries;

/** Every chart's series; a change of the statistics (the `Stats` feed) refetches the open ones. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statsActivities: contractQuery(build, q.statsActivities, ['Stats']),
    statsPartners: contractQuery(build, q.statsPartners, ['Stats']),
    statsCompaniesCompareRecent: contractQuery(build, q.statsCompaniesCompareRecent, ['Stats']),
    statsContactRejectionReasons: contractQuery(build, q.statsContactRejectionReasons, ['Stats']),
    statsHiredContacts: contractQuery(build, q.statsHiredContacts, ['Stats']),
    statsHiredContactsByCompanies: contractQuery(build, q.statsHiredContactsByCompanies, ['Stats']),
    statsUnlocksBySalesOwner: contractQuery(build, q.statsUnlocksBySalesOwner, ['Stats']),
    statsUnlockedTimeWise: contractQuery(build, q.statsUnlockedTimeWise, ['Stats']),
    statsSaleCompareRecent: contractQuery(build, q.statsSaleCompareRecent, ['Stats']),
    statsSaleLeaderboardCompareRecent: contractQuery(build, q.statsSaleLeaderboardCompareRecent, ['Stats']),
    statsSaleLeaderboardCompareRecentMonths: contractQuery(build, q.statsSaleLeaderboardCompareRecentMonths, ['Stats']),
    statsSaleLeaderboardSalesCompanies: contractQuery(build, q.statsSaleLeaderboardSalesCompanies, ['Stats']),
    statsContactProfileVisits: contractQuery(build, q.statsContactProfileVisits, ['Stats']),
    statsContactReplacementReasons: contractQuery(build, q.statsContactReplacementReasons, ['Stats']),
    statsTransactionRevenueMonthly: contractQuery(build, q.statsTransactionRevenueMonthly, ['Stats']),
    campaignStats: contractQuery(build, r.campaignStats, ['Stats']),
    campaignOffersGraph: contractQuery(build, r.campaignOffersGraph, ['Stats']),
    campaignRejectionReasons: contractQuery(build, r.campaignRejectionReasons, ['Stats']),
    conversionReport: contractQuery(build, r.conversionReport, ['Stats']),
    conversionReportSms: contractQuery(build, r.conversionReportSms, ['Stats']),
    conversionReportMail: contractQuery(build, r.conversionReportMail, ['Stats']),
    campaignRoiReport: contractQuery(build, r.campaignRoiReport, ['Stats']),
    dashboardCampaigns: contractQuery(build, r.dashboardCampaigns, ['Stats']),
    dashboardPlayers: contractQuery(build, r.dashboardPlayers, ['Stats']),
    potentialUnlocks: contractMutation(build, reportsFeature.commands.potentialUnlocks),
  }),
});

export const {
  useStatsActivitiesQuery,
  useStatsPartnersQuery,
  useStatsCompaniesCompareRecentQuery,
  useStatsContactRejectionReasonsQuery,
  useStatsHiredContactsQuery,
  useStatsHiredContactsByCompaniesQuery,
  useStatsUnlocksBySalesOwnerQuery,
  useStatsUnlockedTimeWiseQuery,
  useStatsSaleCompareRecentQuery,
  useStatsSaleLeaderboardSalesCompaniesQuery,
  useStatsSaleLeaderboardCompareRecentQuery,
  useStatsSaleLeaderboardCompareRecentMonthsQuery,
  useStatsContactProfileVisitsQuery,
  useStatsContactReplacementReasonsQuery,
  useStatsTransactionRevenueMonthlyQuery,
  useCampaignStatsQuery,
  useCampaignOffersGraphQuery,
  useCampaignRejectionReasonsQuery,
  useConversionReportQuery,
  useConversionReportSmsQuery,
  useConversionReportMailQuery,
  useCampaignRoiReportQuery,
  useDashboardCampaignsQuery,
  useDashboardPlayersQuery,
  usePotentialUnlocksMutation,
} = analyticsApi;
