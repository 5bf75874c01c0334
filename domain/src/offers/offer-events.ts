import { Type, type Static } from '@sinclair/typebox';
import { AboutStreamSubject, Actor, Personal, Secret, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

export const OFFER_STAGES = ['new', 'in_process', 'unlocked', 'in_company_process', 'gets_hired', 'hired', 'unqualified'] as const;
export const OfferStageSchema = Type.Union(OFFER_STAGES.map((stage) => Type.Literal(stage)));
export type OfferStage = (typeof OFFER_STAGES)[number];
export const isOfferStage = (value: string): value is OfferStage => (OFFER_STAGES as readonly string[]).includes(value);

export const OfferCreatedSchema = Type.Object({
  type: Type.Literal('OfferCreated'),
  data: Type.Object({
    offerId: Uuid,
    contactId: Subject(Uuid),
    campaignId: Uuid,
    companyId: Uuid,
    audienceId: Type.Union([Uuid, Type.Null()]),
    employerId: Actor(Type.Union([Uuid, Type.Null()])),
    /** Price of unlocking this contact through this campaign, in cents (the company's). */
    price: Secret(Type.Integer({ minimum: 0 })),
    createdAt: Type.String({ format: 'date-time' }),
  }),
});

export const OfferStageChangedSchema = Type.Object({
  type: Type.Literal('OfferStageChanged'),
  data: AboutStreamSubject(
    Type.Object({
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
  ),
});

export const OfferStepTrackedSchema = Type.Object({
  type: Type.Literal('OfferStepTracked'),
  data: AboutStreamSubject(Type.Object({ offerId: Uuid, step: Type.String({ minLength: 1, maxLength: 100 }) })),
});

/**
 * The contact was reminded of an open offer (a super-action or a campaign's "send reminders"); the
 * notification itself leaves through the notification port's outbox, once per event. `batchId` is the
 * command that sent it: the same command again reminds nobody twice.
 */
export const OfferReminderSentSchema = Type.Object({
  type: Type.Literal('OfferReminderSent'),
  data: Type.Object({
    offerId: Uuid,
    companyId: Uuid,
    campaignId: Uuid,
    contactId: Subject(Uuid),
    reminderNumber: Type.Integer({ minimum: 1 }),
    batchId: Type.String(),
    sentAt: Type.String({ format: 'date-time' }),
  }),
});

/** An offer rejection reason's identifier (reference data: `salary_too_low`, `too_far`, `other`, …). */
export const OfferRejectionReasonKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' });
export const OFFER_REJECTION_TEXT_MAX = 1000;

/** The candidate turned the offer down (themselves, or an admin recording their answer). */
export const OfferRejectedSchema = Type.Object({
  type: Type.Literal('OfferRejected'),
  data: Type.Object({
    offerId: Uuid,
    contactId: Uuid,
    companyId: Uuid,
    campaignId: Uuid,
    reason: OfferRejectionReasonKey,
    /** The candidate's own words, where the reason allows text: about the candidate. */
    text: Nullable(Personal(Type.String({ maxLength: OFFER_REJECTION_TEXT_MAX }), { subject: 'contactId' })),
    rejectedAt: Timestamp,
  }),
});

/**
 * A link to answer the offer was made for its candidate: `token` is random (≥ 128 bits, the offer's id
 * and 24 random bytes, base64url) and answers the offer once, accepted or rejected. `resendOf`: the offer
 * reset (the `AudienceOffersReset` event's id) the offer was sent again for; absent for its first link.
 */
export const OfferLinkIssuedSchema = Type.Object({
  type: Type.Literal('OfferLinkIssued'),
  data: Type.Object({
    offerId: Uuid,
    contactId: Subject(Uuid),
    token: Secret(Type.String({ minLength: 40, maxLength: 100 })),
    issuedAt: Timestamp,
    resendOf: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
});

/** The candidate accepted the offer through its link (with a verified phone); the offer moves from new to in_process. */
export const OfferAcceptedSchema = Type.Object({
  type: Type.Literal('OfferAccepted'),
  data: Type.Object({ offerId: Uuid, contactId: Subject(Uuid), companyId: Uuid, campaignId: Uuid, acceptedAt: Timestamp }),
});

export type OfferCreated = Static<typeof OfferCreatedSchema>;
export type OfferLinkIssued = Static<typeof OfferLinkIssuedSchema>;
export type OfferAccepted = Static<typeof OfferAcceptedSchema>;
export type OfferRejected = Static<typeof OfferRejectedSchema>;
export type OfferStageChanged = Static<typeof OfferStageChangedSchema>;
export type OfferStepTracked = Static<typeof OfferStepTrackedSchema>;
export type OfferReminderSent = Static<typeof OfferReminderSentSchema>;
export type OfferEvent =
  OfferCreated | OfferStageChanged | OfferStepTracked | OfferReminderSent | OfferRejected | OfferLinkIssued | OfferAccepted;
export const OfferEventSchemas = [
  OfferCreatedSchema,
  OfferStageChangedSchema,
  OfferStepTrackedSchema,
  OfferReminderSentSchema,
  OfferRejectedSchema,
  OfferLinkIssuedSchema,
  OfferAcceptedSchema,
] as const;

export const offerStreamId = (offerId: string): string => `offer-${offerId}`;
