import { contactSourceDecider, contactSourceStreamId, type ContactSourceRecorded } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/**
 * Records where a contact came from (the UTM parameters of the landing they registered from); the first
 * landing counts, later ones change nothing. Called by the registration flow and the demo data.
 */
export const recordContactSource = (store: CommandStore, source: ContactSourceRecorded['data'], metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: contactSourceStreamId(source.contactId),
    decider: contactSourceDecider,
    command: { type: 'RecordContactSource', data: source },
    metadata,
  });
