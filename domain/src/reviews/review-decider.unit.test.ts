import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { reviewDecider, type ReviewCommand } from './review-decider';
import type { ReviewEvent } from './review-events';

const reviewId = '00000000-0000-4000-8000-000000000001';
const companyId = '00000000-0000-4000-8000-000000000002';
const userId = '00000000-0000-4000-8000-000000000003';
const now = '2026-11-24T10:00:00.000Z';
const spec = deciderSpec(reviewDecider);

const submit = (
  privatePart: { satisfaction: number; aboutEmployer: string | null; employerImprove: string | null } | null = null,
): ReviewCommand => ({
  type: 'SubmitReview',
  data: {
    reviewId,
    model: 'employer',
    companyId,
    userId,
    contactId: null,
    reviewerType: 'applicant',
    workArea: ' Pflege ',
    review: ' Ein faires Team, gerne wieder. ',
    rating: 4,
    ratings: [{ questionId: 'salary', rating: 3 }],
    questionIds: ['salary'],
    privatePart,
    now,
  },
});
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: {
    reviewId,
    model: 'employer',
    companyId,
    userId,
    contactId: null,
    reviewerType: 'applicant',
    workArea: 'Pflege',
    review: 'Ein faires Team, gerne wieder.',
    rating: 4,
    ratings: [{ questionId: 'salary', rating: 3 }],
    submittedAt: now,
  },
};

const change = (ratings: Array<{ questionId: string; rating: number }>) => ({
  reviewId,
  userId,
  workArea: null,
  review: 'Doch nicht so gut.',
  rating: 2,
  ratings,
  questionIdsByType: { applicant: ['salary'], trainee: ['salary', 'mentoring'] },
  now,
});

describe('review decider', () => {
  it('takes the public review, trimmed', () => spec.given([]).when(submit()).then([submitted]));

  it('stores the satisfaction inverted: 5 stars become 1, 1 star becomes 5', () => {
    spec
      .given([])
      .when(submit({ satisfaction: 5, aboutEmployer: ' ', employerImprove: 'Parkplätze' }))
      .then([
        submitted,
        {
          type: 'PrivateReviewSubmitted',
          data: {
            reviewId,
            companyId,
            userId,
            satisfactionInverted: 1,
            aboutEmployer: null,
            employerImprove: 'Parkplätze',
            submittedAt: now,
          },
        },
      ]);
    spec
      .given([submitted])
      .when({ type: 'SubmitPrivateReview', data: { reviewId, userId, satisfaction: 1, aboutEmployer: null, employerImprove: null, now } })
      .then([
        {
          type: 'PrivateReviewSubmitted',
          data: { reviewId, companyId, userId, satisfactionInverted: 5, aboutEmployer: null, employerImprove: null, submittedAt: now },
        },
      ]);
  });

  it('is given once per employer, the private part once and only after the public one', () => {
    spec.given([submitted]).when(submit()).thenThrows('conflict', { message: 'already rated' });
    spec
      .given([])
      .when({ type: 'SubmitPrivateReview', data: { reviewId, userId, satisfaction: 3, aboutEmployer: null, employerImprove: null, now } })
      .thenThrows('invalid', { field: 'review' });
  });

  it('wants every question of the reviewer type rated and some words', () => {
    spec
      .given([])
      .when({ ...submit(), data: { ...submit().data, ratings: [] } } as ReviewCommand)
      .thenThrows('invalid', { field: 'ratings.salary' });
    spec
      .given([])
      .when({ ...submit(), data: { ...submit().data, review: 'gut' } } as ReviewCommand)
      .thenThrows('invalid', { field: 'review' });
  });

  it('lets only the reviewer change the review', () => {
    const update = (by: string): ReviewCommand => ({
      type: 'UpdateReview',
      data: { ...change([{ questionId: 'salary', rating: 2 }]), userId: by },
    });
    spec.given([submitted]).when(update('00000000-0000-4000-8000-000000000009')).thenThrows('forbidden');
    spec.given([]).when(update(userId)).thenThrows('not_found');
  });

  it("holds a change to the questions of the review's reviewer type, as the first review was", () => {
    const update = (ratings: Array<{ questionId: string; rating: number }>): ReviewCommand => ({
      type: 'UpdateReview',
      data: change(ratings),
    });
    spec
      .given([submitted])
      .when(update([{ questionId: 'salary', rating: 2 }]))
      .then([
        {
          type: 'ReviewUpdated',
          data: {
            reviewId,
            companyId,
            userId,
            workArea: null,
            review: 'Doch nicht so gut.',
            rating: 2,
            ratings: [{ questionId: 'salary', rating: 2 }],
            updatedAt: now,
          },
        },
      ]);
    // A question of another reviewer type, a question left out, a question rated twice: 422 on the ratings.
    spec
      .given([submitted])
      .when(
        update([
          { questionId: 'salary', rating: 2 },
          { questionId: 'mentoring', rating: 5 },
        ]),
      )
      .thenThrows('invalid');
    spec.given([submitted]).when(update([])).thenThrows('invalid');
    spec
      .given([submitted])
      .when(
        update([
          { questionId: 'salary', rating: 2 },
          { questionId: 'salary', rating: 3 },
        ]),
      )
      .thenThrows('invalid');
  });
});
