import { Type, type Static } from '@sinclair/typebox';
import { NamedSchema } from '../api/api-schemas';
import { Success, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { OFFER_REJECTION_TEXT_MAX, OfferRejectionReasonKey, OfferStageSchema } from '../offers/offer-events';
import { PopupVariantSchema } from './candidate-offer-events';
import { MAGIC_TOKEN_PATTERN, OFFER_TOKEN_PATTERN } from './candidate-offer-rules';
import { API_CATALOGUE } from '../api-catalogue';
import { JobDetailSchema } from '../job-postings/job-posting-schemas';

const FEATURE = 'candidate-offers';
const CANDIDATE = ['contact'] as const;

const TokenParams = Type.Object({ token: Type.String({ pattern: OFFER_TOKEN_PATTERN }) });

/** An offer as its candidate sees it: who offers what, and where their answer stands. */
export const CandidateOfferSchema = Type.Object({
  id: Uuid,
  /** The link's token to answer the offer with; null when no link was made. */
  token: Nullable(Type.String()),
  /** `open` until the candidate answers. */
  status: Type.Union([Type.Literal('open'), Type.Literal('accepted'), Type.Literal('rejected')]),
  stage: OfferStageSchema,
  created_at: Timestamp,
  accepted_at: Nullable(Timestamp),
  rejected_at: Nullable(Timestamp),
  /** Whether the candidate answered the new-offers popup for this offer (dismissed or clicked). */
  popup_answered: Type.Boolean(),
  campaign: NamedSchema,
  company: NamedSchema,
  /**
   * The job posting the offer is for (the campaign's posting: title, place, employment, holidays,
   * benefits, salary, employer with rating, description), so the candidate decides knowing it; null
   * while the campaign has no posting.
   */
  job: Nullable(JobDetailSchema),
});

/** The candidate's contact as the accept answers it (spec §3 "Contact"). */
export const CandidateContactSchema = Type.Object({
  created_at: Timestamp,
  user_info_screens: Type.Array(Type.Object({ identifier_screen: Type.String() })),
});

/** The candidate's offers, their answers to offers by link, phone verification, sign-in links and the new-offers popup. */
export const candidateOffersFeature = apiFeature({
  name: FEATURE,
  description: "The candidate's offers: answered by link, with a verified phone; one-time codes, sign-in links, the new-offers popup",
  ...API_CATALOGUE.candidateOffers,
  queries: {
    myOffers: contract({
      operationId: 'myOffers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/candidate-offers',
      access: CANDIDATE,
      summary: "The signed-in candidate's offers",
      description: "The candidate's own offers, newest first, with the link to answer the open ones. Other roles are 403.",
      response: Type.Object({ data: Type.Array(CandidateOfferSchema) }),
    }),
    offerByToken: contract({
      operationId: 'offerByToken',
      feature: FEATURE,
      method: 'GET',
      path: '/api/candidate-offers/{token}',
      access: CANDIDATE,
      summary: 'The offer a link leads to',
      description: "The offer of a link, for its own candidate only: another candidate's link is 403, an unknown one 404.",
      params: TokenParams,
      response: Type.Object({ data: CandidateOfferSchema }),
      errors: [404],
    }),
    phoneVerified: contract({
      operationId: 'phoneVerified',
      feature: FEATURE,
      method: 'GET',
      path: '/api/phone-verified',
      access: CANDIDATE,
      summary: "Whether the candidate's phone is verified",
      description: 'true once the candidate entered a one-time code sent to their phone (or an admin verified it).',
      response: Type.Object({ status: Type.Boolean() }),
    }),
  },
  commands: {
    acceptOffer: contract({
      operationId: 'acceptOffer',
      feature: FEATURE,
      method: 'POST',
      path: '/offers/{token}/accept',
      access: CANDIDATE,
      summary: 'Accept an offer through its link',
      description:
        "The candidate accepts their offer with the link's token; the offer moves from new to in_process on the board. The link answers its offer once: a used link, or one that does not match, is 422 on `token`; another candidate's link is 403; an unverified phone is 422 on `phone` (run the one-time-code modal first). Answers the contact (created_at, user_info_screens) and whether the first-accept popup shows.",
      params: TokenParams,
      response: Type.Object({
        message: Type.String(),
        contact: CandidateContactSchema,
        /** Spec §9: for candidates created on or after 2023-01-12, after their first accepted offer. */
        show_first_accept_popup: Type.Boolean(),
      }),
      errors: [404],
      changes: ['candidate-offers', 'offer-board', 'audit-log'],
      appends: ['OfferAccepted', 'OfferStageChanged'],
    }),
    rejectOfferByLink: contract({
      operationId: 'rejectOfferByLink',
      feature: FEATURE,
      method: 'POST',
      path: '/offers/{token}/reject',
      access: CANDIDATE,
      summary: 'Reject an offer through its link',
      description:
        "The candidate turns their offer down with the link's token, an offer rejection reason's identifier and, where the reason allows it, their words. The same link rules as accepting (422 on `token`, 403 for another candidate's); no verified phone needed.",
      params: TokenParams,
      body: Type.Object({
        reason: OfferRejectionReasonKey,
        text: Type.Optional(Nullable(Type.String({ maxLength: OFFER_REJECTION_TEXT_MAX }))),
      }),
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['candidate-offers', 'rejected-offers', 'audit-log'],
      appends: ['OfferRejected'],
    }),
    generateOtp: contract({
      operationId: 'generateOtp',
      feature: FEATURE,
      method: 'GET',
      path: '/api/generateOTP',
      access: CANDIDATE,
      changesState: true,
      summary: "Send a one-time code to the candidate's phone",
      description:
        'Sends a six-digit code by SMS (through the notification port); the code is never answered, and kept only as a keyed hash until it is used or runs out (10 minutes), never in the event log. A new code only 60 s after the last (429 with Retry-After), at most five codes a day to one number (429). A verified phone is 409; no phone on the profile is 422 on `phone`.',
      response: Type.Object({ message: Type.String(), retry_after: Type.Integer({ minimum: 0 }), expires_at: Timestamp }),
      errors: [409, 429],
      changes: ['candidate-offers'],
      appends: ['PhoneCodeSent'],
    }),
    verifyOtp: contract({
      operationId: 'verifyOtp',
      feature: FEATURE,
      method: 'POST',
      path: '/api/verifyOTP',
      access: CANDIDATE,
      summary: 'Verify the phone with the one-time code',
      description:
        'A right code verifies the phone (the contact is phone-verified). A wrong, expired or missing code is 422 on `otp`; after five wrong entries the code is spent (429: request a new one).',
      body: Type.Object({ otp: Type.String({ pattern: '^[0-9]{6}$' }) }),
      response: Type.Object({ message: Type.String(), data: Type.Object({ phone_confirmed_at: Timestamp }) }),
      errors: [429],
      changes: ['candidate-offers', 'contacts', 'users'],
      appends: ['PhoneCodeConfirmed', 'PhoneCodeRejected', 'ContactPhoneVerified'],
    }),
    sendMagicMail: contract({
      operationId: 'sendMagicMail',
      feature: FEATURE,
      method: 'POST',
      path: '/profile/send-magic-mail',
      access: 'public',
      summary: 'Mail a sign-in link',
      description:
        'Mails a candidate a sign-in link (through the notification port), good for 60 minutes and once; a new link only a minute after the last, at most five an hour. Admins and company users sign in with their password only: for them, for an unknown id, and within the limits, nothing is sent. The answer is the same in every case, so that it tells no one whether or whose the account is.',
      body: Type.Object({ user_id: Uuid }),
      response: Type.Object({ message: Type.String() }),
      appends: ['MagicLinkSent'],
    }),
    magicSignIn: contract({
      operationId: 'magicSignIn',
      feature: FEATURE,
      method: 'POST',
      path: '/api/magic-sign-in',
      access: 'public',
      summary: 'Sign in with a sign-in link',
      description:
        "Signs the link's candidate in (the session cookie, as the password sign-in); the sign-in is recorded (`MagicLinkUsed`, in the audit log). A used, expired or unknown link, or one for an account that is not a candidate's, is 422 on `token`.",
      body: Type.Object({ token: Type.String({ pattern: MAGIC_TOKEN_PATTERN }) }),
      response: Type.Object({ message: Type.String() }),
      appends: ['MagicLinkUsed'],
    }),
    storeQueuedEvent: contract({
      operationId: 'storeQueuedEvent',
      feature: FEATURE,
      method: 'POST',
      path: '/api/queued-events/store',
      access: CANDIDATE,
      summary: 'Record the answer to the new-offers popup',
      description:
        "The candidate dismissed the new-offers popup, or clicked through, for one of their offers (`id`); another candidate's offer is 403, an unknown one 404.",
      body: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 100 }), variant: PopupVariantSchema, id: Uuid }),
      response: Success,
      errors: [404],
      changes: ['candidate-offers'],
      appends: ['OfferPopupAnswered'],
    }),
  },
});

export type CandidateOffer = Static<typeof CandidateOfferSchema>;
export type CandidateContact = Static<typeof CandidateContactSchema>;
