import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  commentDecider,
  commentsFeature,
  commentStreamId,
  DEFAULT_COMMENT_VISIBILITY,
  foldEvents,
  invalid,
  notFound,
  type CommentCommand,
  type CommentEvent,
  type CommentModel,
  type CommentReply,
} from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';

/** A comment's text, trimmed; blank is 422 on the field. */
const textOf = (value: string, field: 'body' | 'reply'): string => {
  const text = value.trim();
  if (text === '') throw invalid(field, field === 'body' ? 'The comment text is required.' : 'The reply field is required.');
  return text;
};

/** Comments on a contact or company: add, reply, edit, remove (admins; a company's users only read). */
export const commentRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const run = async (request: FastifyRequest, commentId: string, command: CommentCommand): Promise<CommentReply> => {
    const result = await handleCommand({
      store,
      streamId: commentStreamId(commentId),
      decider: commentDecider,
      command,
      metadata: metadataOf(request),
    });
    const position = result.append?.position ?? null;
    await reads.caughtUp('comments', position);
    const comment = await reads.comment(commentId);
    if (!comment) throw notFound('Comment not found.');
    return comment;
  };
  const subjectOf = async (model: CommentModel, id: string, authorId: string) => {
    const subject = await reads.commentSubject(model, id);
    if (!subject) throw notFound(model === 'contact' ? 'Contact not found.' : 'Company not found.');
    return { companyId: model === 'company' ? id : null, subjectId: model === 'contact' ? id : authorId };
  };

  bindContracts(
    app,
    commandHandlers(commentsFeature, {
      async postComment(request, reply) {
        const { model, id } = request.params;
        const authorId = signedInUser(request).id;
        const body = textOf(request.body.body, 'body');
        const commentId = randomUUID();
        const data = await run(request, commentId, {
          type: 'PostComment',
          data: {
            commentId,
            model,
            modelId: id,
            ...(await subjectOf(model, id, authorId)),
            parentId: null,
            parentAuthorId: null,
            authorId,
            body,
            visibility: request.body.visibility ?? DEFAULT_COMMENT_VISIBILITY,
          },
        });
        return reply.code(201).send({ message: 'Comment saved.', data });
      },
      async replyToComment(request, reply) {
        const parentId = request.params.id;
        const body = textOf(request.body.reply, 'reply');
        const parent = foldEvents(commentDecider, (await store.readStream(commentStreamId(parentId))) as unknown as CommentEvent[]);
        if (parent.status !== 'live') throw notFound('Comment not found.');
        const visibility = request.body.visibility ?? DEFAULT_COMMENT_VISIBILITY;
        // The customer never sees an internal comment, so a reply to one is no answer the customer could read.
        if (visibility === 'customer' && parent.visibility !== 'customer')
          throw invalid('visibility', 'A reply to an internal comment stays internal.');
        const authorId = signedInUser(request).id;
        const commentId = randomUUID();
        const data = await run(request, commentId, {
          type: 'PostComment',
          data: { ...parent.ref, commentId, parentId, parentAuthorId: parent.authorId, authorId, body, visibility },
        });
        return reply.code(201).send({ message: 'Comment saved.', data });
      },
      async editComment(request) {
        const commentId = request.params.id;
        const data = await run(request, commentId, { type: 'EditComment', data: { commentId, body: textOf(request.body.body, 'body') } });
        return { message: 'Comment saved.', data };
      },
      async removeComment(request) {
        const commentId = request.params.id;
        const result = await handleCommand({
          store,
          streamId: commentStreamId(commentId),
          decider: commentDecider,
          command: { type: 'RemoveComment', data: { commentId } },
          metadata: metadataOf(request),
        });
        await reads.caughtUp('comments', result.append?.position ?? null);
        return { message: 'Comment removed!' };
      },
    }),
  );
  done();
};
