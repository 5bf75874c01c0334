import { randomUUID } from 'node:crypto';
import { trackedEventStreamId, trackingDecider } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/** Records a user's interface event under a fresh id (its own stream). */
export const trackUserEvent = (store: CommandStore, userId: string, name: string, metadata: CommandMetadata) => {
  const trackingId = randomUUID();
  return handleCommand({
    store,
    streamId: trackedEventStreamId(trackingId),
    decider: trackingDecider,
    command: { type: 'TrackUserEvent', data: { trackingId, userId, name } },
    metadata,
  });
};
