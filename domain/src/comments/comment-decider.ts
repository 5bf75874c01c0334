import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { notFound } from '../shared/errors';
import { DEFAULT_COMMENT_VISIBILITY, type CommentEvent, type CommentPosted, type CommentVisibility } from './comment-events';

type Ref = Pick<CommentPosted['data'], 'commentId' | 'model' | 'modelId' | 'companyId' | 'subjectId'>;

export type CommentState =
  | { status: 'none' }
  | { status: 'removed'; ref: Ref }
  | { status: 'live'; ref: Ref; authorId: string; parentId: string | null; body: string; visibility: CommentVisibility };

export type CommentCommand =
  | { type: 'PostComment'; data: CommentPosted['data'] }
  | { type: 'EditComment'; data: { commentId: string; body: string } }
  | { type: 'RemoveComment'; data: { commentId: string } };

const requireLive = (state: CommentState) => {
  if (state.status !== 'live') throw notFound('Comment not found.');
  return state;
};

/** A comment of a thread on a contact or a company; replies are comments with a parent. */
export const commentDecider: Decider<CommentState, CommentCommand, CommentEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'PostComment':
        if (state.status !== 'none') return [];
        return [{ type: 'CommentPosted', data: command.data }];
      case 'EditComment': {
        const comment = requireLive(state);
        if (comment.body === command.data.body) return [];
        return [{ type: 'CommentEdited', data: { ...comment.ref, body: command.data.body } }];
      }
      case 'RemoveComment':
        return [{ type: 'CommentRemoved', data: requireLive(state).ref }];
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CommentPosted': {
        const { commentId, model, modelId, companyId, subjectId, authorId, parentId, body } = event.data;
        const visibility = event.data.visibility ?? DEFAULT_COMMENT_VISIBILITY;
        return { status: 'live', ref: { commentId, model, modelId, companyId, subjectId }, authorId, parentId, body, visibility };
      }
      case 'CommentEdited':
        return state.status === 'live' ? { ...state, body: event.data.body } : state;
      case 'CommentRemoved':
        return { status: 'removed', ref: event.data };
      default:
        return assertNever(event);
    }
  },
};
