import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
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
  | { type: 'TrackOfferStep'; data: { offerId: string; step: string } };

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
        const reason = requireOfferMove({ actor, from: offer.stage, to: stage, unlockedBefore: offer.unlockIds.length > 0 }, command.data.reason);
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
      default:
        return assertNever(event);
    }
  },
};
