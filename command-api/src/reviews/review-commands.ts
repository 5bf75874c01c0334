import { createHash } from 'node:crypto';
import { reviewDecider, reviewStreamId, type ReviewCommand } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/**
 * The id of a reviewer's review of an employer, derived from both (a name-based UUID, version 5 layout):
 * the same person reviewing the same employer again finds the same stream, so the review is given once.
 */
export function reviewIdOf(companyId: string, userId: string): string {
  const hex = createHash('sha1').update(`review:${companyId}:${userId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Runs a command on a review's stream (`review-<reviewId>`). */
export const runReviewCommand = (store: CommandStore, reviewId: string, command: ReviewCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: reviewStreamId(reviewId), decider: reviewDecider, command, metadata, retryOnConflict: false });
