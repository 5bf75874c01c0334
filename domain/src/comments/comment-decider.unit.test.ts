import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { commentDecider } from './comment-decider';
import type { CommentPosted } from './comment-events';

const spec = deciderSpec(commentDecider);
const commentId = '00000000-0000-4000-8000-000000000001';
const contactId = '00000000-0000-4000-8000-000000000002';
const ref = { commentId, model: 'contact' as const, modelId: contactId, companyId: null, subjectId: contactId };
const posted: CommentPosted = {
  type: 'CommentPosted',
  data: { ...ref, parentId: null, parentAuthorId: null, authorId: '00000000-0000-4000-8000-000000000003', body: 'Zuverlässig' },
};

describe('a comment', () => {
  it('is posted once (a retried post decides nothing)', () => {
    spec.given([]).when({ type: 'PostComment', data: posted.data }).then([posted]);
    spec.given([posted]).when({ type: 'PostComment', data: posted.data }).then([]);
  });

  it('is edited when its text changes, not when it stays', () => {
    spec
      .given([posted])
      .when({ type: 'EditComment', data: { commentId, body: 'Sehr zuverlässig' } })
      .then([{ type: 'CommentEdited', data: { ...ref, body: 'Sehr zuverlässig' } }]);
    spec
      .given([posted])
      .when({ type: 'EditComment', data: { commentId, body: 'Zuverlässig' } })
      .then([]);
  });

  it('is removed once; an unknown or removed comment is not found', () => {
    const removed = { type: 'CommentRemoved' as const, data: ref };
    spec.given([posted]).when({ type: 'RemoveComment', data: { commentId } }).then([removed]);
    spec.given([posted, removed]).when({ type: 'RemoveComment', data: { commentId } }).thenThrows('not_found');
    spec
      .given([])
      .when({ type: 'EditComment', data: { commentId, body: 'x' } })
      .thenThrows('not_found');
  });
});
