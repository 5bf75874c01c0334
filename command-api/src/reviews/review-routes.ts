import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  forbidden,
  notFound,
  RATER_RELATIONSHIPS,
  REVIEW_NEEDS_OFFER,
  REVIEW_THANKS,
  REVIEW_UPDATED,
  invalid,
  reviewsFeature,
} from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { commandTime } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { reviewIdOf, runReviewCommand } from './review-commands';

interface PublicBody {
  reviewer_type: string;
  work_area?: string | null | undefined;
  review: string;
  rating: number;
  ratings: Array<{ id: string; rating: number }>;
}
interface PrivateBody {
  satisfaction?: number | undefined;
  meta_questions?: { about_employer?: string | null | undefined; employer_improve?: string | null | undefined } | undefined;
}

/**
 * Reviews of employers by candidates. The rule of who may review (a soft rule, read from the offer
 * board: offers are never deleted): a candidate who had an offer from the employer; anyone else 403.
 * Once per employer: the review's stream id is derived from the employer and the reviewer.
 */
export const reviewRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const settled = (position: bigint | null | undefined) => reads.caughtUp('public-site', position ?? null);

  /** The reviewer and the employer, checked: the employer exists (404), the reviewer had an offer from it (403). */
  const reviewerOf = async (request: FastifyRequest, companyId: string) => {
    const user = signedInUser(request);
    if (!(await reads.reviews.employerExists(companyId))) throw notFound('Employer not found.');
    if (!(await reads.reviews.hadOfferFrom(user.contactId, companyId))) throw forbidden(REVIEW_NEEDS_OFFER);
    return { user, reviewId: reviewIdOf(companyId, user.id) };
  };

  const privatePart = (body: PrivateBody) =>
    body.satisfaction === undefined
      ? null
      : {
          satisfaction: body.satisfaction,
          aboutEmployer: body.meta_questions?.about_employer ?? null,
          employerImprove: body.meta_questions?.employer_improve ?? null,
        };

  const submit = async (request: FastifyRequest, model: 'employer', companyId: string, body: PublicBody & PrivateBody) => {
    const { user, reviewId } = await reviewerOf(request, companyId);
    if (!RATER_RELATIONSHIPS.some((type) => type.id === body.reviewer_type)) throw invalid('reviewer_type', 'Unknown reviewer type.');
    const questionIds = await reads.reviews.questionIds(model, body.reviewer_type);
    const metadata = metadataOf(request);
    const result = await runReviewCommand(
      store,
      reviewId,
      {
        type: 'SubmitReview',
        data: {
          reviewId,
          model,
          companyId,
          userId: user.id,
          contactId: user.contactId,
          reviewerType: body.reviewer_type,
          workArea: body.work_area ?? null,
          review: body.review,
          rating: body.rating,
          ratings: body.ratings.map((r) => ({ questionId: r.id, rating: r.rating })),
          questionIds,
          privatePart: privatePart(body),
          now: commandTime(metadata),
        },
      },
      metadata,
    );
    await settled(result.append?.position);
    return { message: REVIEW_THANKS, review_id: reviewId, private_done: result.events.length > 1 };
  };

  bindContracts(
    app,
    commandHandlers(reviewsFeature, {
      async submitReview(request, reply) {
        const answer = await submit(request, request.params.model, request.params.id, request.body);
        void reply.code(201);
        return answer;
      },
      async submitPublicReview(request, reply) {
        const answer = await submit(request, request.params.model, request.params.id, request.body);
        void reply.code(201);
        return answer;
      },
      async submitPrivateReview(request) {
        const { user, reviewId } = await reviewerOf(request, request.params.id);
        const metadata = metadataOf(request);
        const part = privatePart(request.body);
        if (!part) throw invalid('satisfaction', 'Please rate every question.');
        const result = await runReviewCommand(
          store,
          reviewId,
          { type: 'SubmitPrivateReview', data: { ...part, reviewId, userId: user.id, now: commandTime(metadata) } },
          metadata,
        );
        await settled(result.append?.position);
        return { message: REVIEW_THANKS, review_id: reviewId, private_done: true };
      },
      async updateReview(request) {
        const user = signedInUser(request);
        const body = request.body;
        const metadata = metadataOf(request);
        const reviewId = request.params.id;
        const result = await runReviewCommand(
          store,
          reviewId,
          {
            type: 'UpdateReview',
            data: {
              reviewId,
              userId: user.id,
              workArea: body.work_area ?? null,
              review: body.review,
              rating: body.rating,
              ratings: body.ratings.map((r) => ({ questionId: r.id, rating: r.rating })),
              questionIdsByType: await reads.reviews.questionIdsByType('employer'),
              now: commandTime(metadata),
            },
          },
          metadata,
        );
        await settled(result.append?.position);
        return {
          message: REVIEW_UPDATED,
          review_id: reviewId,
          private_done: result.state.status === 'submitted' && result.state.privateDone,
        };
      },
    }),
  );
  done();
};
