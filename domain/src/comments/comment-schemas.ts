import { Type, type Static } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

const CommentFields = {
  id: Uuid,
  body: Type.String(),
  user: Nullable(PersonSchema),
  /** The comment replied to (null for a thread's top comment). */
  parent_id: Nullable(Uuid),
  created_at: Timestamp,
  updated_at: Nullable(Timestamp),
};

/** A reply as the thread shows it, under its top comment. */
export const CommentReplySchema = Type.Object(CommentFields);
/** A comment with its replies, oldest reply first (back office §3 "Comment"). */
export const CommentSchema = Type.Object({ ...CommentFields, children: Type.Array(CommentReplySchema) });
export type Comment = Static<typeof CommentSchema>;
export type CommentReply = Static<typeof CommentReplySchema>;

export const CommentBodySchema = Type.Object({ body: Type.String({ minLength: 1, maxLength: 10_000 }) });
export const CommentReplyBodySchema = Type.Object({ reply: Type.String({ minLength: 1, maxLength: 10_000 }) });
