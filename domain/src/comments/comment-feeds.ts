import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { CommentModelSchema } from './comment-events';

/** A comment thread changed: everyone looking at it (admins; a company's users on their company's thread) refetches it. */
export const commentsChanged = changeFeed({
  subject: 'rm.comments.changed',
  notice: Type.Object({ model: CommentModelSchema, modelId: Uuid, companyId: Nullable(Uuid) }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  tags: (notice) => [{ type: 'Comment', id: `${notice.model}-${notice.modelId}` }],
});
