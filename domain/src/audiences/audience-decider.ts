import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { AudienceCreated, AudienceEvent } from './audience-events';

export type AudienceData = AudienceCreated['data'];

export type AudienceState = { status: 'none' } | ({ status: 'created' } & AudienceData);

export type AudienceCommand = { type: 'CreateAudience'; data: AudienceData } | { type: 'UpdateAudience'; data: AudienceData };

const sameAudience = (a: AudienceData, b: AudienceData): boolean =>
  a.name === b.name &&
  a.profession === b.profession &&
  a.zipCode === b.zipCode &&
  a.lat === b.lat &&
  a.lng === b.lng &&
  a.rangeKm === b.rangeKm;

export const audienceDecider: Decider<AudienceState, AudienceCommand, AudienceEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (!(command.data.rangeKm > 0)) throw invalid('range', 'The range must be greater than 0.');
    switch (command.type) {
      case 'CreateAudience':
        if (state.status !== 'none') throw conflict('Audience already exists.');
        return [{ type: 'AudienceCreated', data: command.data }];
      case 'UpdateAudience': {
        if (state.status !== 'created') throw notFound('Audience not found.');
        // The company never changes: an audience belongs to the company that created it.
        const data = { ...command.data, audienceId: state.audienceId, companyId: state.companyId };
        if (sameAudience(state, data)) return [];
        return [{ type: 'AudienceUpdated', data }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'AudienceCreated':
      case 'AudienceUpdated':
        return { status: 'created', ...event.data };
      default:
        return assertNever(event);
    }
  },
};
