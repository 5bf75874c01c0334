import { analyticsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

const q = analyticsFeature.queries;

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
} = analyticsApi;
