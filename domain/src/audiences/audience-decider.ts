import equal from 'fast-deep-equal';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { AudienceCreated, AudienceEvent } from './audience-events';

export type AudienceData = AudienceCreated['data'];

export type AudienceState = { status: 'none' } | ({ status: 'created' } & AudienceData);

export type AudienceCommand =
  | { type: 'CreateAudience'; data: AudienceData }
  | { type: 'UpdateAudience'; data: AudienceData }
  | { type: 'ResetAudienceOffers'; data: { audienceId: string; which: 'all' | 'non_viewed'; now: string } };

const sameAudience = (a: AudienceData, b: AudienceData): boolean =>
  a.name === b.name &&
  a.profession === b.profession &&
  a.zipCode === b.zipCode &&
  a.lat === b.lat &&
  a.lng === b.lng &&
  a.rangeKm === b.rangeKm &&
  // By value: the filters come back from the event store (jsonb) with their keys in another order.
  equal(a.filters ?? {}, b.filters ?? {});

export const audienceDecider: Decider<AudienceState, AudienceCommand, AudienceEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'ResetAudienceOffers') {
      if (state.status !== 'created') throw notFound('Audience not found.');
      return [
        { type: 'AudienceOffersReset', data: { audienceId: state.audienceId, which: command.data.which, resetAt: command.data.now } },
      ];
    }
    if (!(command.data.rangeKm > 0)) throw invalid('range', 'The range must be greater than 0.');
    const { age_from: ageFrom, age_to: ageTo } = command.data.filters ?? {};
    if (ageFrom && ageTo && ageFrom > ageTo) throw invalid('meta.age_to', 'The highest age must not be below the lowest.');
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
  evolve(state, event) {
    switch (event.type) {
      case 'AudienceCreated':
      case 'AudienceUpdated':
        return { status: 'created', ...event.data };
      case 'AudienceOffersReset':
      case 'AudienceOptimizationSaved':
        return state;
      default:
        return assertNever(event);
    }
  },
};

export interface AudienceOptimization {
  experiences: readonly string[];
  qualifications: readonly string[];
}
export type AudienceOptimizationState = { status: 'none' } | ({ status: 'saved' } & AudienceOptimization);
export type AudienceOptimizationCommand = {
  type: 'SaveAudienceOptimization';
  data: { experiences: string[]; qualifications: string[]; savedBy: string | null };
};

const sortedUnique = (values: readonly string[]): string[] => [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort();

/** The admins' one audience optimisation preference: saving the same lists again changes nothing. */
export const audienceOptimizationDecider: Decider<AudienceOptimizationState, AudienceOptimizationCommand, AudienceEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const experiences = sortedUnique(command.data.experiences);
    const qualifications = sortedUnique(command.data.qualifications);
    if (state.status === 'saved' && equal(state.experiences, experiences) && equal(state.qualifications, qualifications)) return [];
    return [{ type: 'AudienceOptimizationSaved', data: { experiences, qualifications, savedBy: command.data.savedBy } }];
  },
  evolve(state, event) {
    if (event.type !== 'AudienceOptimizationSaved') return state;
    return { status: 'saved', experiences: event.data.experiences, qualifications: event.data.qualifications };
  },
};
