import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';

export const OFFER_STAGES = [
  'new',
  'in_process',
  'unlocked',
  'in_company_process',
  'gets_hired',
  'hired',
  'unqualified',
] as const;
export const OfferStageSchema = Type.Union(OFFER_STAGES.map((stage) => Type.Literal(stage)));
export type OfferStage = (typeof OFFER_STAGES)[number];
export const isOfferStage = (value: string): value is OfferStage => (OFFER_STAGES as readonly string[]).includes(value);


export const OfferCreatedSchema = Type.Object({
  type: Type.Literal('OfferCreated'),
  data: Type.Object({
    offerId: Uuid,
    contactId: Uuid,
    campaignId: Uuid,
    companyId: Uuid,
    audienceId: Type.Union([Uuid, Type.Null()]),
    employerId: Type.Union([Uuid, Type.Null()]),
    /** Price of unlocking this contact through this campaign, in cents. */
    price: Type.Integer({ minimum: 0 }),
    createdAt: Type.String({ format: 'date-time' }),
  }),
});

export const OfferStageChangedSchema = Type.Object({
  type: Type.Literal('OfferStageChanged'),
  data: Type.Object({
    offerId: Uuid,
    companyId: Uuid,
    from: OfferStageSchema,
    to: OfferStageSchema,
    /** Set when `to` is `hired`. */
    hiredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** Set when the change came from unlocking the contact. */
    unlockId: Type.Union([Uuid, Type.Null()]),
    /**
     * Why the offer was moved, trimmed, when the mover gave a reason: required for an admin moving an
     * unlocked offer back to new or in_process, or out of hired. Absent on earlier events.
     */
    reason: Type.Optional(Type.String({ minLength: 3, maxLength: 500 })),
  }),
});

export const OfferStepTrackedSchema = Type.Object({
  type: Type.Literal('OfferStepTracked'),
  data: Type.Object({ offerId: Uuid, step: Type.String({ minLength: 1, maxLength: 100 }) }),
});

export type OfferCreated = Static<typeof OfferCreatedSchema>;
export type OfferStageChanged = Static<typeof OfferStageChangedSchema>;
export type OfferStepTracked = Static<typeof OfferStepTrackedSchema>;
export type OfferEvent = OfferCreated | OfferStageChanged | OfferStepTracked;
export const OfferEventSchemas = [OfferCreatedSchema, OfferStageChangedSchema, OfferStepTrackedSchema] as const;

export const offerStreamId = (offerId: string): string => `offer-${offerId}`;
