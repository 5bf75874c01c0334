import { Type, type Static } from '@sinclair/typebox';
import { NamedSchema, OfferCardSchema, PersonSchema, paged } from '../api/api-schemas';
import { ADMIN_OR_BUSINESS, IdParams, Page, Success, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { OFFER_REJECTION_TEXT_MAX, OfferRejectionReasonKey, OfferStageSchema } from './offer-events';
import { OFFER_MOVE_REASON_LENGTH } from './offer-transitions';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'offers';

/** The filters of the board's columns. */
const OfferBoardQuerySchema = Type.Object({
  page: Page,
  user_id: Type.Optional(Uuid),
  company_id: Type.Optional(Uuid),
  campaign_id: Type.Optional(Uuid),
});

/** The filters of the rejected-offers list and its statistics (the board's, without the stage). */
const RejectedOffersQuerySchema = Type.Object({
  page: Page,
  user_id: Type.Optional(Uuid),
  company_id: Type.Optional(Uuid),
  campaign_id: Type.Optional(Uuid),
});

/** An offer its candidate turned down, with why. */
export const RejectedOfferSchema = Type.Object({
  id: Uuid,
  stage: OfferStageSchema,
  rejected_at: Timestamp,
  /** The offer rejection reason's identifier (`salary_too_low`, `too_far`, …). */
  reason: Type.String(),
  /** The candidate's own words, where the reason allows text. */
  text: Nullable(Type.String()),
  driver: PersonSchema,
  campaign: NamedSchema,
  company: NamedSchema,
});

/** How many offers were rejected, in all and per reason (most frequent first). */
export const RejectedOfferStatisticsSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  reasons: Type.Array(
    Type.Object({
      reason: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      /** Share of all rejections, in percent with one decimal. */
      percentage: Type.Number({ minimum: 0, maximum: 100 }),
    }),
  ),
});

/** The offer pipeline: the board's columns and filters, moving offers between stages, tracking what happened to an offer. */
export const offersFeature = apiFeature({
  name: FEATURE,
  description: 'The offer pipeline board: offers by stage, moved between stages',
  ...API_CATALOGUE.offers,
  queries: {
    offerCompanies: contract({
      operationId: 'offerCompanies',
      feature: FEATURE,
      method: 'GET',
      path: '/api/offers/companies',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Companies with offers on the board',
      description: "Every company that has offers, for the board's company filter; a company user sees their own company only.",
      response: Type.Array(NamedSchema),
    }),
    offerCompanyOptions: contract({
      operationId: 'offerCompanyOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/offers/options/companies',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: "The board's company picker",
      description: 'Companies to pick on the board, by name; a company user sees their own company only.',
      response: Type.Array(NamedSchema),
    }),
    listOffers: contract({
      operationId: 'listOffers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/offers/{stage}',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'One column of the board',
      description:
        'The offers in one stage, newest first, 20 per page, filtered by company, campaign or account manager (user_id). A company user sees their own company only; asking for another company is 403.',
      params: Type.Object({ stage: OfferStageSchema }),
      query: OfferBoardQuerySchema,
      response: paged(OfferCardSchema),
    }),
    listRejectedOffers: contract({
      operationId: 'listRejectedOffers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/rejected-offers',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Offers their candidates rejected',
      description:
        "Rejected offers, the latest rejection first, 20 per page, with the reason and the candidate's words, filtered by company, campaign or account manager (user_id). A company user sees their own company only; asking for another company is 403.",
      query: RejectedOffersQuerySchema,
      response: paged(RejectedOfferSchema),
    }),
    rejectedOfferStatistics: contract({
      operationId: 'rejectedOfferStatistics',
      feature: FEATURE,
      method: 'GET',
      path: '/api/rejected-offers-statistics',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Why offers were rejected',
      description:
        "How many offers were rejected under the same filters as the list, in all and per reason, most frequent first. `page` is accepted so that the list's filters can be passed as they are; the statistics always cover every page.",
      query: RejectedOffersQuerySchema,
      response: RejectedOfferStatisticsSchema,
    }),
  },
  commands: {
    changeOfferStage: contract({
      operationId: 'changeOfferStage',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/offers/{id}',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Move an offer to another stage',
      description:
        "Moves an offer as the stage table allows the caller (README, 'Offer stages'): `unlocked` is reached by unlocking the contact (POST /api/unlock-contact), a move only an admin may make is 403, a move nobody may make is 422 on `stage`, and a move that needs a reason without one is 422 on `reason`. With `from`, a move by someone else meanwhile is a conflict (409) and changes nothing.",
      params: IdParams,
      body: Type.Object({
        stage: OfferStageSchema,
        /** The stage the caller saw the offer in: if someone else moved it since, the answer is 409 and nothing changes. */
        from: Type.Optional(OfferStageSchema),
        /** Why: needed where the stage table asks for one (backwards out of the process, out of hired). */
        reason: Type.Optional(Type.String({ minLength: OFFER_MOVE_REASON_LENGTH.min, maxLength: OFFER_MOVE_REASON_LENGTH.max })),
      }),
      response: Type.Object({ data: OfferCardSchema }),
      errors: [404, 409],
      changes: ['offer-board', 'contacts', 'audit-log'],
      appends: ['OfferStageChanged'],
    }),
    trackOfferStep: contract({
      operationId: 'trackOfferStep',
      feature: FEATURE,
      method: 'POST',
      path: '/api/offers/{id}/track',
      access: 'authenticated',
      permission: 'campaigns',
      summary: 'Record a step of an offer',
      description:
        "Records what happened to an offer (viewed, clicked, …). The steps of the conversion funnel (clicked_from_sms, clicked_from_mail, visible or viewed, the accept and reject modals opened and closed, accepted) are the candidate's: only the offer's candidate records them, anyone else is 403. Other steps: the candidate for their own offers, company users for their company's, admins for any (403 otherwise).",
      params: IdParams,
      body: Type.Object({ step: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: Success,
      errors: [403, 404],
      changes: ['audit-log'],
      appends: ['OfferStepTracked'],
    }),
    rejectOffer: contract({
      operationId: 'rejectOffer',
      feature: FEATURE,
      method: 'POST',
      path: '/api/offers/{id}/reject',
      access: 'authenticated',
      permission: null,
      summary: "Record a candidate's rejection of an offer",
      description:
        "The candidate turns their own offer down, or an admin records the candidate's answer, with an offer rejection reason's identifier and, where the reason allows it, the candidate's words. Anyone else is 403; an offer rejected before is 409. The offer stays in its stage on the board.",
      params: IdParams,
      body: Type.Object({
        reason: OfferRejectionReasonKey,
        text: Type.Optional(Nullable(Type.String({ maxLength: OFFER_REJECTION_TEXT_MAX }))),
      }),
      response: Type.Object({ message: Type.String() }),
      errors: [403, 404, 409],
      changes: ['rejected-offers', 'audit-log'],
      appends: ['OfferRejected'],
    }),
  },
});

export type RejectedOffer = Static<typeof RejectedOfferSchema>;
export type RejectedOfferStatistics = Static<typeof RejectedOfferStatisticsSchema>;
