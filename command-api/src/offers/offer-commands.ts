import { offerDecider, offerStreamId, type OfferCommand, type OfferStage, type OfferState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

type CreateOfferData = Extract<OfferCommand, { type: 'CreateOffer' }>['data'];

/** Checks the offer's current state before the command runs (e.g. that the caller may act on it). */
export type OfferGuard = (state: OfferState) => void;

const now = (metadata: CommandMetadata): string => metadata.occurredAt ?? new Date().toISOString();

export const createOffer = (store: EventStore, data: Omit<CreateOfferData, 'now'>, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: offerStreamId(data.offerId), decider: offerDecider, command: { type: 'CreateOffer', data: { ...data, now: now(metadata) } }, metadata });

/** Any stage but `unlocked` (which only an unlock reaches). */
export const changeOfferStage = (store: EventStore, offerId: string, stage: OfferStage, metadata: CommandMetadata, guard?: OfferGuard) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: (state: OfferState): OfferCommand => {
      guard?.(state);
      return { type: 'ChangeOfferStage', data: { offerId, stage, now: now(metadata) } };
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
