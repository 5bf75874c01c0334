import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { invertSatisfaction, type PrivateReviewSubmitted, type ReviewEvent, type ReviewModel, type ReviewSubmitted } from './review-events';

export const ALREADY_RATED = 'You have already rated this employer.';
export const PUBLIC_REVIEW_FIRST = 'Please write the public review first.';
export const PRIVATE_REVIEW_DONE = 'The private review was already given.';
export const NOT_YOUR_REVIEW = 'This is not your review.';

export type ReviewState =
  | { status: 'none' }
  | { status: 'submitted'; reviewId: string; companyId: string; userId: string; reviewerType: string; privateDone: boolean };

interface PublicPart {
  reviewerType: string;
  workArea: string | null;
  review: string;
  rating: number;
  ratings: ReviewSubmitted['data']['ratings'];
}
interface PrivatePart {
  satisfaction: number;
  aboutEmployer: string | null;
  employerImprove: string | null;
}

export type ReviewCommand =
  | {
      type: 'SubmitReview';
      data: PublicPart & {
        reviewId: string;
        model: ReviewModel;
        companyId: string;
        userId: string;
        contactId: string | null;
        /** The question ids of the model for this reviewer type (reference data): each is rated. */
        questionIds: readonly string[];
        privatePart: PrivatePart | null;
        now: string;
      };
    }
  | { type: 'SubmitPrivateReview'; data: PrivatePart & { reviewId: string; userId: string; now: string } }
  | {
      type: 'UpdateReview';
      data: Omit<PublicPart, 'reviewerType'> & {
        reviewId: string;
        userId: string;
        /** The question ids of the model per reviewer type (reference data): the review's own type's are each rated. */
        questionIdsByType: Readonly<Record<string, readonly string[]>>;
        now: string;
      };
    };

const trimmedOrNull = (text: string | null): string | null => (text?.trim() ? text.trim() : null);

/** Every question of the reviewer type rated once, and nothing else (422 on `ratings`). */
function checkRatings(ratings: PublicPart['ratings'], questionIds: readonly string[]): void {
  const given = new Set(ratings.map((r) => r.questionId));
  if (given.size !== ratings.length) throw invalid('ratings', 'Each question is rated once.');
  const unknown = ratings.find((r) => !questionIds.includes(r.questionId));
  if (unknown) throw invalid('ratings', 'Unknown question.');
  const missing = questionIds.find((id) => !given.has(id));
  if (missing) throw invalid(`ratings.${missing}`, 'Please rate every question.');
}

function checkPublic(part: Pick<PublicPart, 'review' | 'ratings'>, questionIds: readonly string[]): void {
  if (part.review.trim().length < 10) throw invalid('review', 'Please write at least 10 characters.');
  checkRatings(part.ratings, questionIds);
}

function privateEvent(
  state: { reviewId: string; companyId: string; userId: string },
  part: PrivatePart,
  now: string,
): PrivateReviewSubmitted {
  return {
    type: 'PrivateReviewSubmitted',
    data: {
      reviewId: state.reviewId,
      companyId: state.companyId,
      userId: state.userId,
      satisfactionInverted: invertSatisfaction(part.satisfaction),
      aboutEmployer: trimmedOrNull(part.aboutEmployer),
      employerImprove: trimmedOrNull(part.employerImprove),
      submittedAt: now,
    },
  };
}

/**
 * One reviewer's review of one employer (the stream id is derived from both, so a second review of the
 * same employer by the same person finds this stream: once per employer). Public part first, then the
 * private part or none; afterwards the reviewer may change the public part.
 */
export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SubmitReview': {
        const d = command.data;
        if (state.status !== 'none') throw conflict(ALREADY_RATED);
        checkPublic(d, d.questionIds);
        const submitted: ReviewSubmitted = {
          type: 'ReviewSubmitted',
          data: {
            reviewId: d.reviewId,
            model: d.model,
            companyId: d.companyId,
            userId: d.userId,
            contactId: d.contactId,
            reviewerType: d.reviewerType,
            workArea: trimmedOrNull(d.workArea),
            review: d.review.trim(),
            rating: d.rating,
            ratings: d.ratings,
            submittedAt: d.now,
          },
        };
        return d.privatePart ? [submitted, privateEvent(d, d.privatePart, d.now)] : [submitted];
      }
      case 'SubmitPrivateReview': {
        const d = command.data;
        if (state.status === 'none') throw invalid('review', PUBLIC_REVIEW_FIRST);
        if (state.userId !== d.userId) throw forbidden(NOT_YOUR_REVIEW);
        if (state.privateDone) throw conflict(PRIVATE_REVIEW_DONE);
        return [privateEvent(state, d, d.now)];
      }
      case 'UpdateReview': {
        const d = command.data;
        if (state.status === 'none') throw notFound('Review not found.');
        if (state.userId !== d.userId) throw forbidden(NOT_YOUR_REVIEW);
        checkPublic(d, d.questionIdsByType[state.reviewerType] ?? []);
        return [
          {
            type: 'ReviewUpdated',
            data: {
              reviewId: state.reviewId,
              companyId: state.companyId,
              userId: state.userId,
              workArea: trimmedOrNull(d.workArea),
              review: d.review.trim(),
              rating: d.rating,
              ratings: d.ratings,
              updatedAt: d.now,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ReviewSubmitted':
        return {
          status: 'submitted',
          reviewId: event.data.reviewId,
          companyId: event.data.companyId,
          userId: event.data.userId,
          reviewerType: event.data.reviewerType,
          privateDone: false,
        };
      case 'PrivateReviewSubmitted':
        return state.status === 'none' ? state : { ...state, privateDone: true };
      case 'ReviewUpdated':
        return state;
    }
  },
};
