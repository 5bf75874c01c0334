import { Type, type Static } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { CommentVisibilitySchema } from './comment-events';

const CommentFields = {
  id: Uuid,
  body: Type.String(),
  user: Nullable(PersonSchema),
  /** The comment replied to (null for a thread's top comment). */
  parent_id: Nullable(Uuid),
  /** Company users receive only `customer` comments. */
  visibility: CommentVisibilitySchema,
  created_at: Timestamp,
  updated_at: Nullable(Timestamp),
};

/** A reply as the thread shows it, under its top comment. */
export const CommentReplySchema = Type.Object(CommentFields);
/** A comment with its replies, oldest reply first (back office §3 "Comment"). */
export const CommentSchema = Type.Object({ ...CommentFields, children: Type.Array(CommentReplySchema) });
export type Comment = Static<typeof CommentSchema>;
export type CommentReply = Static<typeof CommentReplySchema>;

const CommentText = Type.String({ minLength: 1, maxLength: 10_000 });
/** An edit changes the text only; the visibility stays what it was written with. */
export const CommentBodySchema = Type.Object({ body: CommentText });
/** A new comment; without a visibility it is internal. */
export const NewCommentBodySchema = Type.Object({ body: CommentText, visibility: Type.Optional(CommentVisibilitySchema) });
/** A reply; without a visibility it is internal, and a reply to an internal comment cannot be for the customer. */
export const CommentReplyBodySchema = Type.Object({ reply: CommentText, visibility: Type.Optional(CommentVisibilitySchema) });
