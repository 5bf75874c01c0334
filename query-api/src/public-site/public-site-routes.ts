import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { jobPostingsFeature, notFound } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { employerBySlug, employerReviews, readHighlights, readJob, searchJobs, suggestPlaces } from './public-site-queries';

/** The public site's reads: no sign-in. */
export const publicSiteQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(jobPostingsFeature, {
      searchJobs: (request) => searchJobs(pool, request.query),
      jobPosting: async (request) => {
        const job = await readJob(pool, request.params.id);
        if (!job) throw notFound('Job posting not found.');
        return job;
      },
      jobHighlights: () => readHighlights(pool),
      placeSuggestions: async (request) => ({ data: await suggestPlaces(pool, request.query.search) }),
      employerReviews: async (request) => {
        const employer = await employerBySlug(pool, request.params.slug);
        if (!employer) throw notFound('Employer not found.');
        return employerReviews(pool, employer, request.query.page ?? 1);
      },
    }),
  );
  done();
};
