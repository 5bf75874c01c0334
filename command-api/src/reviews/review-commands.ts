import { nameBasedId } from '@rm/platform';
import { reviewDecider, reviewStreamId, type ReviewCommand } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/**
 * The id of a reviewer's review of an employer, derived from both (a name-based UUID, version 5 layout):
 * the same person reviewing the same employer again finds the same stream, so the review is given once.
 */
export const reviewIdOf = (companyId: string, userId: string): string => nameBasedId(`review:${companyId}:${userId}`);

/** Runs a command on a review's stream (`review-<reviewId>`). */
export const runReviewCommand = (store: CommandStore, reviewId: string, command: ReviewCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: reviewStreamId(reviewId), decider: reviewDecider, command, metadata, retryOnConflict: false });
