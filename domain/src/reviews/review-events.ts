import { Type, type Static } from '@sinclair/typebox';
import { ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** What can be reviewed (the `{model}` of the review paths): employers, i.e. companies. */
export const REVIEW_MODELS = ['employer'] as const;
export type ReviewModel = (typeof REVIEW_MODELS)[number];
export const ReviewModelSchema = Type.Union(REVIEW_MODELS.map((model) => Type.Literal(model)));

/**
 * The free-text fields of a review are the reviewer's words: personal data of the reviewing user, read
 * as erased text (not as a name) once the reviewer was erased.
 */
const ReviewerText = (maxLength: number) => Personal(Type.String({ maxLength }), { subject: 'userId', erased: ERASED_TEXT });
const OptionalReviewerText = (maxLength: number) => Nullable(Personal(Type.String({ maxLength }), { subject: 'userId' }));

export const REVIEW_TEXT_MAX = 5000;
export const QuestionRatingSchema = Type.Object({
  questionId: Type.String({ maxLength: 64 }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
});

/**
 * A candidate's public review of an employer: the overall stars, the stars per question of their
 * reviewer type, and their words (shown on the employer's review page, without their name). Stream
 * `review-<reviewId>`, one per reviewer and employer.
 */
export const ReviewSubmittedSchema = Type.Object({
  type: Type.Literal('ReviewSubmitted'),
  data: Type.Object({
    reviewId: Uuid,
    model: ReviewModelSchema,
    companyId: Uuid,
    userId: Uuid,
    contactId: Subject(Nullable(Uuid)),
    reviewerType: Type.String({ maxLength: 40 }),
    workArea: OptionalReviewerText(200),
    review: ReviewerText(REVIEW_TEXT_MAX),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    ratings: Type.Array(QuestionRatingSchema),
    submittedAt: Timestamp,
  }),
});

/**
 * The private part, for the platform only (never shown to the employer or the public): satisfaction
 * with the employer, stored inverted (5 stars → 1, 1 star → 5, employer spec §9), and the two meta
 * questions' answers.
 */
export const PrivateReviewSubmittedSchema = Type.Object({
  type: Type.Literal('PrivateReviewSubmitted'),
  data: Type.Object({
    reviewId: Uuid,
    companyId: Uuid,
    userId: Uuid,
    satisfactionInverted: Type.Integer({ minimum: 1, maximum: 5 }),
    aboutEmployer: OptionalReviewerText(REVIEW_TEXT_MAX),
    employerImprove: OptionalReviewerText(REVIEW_TEXT_MAX),
    submittedAt: Timestamp,
  }),
});

/** The reviewer changed their public review (the modal edit). */
export const ReviewUpdatedSchema = Type.Object({
  type: Type.Literal('ReviewUpdated'),
  data: Type.Object({
    reviewId: Uuid,
    companyId: Uuid,
    userId: Uuid,
    workArea: OptionalReviewerText(200),
    review: ReviewerText(REVIEW_TEXT_MAX),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    ratings: Type.Array(QuestionRatingSchema),
    updatedAt: Timestamp,
  }),
});

export type ReviewSubmitted = Static<typeof ReviewSubmittedSchema>;
export type PrivateReviewSubmitted = Static<typeof PrivateReviewSubmittedSchema>;
export type ReviewUpdated = Static<typeof ReviewUpdatedSchema>;
export type ReviewEvent = ReviewSubmitted | PrivateReviewSubmitted | ReviewUpdated;
export const ReviewEventSchemas = [ReviewSubmittedSchema, PrivateReviewSubmittedSchema, ReviewUpdatedSchema] as const;

export const reviewStreamId = (reviewId: string): string => `review-${reviewId}`;

/** Satisfaction is stored inverted (employer spec §9): 1 star ↔ 5, 5 stars ↔ 1; the same function turns it back. */
export const invertSatisfaction = (value: number): number => 6 - value;
