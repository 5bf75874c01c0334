import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { CommentModelSchema } from './comment-events';

/**
 * A comment thread changed: everyone who may read it refetches it — admins; a company's users on their company's
 * thread, and on the thread of a contact their company has unlocked (`companyIds`: the companies that have).
 */
export const commentsChanged = changeFeed({
  subject: 'rm.comments.changed',
  notice: Type.Object({
    model: CommentModelSchema,
    modelId: Uuid,
    companyId: Nullable(Uuid),
    companyIds: Type.Optional(Type.Array(Uuid)),
  }),
  channel: 'user',
  visibleTo: (viewer, notice) =>
    adminsAndCompany(viewer, notice) || (viewer.companyId !== null && (notice.companyIds ?? []).includes(viewer.companyId)),
  permission: () => 'unlocked-contacts',
  tags: (notice) => [{ type: 'Comment', id: `${notice.model}-${notice.modelId}` }],
});
