import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { OfferEvent, OfferStage } from './offer-events';
import { requireOfferMove, type OfferActor } from './offer-transitions';

export type OfferState =
  | { status: 'none' }
  | {
      status: 'open';
      offerId: string;
      companyId: string;
      campaignId: string;
      contactId: string;
      stage: OfferStage;
      hiredAt: string | null;
      trackedSteps: readonly string[];
      /** Unlocks that have moved this offer: each moves it once. */
      unlockIds: readonly string[];
      createdAt: string;
      remindersCount: number;
      lastReminderAt: string | null;
      /** The commands that sent reminders (a retried command sends none). */
      reminderBatches: readonly string[];
      /** When the candidate turned the offer down; null while they have not. */
      rejectedAt: string | null;
      /** When the candidate accepted the offer through its link; null while they have not. */
      acceptedAt?: string | null;
      /** The links made for the candidate to answer the offer (each answers it once: an answered offer takes none). */
      linkTokens?: readonly string[];
      /** The offer resets (their events' ids) the offer was sent again for: each sends it once. */
      resends?: readonly string[];
    };

export type OfferCommand =
  | {
      type: 'CreateOffer';
      data: {
        offerId: string;
        contactId: string;
        campaignId: string;
        companyId: string;
        audienceId: string | null;
        employerId: string | null;
        price: number;
        now: string;
      };
    }
  | {
      type: 'ChangeOfferStage';
      /**
       * `from`: the stage the caller saw the offer in; a change by someone else since is a conflict.
       * `actor`: whose rules apply (offer-transitions.ts); `reason`: why, recorded on the event (some moves need one).
       */
      data: { offerId: string; stage: OfferStage; from?: OfferStage; actor: OfferActor; reason?: string; now: string };
    }
  | { type: 'MoveOfferToUnlocked'; data: { offerId: string; unlockId: string; now: string } }
  | { type: 'TrackOfferStep'; data: { offerId: string; step: string } }
  | {
      type: 'SendOfferReminder';
      /**
       * `maxReminders`: remind only offers that had fewer; `minHoursSinceLast`: only when the last reminder (or
       * the offer, when it had none) is at least that old (never less than MIN_HOURS_BETWEEN_REMINDERS). An offer that is no longer open, or
       * does not qualify, gets nothing (the batch goes on).
       */
      data: { offerId: string; batchId: string; now: string; maxReminders?: number; minHoursSinceLast: number };
    }
  | {
      type: 'RejectOffer';
      /** `reason`: an offer rejection reason's identifier; `text`: the candidate's words (trimmed, may be empty). */
      data: { offerId: string; reason: string; text: string | null; now: string };
    }
  /** `firstOnly`: a link only when the offer has none yet (the link every new offer is sent with, once). */
  | {
      type: 'IssueOfferLink';
      /**
       * `firstOnly`: only when the offer has no link yet; `resendOf`: the offer reset (its event's id) the
       * link sends the offer again for, once per reset however often the command is repeated.
       */
      data: { offerId: string; token: string; now: string; firstOnly?: boolean; resendOf?: string };
    }
  | {
      type: 'AnswerOfferByLink';
      /**
       * The candidate's answer through the offer's link. `contactId`: the signed-in candidate's (a link of
       * someone else's offer is refused); `phoneVerified`: whether their phone is verified (accepting needs it).
       */
      data:
        | { offerId: string; token: string; contactId: string; answer: 'accept'; phoneVerified: boolean; now: string }
        | { offerId: string; token: string; contactId: string; answer: 'reject'; reason: string; text: string | null; now: string };
    };

/** A contact is never reminded of one offer twice within this many hours, whatever a super-action asks. */
export const MIN_HOURS_BETWEEN_REMINDERS = 1;

