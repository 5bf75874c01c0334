import { interviewsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The interviews list's call. */
export const interviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    interviews: contractQuery(build, interviewsFeature.queries.listInterviews, ['Interview', 'Timeline']),
  }),
});

export const { useInterviewsQuery } = interviewsApi;
