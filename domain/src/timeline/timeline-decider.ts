import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { forbidden, notFound } from '../shared/errors';
import type { TimelineEntryCreated, TimelineEvent } from './timeline-events';

type Ref = Pick<TimelineEntryCreated['data'], 'entryId' | 'companyId' | 'model' | 'modelId' | 'contactId'>;
type Content = Omit<TimelineEntryCreated['data'], keyof Ref | 'authorId'>;

export type TimelineEntryState =
  { status: 'none' } | { status: 'deleted'; ref: Ref } | { status: 'live'; ref: Ref; content: Content; starred: boolean; authorId: string };

export type TimelineCommand =
  | { type: 'CreateTimelineEntry'; data: TimelineEntryCreated['data'] }
  /** `companyId`: the caller's company (an entry of another company is refused). */
  | { type: 'UpdateTimelineEntry'; data: { entryId: string; companyId: string; content: Content } }
  | { type: 'StarTimelineEntry'; data: { entryId: string; companyId: string; starred: boolean } }
  | { type: 'DeleteTimelineEntry'; data: { entryId: string; companyId: string } };

function requireLive(state: TimelineEntryState, companyId: string) {
  if (state.status !== 'live') throw notFound('Timeline entry not found.');
  if (state.ref.companyId !== companyId) throw forbidden();
  return state;
}

const same = (a: Content, b: Content): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One timeline entry (a note, e-mail, call, SMS or meeting) of a company's contact or of the company. */
export const timelineDecider: Decider<TimelineEntryState, TimelineCommand, TimelineEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateTimelineEntry':
        if (state.status !== 'none') return [];
        return [{ type: 'TimelineEntryCreated', data: command.data }];
      case 'UpdateTimelineEntry': {
        const entry = requireLive(state, command.data.companyId);
        const content = { ...command.data.content, entryType: entry.content.entryType, subjectId: entry.content.subjectId };
        if (same(content, entry.content)) return [];
        return [{ type: 'TimelineEntryUpdated', data: { ...entry.ref, ...content } }];
      }
      case 'StarTimelineEntry': {
        const entry = requireLive(state, command.data.companyId);
        if (entry.starred === command.data.starred) return [];
        return [{ type: 'TimelineEntryStarred', data: { ...entry.ref, starred: command.data.starred } }];
      }
      case 'DeleteTimelineEntry': {
        const entry = requireLive(state, command.data.companyId);
        return [{ type: 'TimelineEntryDeleted', data: entry.ref }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TimelineEntryCreated': {
        const { entryId, companyId, model, modelId, contactId, authorId, ...content } = event.data;
        return { status: 'live', ref: { entryId, companyId, model, modelId, contactId }, content, starred: false, authorId };
      }
      case 'TimelineEntryUpdated': {
        if (state.status !== 'live') return state;
        const { entryId: _e, companyId: _c, model: _m, modelId: _i, contactId: _k, ...content } = event.data;
        return { ...state, content };
      }
      case 'TimelineEntryStarred':
        return state.status === 'live' ? { ...state, starred: event.data.starred } : state;
      case 'TimelineEntryDeleted':
        return { status: 'deleted', ref: state.status === 'live' ? state.ref : event.data };
      default:
        return assertNever(event);
    }
  },
};
