import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import type { ContactSourceEvent, ContactSourceRecorded } from './contact-source-events';

export type ContactSourceState = { status: 'unknown' } | { status: 'recorded'; utmCampaign: string | null };

export type ContactSourceCommand = { type: 'RecordContactSource'; data: ContactSourceRecorded['data'] };

/** A contact's source is recorded once: the first landing counts (first-touch attribution), a later one is ignored. */
export const contactSourceDecider: Decider<ContactSourceState, ContactSourceCommand, ContactSourceEvent> = {
  initialState: () => ({ status: 'unknown' }),

  decide(command, state) {
    switch (command.type) {
      case 'RecordContactSource':
        return state.status === 'recorded' ? [] : [{ type: 'ContactSourceRecorded', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'ContactSourceRecorded':
        return { status: 'recorded', utmCampaign: event.data.utmCampaign };
      default:
        return assertNever(event.type);
    }
  },
};
