import { offerDecider, offerStreamId, type OfferCommand, type OfferStage } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from './handle-command';

type CreateOfferData = Extract<OfferCommand, { type: 'CreateOffer' }>['data'];

export const createOffer = (store: EventStore, data: Omit<CreateOfferData, 'now'>, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: offerStreamId(data.offerId),
    decider: offerDecider,
    command: { type: 'CreateOffer', data: { ...data, now: metadata.occurredAt ?? new Date().toISOString() } },
    metadata,
  });

export const changeOfferStage = (store: EventStore, offerId: string, stage: OfferStage, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: { type: 'ChangeOfferStage', data: { offerId, stage, now: metadata.occurredAt ?? new Date().toISOString() } },
    metadata,
  });

export const moveOfferToUnlocked = (store: EventStore, offerId: string, unlockId: string, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: { type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now: metadata.occurredAt ?? new Date().toISOString() } },
    metadata,
  });

export const trackOfferStep = (store: EventStore, offerId: string, step: string, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: offerStreamId(offerId), decider: offerDecider, command: { type: 'TrackOfferStep', data: { offerId, step } }, metadata });
