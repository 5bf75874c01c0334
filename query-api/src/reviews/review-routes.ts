import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invalid, notFound, RATER_RELATIONSHIPS, reviewsFeature } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import { reviewQuestionOptions } from '../options/reference-options';
import type { QueryRoutesOptions } from '../shared/query-context';
import { reviewStatus } from './review-queries';

/** Reviews: the candidate's own review state for an employer, and the questions per reviewer type. */
export const reviewQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(reviewsFeature, {
      isAlreadyRated: async (request) => {
        const user = signedInUser(request);
        const status = await reviewStatus(pool, { id: user.id, contactId: user.contactId }, request.params.id);
        if (!status) throw notFound('Employer not found.');
        return status;
      },
      reviewQuestions: async (request) => {
        const { model, reviewerType } = request.params;
        if (!RATER_RELATIONSHIPS.some((type) => type.id === reviewerType)) throw invalid('reviewerType', 'Unknown reviewer type.');
        const all = await reviewQuestionOptions(pool, model, request.query.lang ?? 'de');
        return { ...all, data: all.data.filter((q) => q.reviewer_type === null || q.reviewer_type === reviewerType) };
      },
    }),
  );
  done();
};
