import { audiencesFeature, candidateOffersFeature, jobPostingsFeature, reviewsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = jobPostingsFeature.queries;
const rq = reviewsFeature.queries;
const rc = reviewsFeature.commands;

/** The public site's calls (no sign-in) and the candidate's review calls. */
export const publicSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchJobs: contractQuery(build, q.searchJobs, ['JobPostings']),
    jobPosting: contractQuery(build, q.jobPosting, ['JobPostings']),
    jobHighlights: contractQuery(build, q.jobHighlights, ['JobPostings']),
    placeSuggestions: contractQuery(build, q.placeSuggestions, []),
    employerReviews: contractQuery(build, q.employerReviews, ['Reviews']),
    isAlreadyRated: contractQuery(build, rq.isAlreadyRated, ['Reviews']),
    reviewQuestions: contractQuery(build, rq.reviewQuestions, []),
    submitPublicReview: contractMutation(build, rc.submitPublicReview, ['Reviews']),
    submitPrivateReview: contractMutation(build, rc.submitPrivateReview, ['Reviews']),
    updateReview: contractMutation(build, rc.updateReview, ['Reviews']),
    /** The landing page's zip check: the same call as the audience form's postal-code lookup. */
    landingZipCheck: contractMutation(build, audiencesFeature.commands.potentialLocations, []),
    /** A signed-in candidate's offers, for the job cards of the postings they were offered (the same call as their offers page). */
    offersForJobCards: contractQuery(build, candidateOffersFeature.queries.myOffers, [{ type: 'CandidateOffer', id: 'LIST' }]),
  }),
});

export const {
  useSearchJobsQuery,
  useJobPostingQuery,
  useJobHighlightsQuery,
  useOffersForJobCardsQuery,
  usePlaceSuggestionsQuery,
  useEmployerReviewsQuery,
  useIsAlreadyRatedQuery,
  useReviewQuestionsQuery,
  useSubmitPublicReviewMutation,
  useSubmitPrivateReviewMutation,
  useUpdateReviewMutation,
  useLandingZipCheckMutation,
} = publicSiteApi;
