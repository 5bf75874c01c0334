import { Type } from '@sinclair/typebox';
import { ADMIN, ADMIN_OR_BUSINESS, IdParams, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';
import { CommentModelSchema } from './comment-events';
import { CommentBodySchema, CommentReplyBodySchema, CommentReplySchema, CommentSchema, NewCommentBodySchema } from './comment-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'comments';
const ThreadParams = Type.Object({ model: CommentModelSchema, id: Uuid });
const CommentAnswer = Type.Object({ message: Type.String(), data: CommentReplySchema });
const who =
  "Admins comment on any contact or company; a company's users read their company's thread and the threads of contacts it unlocked, and cannot add or reply (403, back office §6). A comment is `internal` (the back office only, the default) or `customer` (the company reads it too): company users never receive an internal comment, nor a reply under one, nor a change notice of one.";

/** Threaded comments on a contact or a company, live for everyone looking at the thread. */
export const commentsFeature = apiFeature({
  name: FEATURE,
  description: 'Threaded comments on contacts and companies',
  ...API_CATALOGUE.comments,
  queries: {
    commentsOf: contract({
      operationId: 'commentsOf',
      feature: FEATURE,
      method: 'GET',
      path: '/api/comments/{model}/{id}',
      access: ADMIN_OR_BUSINESS,
      permission: 'unlocked-contacts',
      summary: 'A comment thread',
      description: `The comments on a contact or company, newest first, each with its replies oldest first. ${who} Another company's thread is 403, an unknown subject 404.`,
      params: ThreadParams,
      response: Type.Object({ data: Type.Array(CommentSchema) }),
      errors: [404],
    }),
  },
  commands: {
    postComment: contract({
      operationId: 'postComment',
      feature: FEATURE,
      method: 'POST',
      path: '/api/comments/{model}/{id}',
      access: ADMIN,
      summary: 'Comment',
      description: `Adds a comment to the thread of a contact or company (201), with its visibility (internal unless given). ${who} An unknown subject is 404.`,
      params: ThreadParams,
      body: NewCommentBodySchema,
      response: CommentAnswer,
      status: 201,
      errors: [404],
      changes: ['comments'],
      appends: ['CommentPosted'],
    }),
    replyToComment: contract({
      operationId: 'replyToComment',
      feature: FEATURE,
      method: 'POST',
      path: '/api/comments/{id}/reply',
      access: ADMIN,
      summary: 'Reply to a comment',
      description: `Replies to a comment (201), with its visibility (internal unless given; a reply to an internal comment for the customer is 422 on visibility); the comment's author is notified. ${who} An unknown or removed comment is 404.`,
      params: IdParams,
      body: CommentReplyBodySchema,
      response: CommentAnswer,
      status: 201,
      errors: [404],
      changes: ['comments', 'notifications'],
      appends: ['CommentPosted'],
    }),
    editComment: contract({
      operationId: 'editComment',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/comments/{id}',
      access: ADMIN,
      summary: 'Edit a comment',
      description: 'Changes the text of a comment (its visibility stays); an unknown or removed comment is 404.',
      params: IdParams,
      body: CommentBodySchema,
      response: CommentAnswer,
      errors: [404],
      changes: ['comments'],
      appends: ['CommentEdited'],
    }),
    removeComment: contract({
      operationId: 'removeComment',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/comments/{id}',
      access: ADMIN,
      summary: 'Remove a comment',
      description: "Removes a comment and hides its replies ('Comment removed!'); an unknown or removed comment is 404.",
      params: IdParams,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['comments'],
      appends: ['CommentRemoved'],
    }),
  },
});