/** Whether an offer is due a reminder under the filter (pure; also what the preview counts). */
export function reminderDue(
  offer: { stage: OfferStage; createdAt: string; remindersCount: number; lastReminderAt: string | null; rejectedAt?: string | null },
  filter: { now: string; maxReminders?: number; minHoursSinceLast: number },
): boolean {
  // The candidate said no: nothing to remind them of.
  if (offer.stage !== 'new' || (offer.rejectedAt ?? null) !== null) return false;
  if (filter.maxReminders !== undefined && offer.remindersCount >= filter.maxReminders) return false;
  const hours = Math.max(filter.minHoursSinceLast, MIN_HOURS_BETWEEN_REMINDERS);
  return Date.parse(filter.now) - Date.parse(offer.lastReminderAt ?? offer.createdAt) >= hours * 3600_000;
}

export const OFFER_LINK_INVALID = 'This offer link is not valid.';
export const OFFER_LINK_FOREIGN = 'This offer link belongs to someone else.';
export const OFFER_LINK_USED = 'This offer link has already been used.';
export const OFFER_NEEDS_VERIFIED_PHONE = 'Please verify your phone number first.';

type OpenOffer = Extract<OfferState, { status: 'open' }>;

/** Whether the candidate has answered the offer (accepted or rejected): its links are spent. */
const isAnswered = (offer: OpenOffer): boolean => offer.rejectedAt !== null || (offer.acceptedAt ?? null) !== null;

/** The candidate's no to the offer, with their own words where they gave some. */
const rejected = (offer: OpenOffer, reason: string, text: string | null | undefined, now: string): OfferEvent => ({
  type: 'OfferRejected',
  data: {
    offerId: offer.offerId,
    contactId: offer.contactId,
    companyId: offer.companyId,
    campaignId: offer.campaignId,
    reason,
    text: text?.trim() || null,
    rejectedAt: now,
  },
});

function requireOpen(state: OfferState): Extract<OfferState, { status: 'open' }> {
  if (state.status !== 'open') throw notFound('Offer not found.');
  return state;
}

