import { offerDecider, offerStreamId } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

export interface ReminderRun {
  /** The command's id (the request's): the same run again reminds nobody twice. */
  batchId: string;
  now: string;
  maxReminders?: number;
  minHoursSinceLast: number;
}

/** How many offers are reminded at once (each is its own stream). */
const CONCURRENCY = 8;

/**
 * Reminds the contacts of these offers, each offer's own stream deciding whether it is still open and
 * due; the notification leaves through the outbox when the `OfferReminderSent` is read from the log.
 * Answers how many were reminded and the position of the last reminder written.
 */
export async function sendOfferReminders(
  store: EventStore,
  offerIds: readonly string[],
  run: ReminderRun,
  metadata: CommandMetadata,
): Promise<{ sent: number; position: bigint | null }> {
  let sent = 0;
  let position: bigint | null = null;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < offerIds.length) {
      const offerId = offerIds[next] as string;
      next += 1;
      const result = await handleCommand({
        store,
        streamId: offerStreamId(offerId),
        decider: offerDecider,
        command: {
          type: 'SendOfferReminder',
          data: {
            offerId,
            batchId: run.batchId,
            now: run.now,
            minHoursSinceLast: run.minHoursSinceLast,
            ...(run.maxReminders === undefined ? {} : { maxReminders: run.maxReminders }),
          },
        },
        metadata: { ...metadata, occurredAt: run.now },
      });
      if (result.events.length > 0) {
        sent += 1;
        const at = result.append?.position ?? null;
        if (at !== null && (position === null || at > position)) position = at;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, offerIds.length) }, worker));
  return { sent, position };
}
