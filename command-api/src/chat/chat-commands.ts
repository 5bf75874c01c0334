import { chatMessageDecider, chatStreamId } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/** What the contact cannot get an SMS without. */
export const NO_PHONE_REASON = 'The contact has no phone number.';

/** Records what the SMS gateway did with an outgoing chat message (nothing when it says so already). */
export async function recordChatMessageStatus(
  store: CommandStore,
  messageId: string,
  outcome: { status: 'sent' | 'failed'; failedReason: string | null },
  metadata: CommandMetadata,
): Promise<bigint | null> {
  const result = await handleCommand({
    store,
    streamId: chatStreamId(messageId),
    decider: chatMessageDecider,
    command: { type: 'RecordChatMessageStatus', data: { messageId, ...outcome } },
    metadata,
  });
  return result.append?.position ?? null;
}
