import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';
import { ProfessionSchema } from '../contacts/contact-events';

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
export type AudienceCreated = Static<typeof AudienceCreatedSchema>;
export type AudienceUpdated = Static<typeof AudienceUpdatedSchema>;
export type AudienceEvent = AudienceCreated | AudienceUpdated;
export const AudienceEventSchemas = [AudienceCreatedSchema, AudienceUpdatedSchema] as const;

export const audienceStreamId = (audienceId: string): string => `audience-${audienceId}`;
