import { contactDecider, contactStreamId, foldEvents, type ContactCommand, type ContactEvent, type ContactState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from './handle-command';

/** Runs one contact command on the contact's stream. */
export const runContactCommand = (store: EventStore, contactId: string, command: ContactCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: contactStreamId(contactId), decider: contactDecider, command, metadata });

/** The contact's current state, read from its own stream (not a read model). */
export async function loadContact(store: EventStore, contactId: string): Promise<ContactState> {
  const events = await store.readStream(contactStreamId(contactId));
  return foldEvents(contactDecider, events as unknown as ContactEvent[]);
}
