import { offerDecider, offerStreamId, type OfferCommand, type OfferStage, type OfferState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

type CreateOfferData = Extract<OfferCommand, { type: 'CreateOffer' }>['data'];

/** Checks the offer's current state before the command runs (e.g. that the caller may act on it). */
export type OfferGuard = (state: OfferState) => void;

const now = (metadata: CommandMetadata): string => metadata.occurredAt ?? new Date().toISOString();

export const createOffer = (store: EventStore, data: Omit<CreateOfferData, 'now'>, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: offerStreamId(data.offerId), decider: offerDecider, command: { type: 'CreateOffer', data: { ...data, now: now(metadata) } }, metadata });

/** Any stage but `unlocked` (which only an unlock reaches); `from` makes a move by someone else meanwhile a conflict. */
export const changeOfferStage = (store: CommandStore, offerId: string, move: OfferStage | { stage: OfferStage; from?: OfferStage }, metadata: CommandMetadata, guard?: OfferGuard) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: (state: OfferState): OfferCommand => {
      guard?.(state);
      const { stage, from } = typeof move === 'string' ? { stage: move, from: undefined } : move;
      return { type: 'ChangeOfferStage', data: { offerId, stage, ...(from ? { from } : {}), now: now(metadata) } };
    },
    metadata,
  });

export const moveOfferToUnlocked = (store: EventStore, offerId: string, unlockId: string, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: offerStreamId(offerId), decider: offerDecider, command: { type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now: now(metadata) } }, metadata });

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
