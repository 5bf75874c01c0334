import { offerDecider, offerStreamId, type OfferActor, type OfferCommand, type OfferStage, type OfferState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { commandTime, handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

type CreateOfferData = Extract<OfferCommand, { type: 'CreateOffer' }>['data'];

/** Checks the offer's current state before the command runs (e.g. that the caller may act on it). */
export type OfferGuard = (state: OfferState) => void;

const now = commandTime;

export const createOffer = (store: EventStore, data: Omit<CreateOfferData, 'now'>, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: offerStreamId(data.offerId),
    decider: offerDecider,
    command: { type: 'CreateOffer', data: { ...data, now: now(metadata) } },
    metadata,
  });

/** A move on the board: `from` makes a move by someone else meanwhile a conflict; `reason` is recorded (some moves need one). */
export interface OfferStageMove {
  stage: OfferStage;
  from?: OfferStage;
  reason?: string;
  /** Whose stage rules apply; by default the metadata's role: an admin's, otherwise a company user's (the narrower ones). */
  actor?: OfferActor;
}

const actorOf = (metadata: CommandMetadata): OfferActor => (metadata.actorRole === 'admin' ? 'admin' : 'company');

/** A stage change under the stage rules (domain offer-transitions.ts); `unlocked` the first time only through an unlock. */
export const changeOfferStage = (
  store: CommandStore,
  offerId: string,
  move: OfferStage | OfferStageMove,
  metadata: CommandMetadata,
  guard?: OfferGuard,
) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: (state: OfferState): OfferCommand => {
      guard?.(state);
      const { stage, from, reason, actor }: OfferStageMove = typeof move === 'string' ? { stage: move } : move;
      return {
        type: 'ChangeOfferStage',
        data: {
          offerId,
          stage,
          ...(from ? { from } : {}),
          ...(reason === undefined ? {} : { reason }),
          actor: actor ?? actorOf(metadata),
          now: now(metadata),
        },
      };
    },
    metadata,
  });

export const moveOfferToUnlocked = (store: EventStore, offerId: string, unlockId: string, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: { type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now: now(metadata) } },
    metadata,
  });

export const trackOfferStep = (store: EventStore, offerId: string, step: string, metadata: CommandMetadata, guard?: OfferGuard) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: (state: OfferState): OfferCommand => {
      guard?.(state);
      return { type: 'TrackOfferStep', data: { offerId, step } };
    },
    metadata,
  });

/** The candidate's "no" to an offer, with an offer rejection reason's identifier and their words. */
export const rejectOffer = (
  store: CommandStore,
  offerId: string,
  answer: { reason: string; text: string | null },
  metadata: CommandMetadata,
  guard?: OfferGuard,
) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: (state: OfferState): OfferCommand => {
      guard?.(state);
      return { type: 'RejectOffer', data: { offerId, reason: answer.reason, text: answer.text, now: now(metadata) } };
    },
    metadata,
  });
