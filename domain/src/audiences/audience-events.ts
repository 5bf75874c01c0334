import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';
import { ProfessionSchema } from '../contacts/contact-events';

export const AudienceCreatedSchema = Type.Object({
  type: Type.Literal('AudienceCreated'),
  data: Type.Object({
    audienceId: Uuid,
    companyId: Uuid,
    name: Type.String(),
    profession: ProfessionSchema,
    zipCode: Type.String(),
    lat: Type.Number(),
    lng: Type.Number(),
    rangeKm: Type.Number({ exclusiveMinimum: 0 }),
  }),
});
export type AudienceCreated = Static<typeof AudienceCreatedSchema>;
export type AudienceEvent = AudienceCreated;
export const AudienceEventSchemas = [AudienceCreatedSchema] as const;

export const audienceStreamId = (audienceId: string): string => `audience-${audienceId}`;
