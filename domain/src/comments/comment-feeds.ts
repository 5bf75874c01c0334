import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { CommentModelSchema, CommentVisibilitySchema } from './comment-events';

/**
 * A comment thread changed: everyone who may read the changed comment refetches it — admins; when it is for the
 * customer, a company's users on their company's thread, and on the thread of a contact their company has unlocked
 * (`companyIds`: the companies that have). A change of an internal comment reaches admins only.
 */
export const commentsChanged = changeFeed({
  subject: 'rm.comments.changed',
  notice: Type.Object({
    model: CommentModelSchema,
    modelId: Uuid,
    companyId: Nullable(Uuid),
    companyIds: Type.Optional(Type.Array(Uuid)),
    visibility: CommentVisibilitySchema,
  }),
  channel: 'user',
  visibleTo: (viewer, notice) =>
    viewer.admin ||
    (notice.visibility === 'customer' &&
      (adminsAndCompany(viewer, notice) || (viewer.companyId !== null && (notice.companyIds ?? []).includes(viewer.companyId)))),
  permission: () => 'unlocked-contacts',
  tags: (notice) => [{ type: 'Comment', id: `${notice.model}-${notice.modelId}` }],
});
