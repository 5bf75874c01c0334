import { contactDecider, contactStreamId, foldEvents, type ContactCommand, type ContactEvent, type ContactState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

/** Runs one contact command on the contact's stream. */
export const runContactCommand = (store: EventStore, contactId: string, command: ContactCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: contactStreamId(contactId), decider: contactDecider, command, metadata });

/** A contact as its own stream tells it (not a read model): state and name. */
export interface LoadedContact {
  state: ContactState;
  fullName: string | null;
}

export async function loadContact(store: EventStore, contactId: string): Promise<LoadedContact> {
  const events = (await store.readStream(contactStreamId(contactId))) as unknown as ContactEvent[];
  const registered = events.find((event) => event.type === 'ContactRegistered');
  return {
    state: foldEvents(contactDecider, events),
    fullName: registered ? `${registered.data.firstName} ${registered.data.lastName}`.trim() : null,
  };
}
