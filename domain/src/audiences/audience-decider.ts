import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { AudienceCreated, AudienceEvent } from './audience-events';

export type AudienceState = { status: 'none' } | { status: 'created'; audienceId: string; companyId: string };

export type AudienceCommand = { type: 'CreateAudience'; data: AudienceCreated['data'] };

export const audienceDecider: Decider<AudienceState, AudienceCommand, AudienceEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateAudience':
        if (state.status !== 'none') throw conflict('Audience already exists.');
        if (!(command.data.rangeKm > 0)) throw invalid('range', 'The range must be greater than 0.');
        return [{ type: 'AudienceCreated', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'AudienceCreated':
        return { status: 'created', audienceId: event.data.audienceId, companyId: event.data.companyId };
      default:
        return assertNever(event.type);
    }
  },
};
