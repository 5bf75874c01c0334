import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';
import { ProfessionSchema } from '../contacts/contact-events';
import { AudienceFiltersSchema } from '../contacts/contact-profile';

/** Who an audience reaches: a profession within a range around a postal code's centre (no personal data). */
const AudienceFields = {
  audienceId: Uuid,
  companyId: Uuid,
  name: Type.String(),
  profession: ProfessionSchema,
  zipCode: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  rangeKm: Type.Number({ exclusiveMinimum: 0 }),
  /** The meta filters beyond place, range and profession (absent in audiences saved before them: none). */
  filters: Type.Optional(AudienceFiltersSchema),
};

export const AudienceCreatedSchema = Type.Object({
  type: Type.Literal('AudienceCreated'),
  data: Type.Object(AudienceFields),
});
/** The audience's name, profession, place or range changed (every field as it now stands). */
export const AudienceUpdatedSchema = Type.Object({
  type: Type.Literal('AudienceUpdated'),
  data: Type.Object(AudienceFields),
});
/** An admin reset the offers of the audience's campaigns (all, or those the contacts never viewed), so they go out again. */
export const AudienceOffersResetSchema = Type.Object({
  type: Type.Literal('AudienceOffersReset'),
  data: Type.Object({ audienceId: Uuid, which: Type.Union([Type.Literal('all'), Type.Literal('non_viewed')]), resetAt: Type.String() }),
});
/** The admins' audience optimisation: which experiences and qualifications an optimised audience favours. */
export const AudienceOptimizationSavedSchema = Type.Object({
  type: Type.Literal('AudienceOptimizationSaved'),
  data: Type.Object({
    experiences: Type.Array(Type.String()),
    qualifications: Type.Array(Type.String()),
    savedBy: Type.Union([Uuid, Type.Null()]),
  }),
});
export type AudienceOffersReset = Static<typeof AudienceOffersResetSchema>;
export type AudienceOptimizationSaved = Static<typeof AudienceOptimizationSavedSchema>;
export type AudienceCreated = Static<typeof AudienceCreatedSchema>;
export type AudienceUpdated = Static<typeof AudienceUpdatedSchema>;
export type AudienceEvent = AudienceCreated | AudienceUpdated | AudienceOffersReset | AudienceOptimizationSaved;
export const AudienceEventSchemas = [
  AudienceCreatedSchema,
  AudienceUpdatedSchema,
  AudienceOffersResetSchema,
  AudienceOptimizationSavedSchema,
] as const;

/** The one stream of the admins' audience optimisation preference. */
export const AUDIENCE_OPTIMIZATION_STREAM = 'audience-optimization';

export const audienceStreamId = (audienceId: string): string => `audience-${audienceId}`;
