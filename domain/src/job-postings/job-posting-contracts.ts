import { Type } from '@sinclair/typebox';
import { apiFeature, contract, IdParams, Page } from '../shared/contract';
import {
  JobSearchPage,
  EmployerReviewsAnswerSchema,
  HighlightsSchema,
  JobDetailSchema,
  JobSearchAnswerSchema,
  PlaceSuggestionSchema,
} from './job-posting-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'job-postings';

/**
 * The public site's reads (no sign-in): the job search over the open job postings, a posting, the
 * landing page's highlights, the place picker and an employer's public reviews. A posting is open while
 * its campaign is approved, not blocked and not deleted and its company exists.
 */
export const jobPostingsFeature = apiFeature({
  name: FEATURE,
  description: 'The public job list: search open job postings by keyword and by place and radius, a posting, employers and their reviews',
  ...API_CATALOGUE.jobPostings,
  queries: {
    searchJobs: contract({
      operationId: 'searchJobs',
      feature: FEATURE,
      method: 'GET',
      path: '/api/public/jobs',
      access: 'public',
      summary: 'Search open job postings',
      description:
        "The job search of /stellenangebote: a keyword (German full text, accents ignored; when no word matches, postings spelled alike — a typo — with `meta.fuzzy`), or a place (a 5-digit postal code or a place name) with a radius in km (30 when none is given), or both; 10 per page: the nearest first with a place, then the newest (a typo's hits: the most alike first); matches counted up to 1,000 (`meta.more` beyond). Neither keyword nor place: 422 on `keyword` with 'Bitte geben Sie das Schlüsselwort ein oder wählen Sie einen gültigen Ort aus.'; an unknown place: 422 on `location`.",
      query: Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        location: Type.Optional(Type.String({ maxLength: 100 })),
        radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        page: Type.Optional(JobSearchPage),
      }),
      response: JobSearchAnswerSchema,
    }),
    jobPosting: contract({
      operationId: 'jobPosting',
      feature: FEATURE,
      method: 'GET',
      path: '/api/public/jobs/{id}',
      access: 'public',
      summary: 'An open job posting',
      description: 'The offer page /stellenangebote/{id}: the job card with its text; 404 for an unknown posting or one no longer open.',
      params: IdParams,
      response: JobDetailSchema,
      errors: [404],
    }),
    jobHighlights: contract({
      operationId: 'jobHighlights',
      feature: FEATURE,
      method: 'GET',
      path: '/api/public/highlights',
      access: 'public',
      summary: "The landing page's carousels",
      description: 'The 8 newest open postings, up to 8 employers with open postings (best rated first) and the count of open postings.',
      response: HighlightsSchema,
    }),
    placeSuggestions: contract({
      operationId: 'placeSuggestions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/public/places',
      access: 'public',
      summary: 'Places for the search bar',
      description: 'German places whose postal code or name starts with the text given (at most 10), for the location picker.',
      query: Type.Object({ search: Type.String({ minLength: 2, maxLength: 60 }) }),
      response: Type.Object({ data: Type.Array(PlaceSuggestionSchema) }),
    }),
    employerReviews: contract({
      operationId: 'employerReviews',
      feature: FEATURE,
      method: 'GET',
      path: '/api/public/employers/{slug}/reviews',
      access: 'public',
      summary: "An employer's public reviews",
      description:
        'The page /{employerSlug}/reviews: the employer with the average rating and count of its public reviews, and the public reviews, newest first (20 per page; the private parts are never shown). 404 for an unknown employer.',
      params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' }) }),
      query: Type.Object({ page: Type.Optional(Page) }),
      response: EmployerReviewsAnswerSchema,
      errors: [404],
    }),
  },
  commands: {},
});
