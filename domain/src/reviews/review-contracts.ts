import { Type, type Static } from '@sinclair/typebox';
import { LanguageQuery, ReviewQuestionsSchema } from '../options/option-schemas';
import { apiFeature, CANDIDATE, contract, IdParams } from '../shared/contract';
import { Nullable, Uuid } from '../shared/schema';
import { REVIEW_TEXT_MAX, ReviewModelSchema } from './review-events';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'reviews';

const ModelParams = Type.Object({ model: ReviewModelSchema, id: Uuid });
const Stars = Type.Integer({ minimum: 1, maximum: 5 });
const PublicBody = {
  reviewer_type: Type.String({ minLength: 1, maxLength: 40 }),
  work_area: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  review: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX }),
  rating: Stars,
  ratings: Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), rating: Stars }), { maxItems: 30 }),
};
const PrivateBody = {
  /** Satisfaction with the employer, 1–5 stars (stored inverted). */
  satisfaction: Stars,
  meta_questions: Type.Optional(
    Type.Object({
      about_employer: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_TEXT_MAX }))),
      employer_improve: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_TEXT_MAX }))),
    }),
  ),
};

export const ReviewStatusSchema = Type.Object({
  /** Whether the candidate already reviewed the employer (a review is given once per employer). */
  rated: Type.Boolean(),
  review_id: Nullable(Uuid),
  public_done: Type.Boolean(),
  private_done: Type.Boolean(),
  /** Whether the candidate may review the employer: they had an offer from it. */
  may_review: Type.Boolean(),
  employer: Nullable(Type.Object({ id: Uuid, name: Type.String(), slug: Type.String() })),
  /** The public part of the candidate's own review as it stands (what the modal edit starts from); null before one. */
  own: Nullable(
    Type.Object({
      reviewer_type: Type.String(),
      work_area: Nullable(Type.String()),
      review: Type.String(),
      rating: Type.Integer(),
      ratings: Type.Array(Type.Object({ id: Type.String(), rating: Type.Integer() })),
    }),
  ),
});
export type ReviewStatus = Static<typeof ReviewStatusSchema>;

const ReviewAnswer = Type.Object({ message: Type.String(), review_id: Uuid, private_done: Type.Boolean() });

const RULE =
  'Only a candidate who had an offer from the employer (an offer of one of its campaigns, in any stage) may review it (403 otherwise); a review is given once per candidate and employer (409 on a second one).';

/**
 * Candidates' reviews of employers: public part first (stars per question of the reviewer type, overall
 * stars, words), then the private part (satisfaction, stored inverted, and two meta questions) or none.
 */
export const reviewsFeature = apiFeature({
  name: FEATURE,
  description: `Reviews of employers by candidates: public first, then private, or skip. ${RULE} Review texts are personal data of the reviewer.`,
  ...API_CATALOGUE.reviews,
  queries: {
    isAlreadyRated: contract({
      operationId: 'isAlreadyRated',
      feature: FEATURE,
      method: 'GET',
      path: '/api/reviews/is-already-rated/{model}/{id}',
      access: CANDIDATE,
      summary: 'Whether the candidate rated the employer',
      description: `The signed-in candidate's own review state for the employer (never another candidate's), and whether they may review it. ${RULE} 404 for an unknown employer.`,
      params: ModelParams,
      response: ReviewStatusSchema,
      errors: [404],
    }),
    reviewQuestions: contract({
      operationId: 'reviewQuestions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/review-questions/{model}/{reviewerType}',
      access: 'authenticated',
      permission: null,
      summary: 'Review questions for a reviewer type',
      description:
        "The questions a reviewer of this type rates: the model's common questions and those of the type (reference data review_questions.<model>[.<type>]), and the 2 meta questions of the private part. Reviewer types: employee, former_employee, applicant, trainee (else 422).",
      params: Type.Object({ model: ReviewModelSchema, reviewerType: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }) }),
      query: LanguageQuery,
      response: ReviewQuestionsSchema,
    }),
  },
  commands: {
    submitReview: contract({
      operationId: 'submitReview',
      feature: FEATURE,
      method: 'POST',
      path: '/api/reviews/{model}/{id}',
      access: CANDIDATE,
      summary: 'Review an employer in one go',
      description: `The public part and, with \`satisfaction\`, the private part at once ('Thank you for your review.'). ${RULE} 422 with field messages (every question of the reviewer type rated, 10 characters of text at least).`,
      params: ModelParams,
      body: Type.Object({ ...PublicBody, satisfaction: Type.Optional(Stars), meta_questions: PrivateBody.meta_questions }),
      response: ReviewAnswer,
      status: 201,
      errors: [404, 409],
      appends: ['ReviewSubmitted', 'PrivateReviewSubmitted'],
    }),
    submitPublicReview: contract({
      operationId: 'submitPublicReview',
      feature: FEATURE,
      method: 'POST',
      path: '/api/reviews/{model}/{id}/public',
      access: CANDIDATE,
      summary: 'The public review',
      description: `The first step: the public review (stars per question, overall stars, words). ${RULE}`,
      params: ModelParams,
      body: Type.Object(PublicBody),
      response: ReviewAnswer,
      status: 201,
      errors: [404, 409],
      appends: ['ReviewSubmitted'],
    }),
    submitPrivateReview: contract({
      operationId: 'submitPrivateReview',
      feature: FEATURE,
      method: 'POST',
      path: '/api/reviews/{model}/{id}/private',
      access: CANDIDATE,
      summary: 'The private review',
      description:
        "The second step (after the public one, else 422 on `review`): satisfaction 1–5 stars (stored inverted) and the meta questions, for the platform only. Once (409). 'Thank you for your review.'",
      params: ModelParams,
      body: Type.Object(PrivateBody),
      response: ReviewAnswer,
      errors: [404, 409],
      appends: ['PrivateReviewSubmitted'],
    }),
    updateReview: contract({
      operationId: 'updateReview',
      feature: FEATURE,
      method: 'POST',
      path: '/api/reviews/{id}',
      access: CANDIDATE,
      summary: 'Change a review',
      description:
        "The modal edit: the reviewer changes the public part of their own review ('The review has been updated successfully.'); 404 for an unknown review, 403 for another's.",
      params: IdParams,
      body: Type.Object({
        work_area: PublicBody.work_area,
        review: PublicBody.review,
        rating: PublicBody.rating,
        ratings: PublicBody.ratings,
      }),
      response: ReviewAnswer,
      errors: [404],
      appends: ['ReviewUpdated'],
    }),
  },
});
