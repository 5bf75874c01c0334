import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { BaseDataEvent } from './base-data-events';

export type TrackedEventState = { status: 'none' } | { status: 'tracked' };
export type TrackEventCommand = { type: 'TrackUserEvent'; data: { trackingId: string; userId: string; name: string } };

/** A tracked interface event: recorded once under its id. */
export const trackingDecider: Decider<TrackedEventState, TrackEventCommand, BaseDataEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (state.status !== 'none') throw conflict('This event was tracked already.');
    return [{ type: 'UserEventTracked', data: command.data }];
  },
  evolve: () => ({ status: 'tracked' }),
};