export const offerDecider: Decider<OfferState, OfferCommand, OfferEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateOffer': {
        if (state.status !== 'none') throw conflict('Offer already exists.');
        const { now, ...rest } = command.data;
        return [{ type: 'OfferCreated', data: { ...rest, createdAt: now } }];
      }
      case 'ChangeOfferStage': {
        const offer = requireOpen(state);
        const { stage, from, actor, now } = command.data;
        if (from !== undefined && from !== offer.stage) {
          throw conflict(`Someone else moved this offer to ${offer.stage} meanwhile; the board shows it where it is now.`);
        }
        if (stage === offer.stage) return [];
        const reason = requireOfferMove(
          { actor, from: offer.stage, to: stage, unlockedBefore: offer.unlockIds.length > 0 },
          command.data.reason,
        );
        return [
          {
            type: 'OfferStageChanged',
            data: {
              offerId: offer.offerId,
              companyId: offer.companyId,
              from: offer.stage,
              to: stage,
              hiredAt: stage === 'hired' ? now : null,
              unlockId: null,
              ...(reason === undefined ? {} : { reason }),
            },
          },
        ];
      }
      case 'MoveOfferToUnlocked': {
        const offer = requireOpen(state);
        if (offer.stage === 'unlocked' || offer.unlockIds.includes(command.data.unlockId)) return [];
        return [
          {
            type: 'OfferStageChanged',
            data: {
              offerId: offer.offerId,
              companyId: offer.companyId,
              from: offer.stage,
              to: 'unlocked',
              hiredAt: null,
              unlockId: command.data.unlockId,
            },
          },
        ];
      }
      case 'TrackOfferStep': {
        const offer = requireOpen(state);
        return [{ type: 'OfferStepTracked', data: { offerId: offer.offerId, step: command.data.step } }];
      }
      case 'SendOfferReminder': {
        const offer = requireOpen(state);
        if (offer.reminderBatches.includes(command.data.batchId) || !reminderDue(offer, command.data)) return [];
        return [
          {
            type: 'OfferReminderSent',
            data: {
              offerId: offer.offerId,
              companyId: offer.companyId,
              campaignId: offer.campaignId,
              contactId: offer.contactId,
              reminderNumber: offer.remindersCount + 1,
              batchId: command.data.batchId,
              sentAt: command.data.now,
            },
          },
        ];
      }
      case 'RejectOffer': {
        const offer = requireOpen(state);
        if (offer.rejectedAt !== null) throw conflict('This offer has already been rejected.');
        // The candidate's yes stands: a later no would be a second answer to the same offer.
        if ((offer.acceptedAt ?? null) !== null) throw conflict('This offer has already been accepted.');
        return [rejected(offer, command.data.reason, command.data.text, command.data.now)];
      }
      case 'IssueOfferLink': {
        const offer = requireOpen(state);
        if (isAnswered(offer)) throw conflict('This offer has already been answered.');
        const links = offer.linkTokens ?? [];
        if (links.includes(command.data.token) || (command.data.firstOnly === true && links.length > 0)) return [];
        const { resendOf } = command.data;
        if (resendOf !== undefined && (offer.resends ?? []).includes(resendOf)) return [];
        return [
          {
            type: 'OfferLinkIssued',
            data: {
              offerId: offer.offerId,
              contactId: offer.contactId,
              token: command.data.token,
              issuedAt: command.data.now,
              ...(resendOf === undefined ? {} : { resendOf }),
            },
          },
        ];
      }
      case 'AnswerOfferByLink': {
        const offer = requireOpen(state);
        const answer = command.data;
        if (!(offer.linkTokens ?? []).includes(answer.token)) throw invalid('token', OFFER_LINK_INVALID);
        if (answer.contactId !== offer.contactId) throw forbidden(OFFER_LINK_FOREIGN);
        if (isAnswered(offer)) throw invalid('token', OFFER_LINK_USED);
        const ids = { offerId: offer.offerId, contactId: offer.contactId, companyId: offer.companyId, campaignId: offer.campaignId };
        if (answer.answer === 'reject') return [rejected(offer, answer.reason, answer.text, answer.now)];
        if (!answer.phoneVerified) throw invalid('phone', OFFER_NEEDS_VERIFIED_PHONE);
        return [
          { type: 'OfferAccepted', data: { ...ids, acceptedAt: answer.now } },
          ...(offer.stage === 'new'
            ? [
                {
                  type: 'OfferStageChanged' as const,
                  data: {
                    offerId: offer.offerId,
                    companyId: offer.companyId,
                    from: offer.stage,
                    to: 'in_process' as const,
                    hiredAt: null,
                    unlockId: null,
                  },
                },
              ]
            : []),
        ];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'OfferCreated':
        return {
          status: 'open',
          offerId: event.data.offerId,
          companyId: event.data.companyId,
          campaignId: event.data.campaignId,
          contactId: event.data.contactId,
          stage: 'new',
          hiredAt: null,
          trackedSteps: [],
          unlockIds: [],
          createdAt: event.data.createdAt,
          remindersCount: 0,
          lastReminderAt: null,
          reminderBatches: [],
          rejectedAt: null,
        };
      case 'OfferStageChanged':
        if (state.status !== 'open') return state;
        return {
          ...state,
          stage: event.data.to,
          hiredAt: event.data.hiredAt ?? state.hiredAt,
          unlockIds: event.data.unlockId ? [...state.unlockIds, event.data.unlockId] : state.unlockIds,
        };
      case 'OfferStepTracked':
        if (state.status !== 'open') return state;
        return { ...state, trackedSteps: [...state.trackedSteps, event.data.step] };
      case 'OfferReminderSent':
        if (state.status !== 'open') return state;
        return {
          ...state,
          remindersCount: event.data.reminderNumber,
          lastReminderAt: event.data.sentAt,
          reminderBatches: [...state.reminderBatches, event.data.batchId],
        };
      case 'OfferRejected':
        if (state.status !== 'open') return state;
        return { ...state, rejectedAt: event.data.rejectedAt };
      case 'OfferLinkIssued':
        if (state.status !== 'open') return state;
        return {
          ...state,
          linkTokens: [...(state.linkTokens ?? []), event.data.token],
          ...(event.data.resendOf === undefined ? {} : { resends: [...(state.resends ?? []), event.data.resendOf] }),
        };
      case 'OfferAccepted':
        if (state.status !== 'open') return state;
        return { ...state, acceptedAt: event.data.acceptedAt };
      default:
        return assertNever(event);
    }
  },
};
