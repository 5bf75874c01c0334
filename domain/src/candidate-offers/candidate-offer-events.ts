import { Type, type Static } from '@sinclair/typebox';
import { Personal, Secret, Subject } from '../shared/personal-data';
import { Timestamp, Uuid } from '../shared/schema';

/**
 * A one-time code went to the candidate's phone: to which number, when, until when. Nothing of the code
 * itself: a six-digit code falls to any hash of it in under a second, and the log is kept for years and
 * handed out in exports. The code's keyed hash waits in an expiring table beside the read models, under
 * `codeId`. Codes sent before carried `codeHash` and `salt` here; they verify nothing any more.
 */
export const PhoneCodeSentSchema = Type.Object({
  type: Type.Literal('PhoneCodeSent'),
  data: Type.Object({
    userId: Uuid,
    contactId: Uuid,
    phone: Personal(Type.String(), { subject: 'contactId' }),
    /** Names the code's row in the expiring code table (absent on codes sent before that table). */
    codeId: Type.Optional(Uuid),
    sentAt: Timestamp,
    expiresAt: Timestamp,
  }),
});

/** A wrong code was entered for the current code (each code takes at most `PHONE_CODE_MAX_TRIES`). */
export const PhoneCodeRejectedSchema = Type.Object({
  type: Type.Literal('PhoneCodeRejected'),
  data: Type.Object({ userId: Subject(Uuid), contactId: Subject(Uuid), rejectedAt: Timestamp }),
});

/** The right code was entered: the phone is verified (the contact's `ContactPhoneVerified` follows). */
export const PhoneCodeConfirmedSchema = Type.Object({
  type: Type.Literal('PhoneCodeConfirmed'),
  data: Type.Object({
    userId: Uuid,
    contactId: Uuid,
    phone: Personal(Type.String(), { subject: 'contactId' }),
    confirmedAt: Timestamp,
  }),
});

/** A sign-in link went out by mail; only the hash of its token is kept. */
export const MagicLinkSentSchema = Type.Object({
  type: Type.Literal('MagicLinkSent'),
  data: Type.Object({
    userId: Subject(Uuid),
    tokenHash: Secret(Type.String({ minLength: 64, maxLength: 64 })),
    sentAt: Timestamp,
    expiresAt: Timestamp,
  }),
});

/** A sign-in link signed its person in; it signs nobody in again. */
export const MagicLinkUsedSchema = Type.Object({
  type: Type.Literal('MagicLinkUsed'),
  data: Type.Object({ userId: Subject(Uuid), tokenHash: Secret(Type.String({ minLength: 64, maxLength: 64 })), usedAt: Timestamp }),
});

export const POPUP_VARIANTS = ['new_offer_popup_dismissed', 'new_offer_popup_clicked'] as const;
export const PopupVariantSchema = Type.Union(POPUP_VARIANTS.map((variant) => Type.Literal(variant)));
export type PopupVariant = (typeof POPUP_VARIANTS)[number];

/** The candidate answered the new-offers popup for an offer (dismissed it, or clicked through). */
export const OfferPopupAnsweredSchema = Type.Object({
  type: Type.Literal('OfferPopupAnswered'),
  data: Type.Object({
    userId: Subject(Uuid),
    offerId: Uuid,
    identifier: Type.String({ minLength: 1, maxLength: 100 }),
    variant: PopupVariantSchema,
    answeredAt: Timestamp,
  }),
});

export type PhoneCodeSent = Static<typeof PhoneCodeSentSchema>;
export type PhoneCodeRejected = Static<typeof PhoneCodeRejectedSchema>;
export type PhoneCodeConfirmed = Static<typeof PhoneCodeConfirmedSchema>;
export type MagicLinkSent = Static<typeof MagicLinkSentSchema>;
export type MagicLinkUsed = Static<typeof MagicLinkUsedSchema>;
export type OfferPopupAnswered = Static<typeof OfferPopupAnsweredSchema>;
export type PhoneCodeEvent = PhoneCodeSent | PhoneCodeRejected | PhoneCodeConfirmed;
export type MagicLinkEvent = MagicLinkSent | MagicLinkUsed;
export type CandidateOfferEvent = PhoneCodeEvent | MagicLinkEvent | OfferPopupAnswered;

export const CandidateOfferEventSchemas = [
  PhoneCodeSentSchema,
  PhoneCodeRejectedSchema,
  PhoneCodeConfirmedSchema,
  MagicLinkSentSchema,
  MagicLinkUsedSchema,
  OfferPopupAnsweredSchema,
] as const;

export const phoneCodeStreamId = (userId: string): string => `phone-code-${userId}`;
export const magicLinkStreamId = (userId: string): string => `magic-link-${userId}`;
export const offerPopupStreamId = (userId: string): string => `offer-popup-${userId}`;
