import { createHash } from 'node:crypto';
import { handleCommand, loadUnlock, type CommandStore } from '@rm/command-api';
import { timelineDecider, timelineStreamId } from '@rm/domain';
import type { Projection } from '@rm/projectors';

/** The timeline entry of a chat message: always the same one for the same message (a rerun appends nothing). */
export function chatSmsEntryId(messageId: string): string {
  const hex = createHash('sha256').update(`chat-sms-timeline:${messageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * An SMS a company user sends from a contact's chat is contact with the person, as one typed by hand on the
 * timeline is: this reactor writes it as an SMS entry on the company's unlocked contact (counted under
 * "SMS", and it ticks the checklist's "not contacted yet"), by the message's sender at the message's time.
 * Only a company's messages with a number to go to, to a contact the company has unlocked (the back office's
 * messages belong to no company's timeline). Idempotent: the entry's id comes from the message's. A reactor:
 * it starts at the head of the log when first deployed.
 */
export function chatSmsTimeline(store: CommandStore): Projection {
  return {
    name: 'chat-sms-timeline',
    schema: 'pm_chat_sms_timeline',
    startsAtHead: true,
    eventTypes: ['ChatMessageSent'],
    createTables: () => Promise.resolve(),
    async handle(batch) {
      for (const event of batch) {
        if (event.type !== 'ChatMessageSent') continue;
        const { companyId, contactId, senderId, message, phone, messageId } = event.data;
        if (companyId === null || phone === null) continue;
        const unlock = await loadUnlock(store, companyId, contactId);
        if (unlock.status === 'none' || unlock.status === 'deleted') continue;
        const entryId = chatSmsEntryId(messageId);
        await handleCommand({
          store,
          streamId: timelineStreamId(entryId),
          decider: timelineDecider,
          command: {
            type: 'CreateTimelineEntry',
            data: {
              entryId,
              companyId,
              model: 'unlocked-contact',
              modelId: unlock.unlockId,
              contactId,
              subjectId: contactId,
              authorId: senderId,
              entryType: 'sms',
              text: message,
              title: null,
              outcome: null,
              meetingDate: null,
              meetingTime: null,
              performedAt: new Date(event.metadata.occurredAt).toISOString(),
            },
          },
          metadata: {
            actorId: event.metadata.actorId,
            actorRole: event.metadata.actorRole,
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            occurredAt: event.metadata.occurredAt,
          },
        });
      }
      return [];
    },
  };
}
