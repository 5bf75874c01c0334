import { Type, type Static } from '@sinclair/typebox';
import { Actor, ERASED_TEXT, Personal, Subject } from '../shared/personal-data';
import { Nullable, Uuid } from '../shared/schema';

/** What a comment thread may hang on: a contact (admin contact detail) or a company (company detail). */
export const CommentModelSchema = Type.Union([Type.Literal('contact'), Type.Literal('company')]);
export type CommentModel = Static<typeof CommentModelSchema>;

/**
 * Who reads a comment: `internal` the back office only (what admins and sales write by default), `customer` also the
 * company the thread concerns (on a contact's thread, the companies that unlocked the contact). A comment posted
 * before comments had a visibility is internal.
 */
export const CommentVisibilitySchema = Type.Union([Type.Literal('internal'), Type.Literal('customer')]);
export type CommentVisibility = Static<typeof CommentVisibilitySchema>;
export const DEFAULT_COMMENT_VISIBILITY: CommentVisibility = 'internal';

const CommentRef = {
  commentId: Uuid,
  model: CommentModelSchema,
  modelId: Uuid,
  /** The company the thread concerns (the company itself, or null on a contact's thread). */
  companyId: Nullable(Uuid),
  /** The person the text is about: the contact on a contact's thread, else the author. */
  subjectId: Subject(Uuid),
};

/** A comment, or with `parentId` a reply to one (back office §3 "Comment": body, user, children). */
export const CommentPostedSchema = Type.Object({
  type: Type.Literal('CommentPosted'),
  data: Type.Object({
    ...CommentRef,
    parentId: Nullable(Uuid),
    /** The author of the comment replied to (told of the reply). */
    parentAuthorId: Actor(Nullable(Uuid)),
    authorId: Actor(Uuid),
    body: Personal(Type.String(), { subject: 'subjectId', erased: ERASED_TEXT }),
    /** Absent on comments posted before visibilities: internal. */
    visibility: Type.Optional(CommentVisibilitySchema),
  }),
});
export const CommentEditedSchema = Type.Object({
  type: Type.Literal('CommentEdited'),
  data: Type.Object({ ...CommentRef, body: Personal(Type.String(), { subject: 'subjectId', erased: ERASED_TEXT }) }),
});
export const CommentRemovedSchema = Type.Object({ type: Type.Literal('CommentRemoved'), data: Type.Object(CommentRef) });

export type CommentPosted = Static<typeof CommentPostedSchema>;
export type CommentEdited = Static<typeof CommentEditedSchema>;
export type CommentRemoved = Static<typeof CommentRemovedSchema>;
export type CommentEvent = CommentPosted | CommentEdited | CommentRemoved;
export const CommentEventSchemas = [CommentPostedSchema, CommentEditedSchema, CommentRemovedSchema] as const;

export const commentStreamId = (commentId: string): string => `comment-${commentId}`;
