import { commentsFeature } from '@rm/domain';
import { api } from '../lib/api';
import { contractMutation, contractQuery } from '../lib/contract-endpoints';

const q = commentsFeature.queries;
const c = commentsFeature.commands;

/** The comment threads the back office shows on contacts and companies. */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    commentsOf: contractQuery(build, q.commentsOf, (_result, _error, args) => [{ type: 'Comment', id: `${args.model}-${args.id}` }]),
    postComment: contractMutation(build, c.postComment, ['Comment', 'AuditLog']),
    replyToComment: contractMutation(build, c.replyToComment, ['Comment', 'Notification']),
    editComment: contractMutation(build, c.editComment, ['Comment']),
    removeComment: contractMutation(build, c.removeComment, ['Comment']),
  }),
});

export const { useCommentsOfQuery, usePostCommentMutation, useReplyToCommentMutation, useEditCommentMutation, useRemoveCommentMutation } =
  commentsApi;
