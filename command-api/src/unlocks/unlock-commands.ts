import { randomUUID } from 'node:crypto';
import { unlockDecider, unlockStreamId, type UnlockCommand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { loadContact } from './contacts';
import { handleCommand, type CommandMetadata } from './handle-command';
import { moveOfferToUnlocked } from './offers';

export interface UnlockContactInput {
  contactId: string;
  companyId: string;
  employerId: string | null;
  campaignId: string | null;
  /** The contact's offer for the campaign, if any: it moves to `unlocked`. */
  offerId: string | null;
  /** Cents. */
  price: number;
  unlockId?: string;
}

/**
 * Unlocks a contact for a company: the contact's own stream says whether it may be unlocked, the
 * per-company-and-contact stream makes a second unlock fail on the write, and the offer follows.
 */
export async function unlockContact(store: EventStore, input: UnlockContactInput, metadata: CommandMetadata): Promise<string> {
  const unlockId = input.unlockId ?? randomUUID();
  const contact = await loadContact(store, input.contactId);
  const result = await handleCommand({
    store,
    streamId: unlockStreamId(input.companyId, input.contactId),
    decider: unlockDecider,
    command: {
      type: 'UnlockContact',
      data: {
        unlockId,
        contactId: input.contactId,
        companyId: input.companyId,
        employerId: input.employerId,
        campaignId: input.campaignId,
        offerId: input.offerId,
        price: input.price,
        contact:
          contact.status === 'registered'
            ? { exists: true, isActive: contact.isActive, disabledForUnlock: contact.disabledForUnlock }
            : { exists: false, isActive: false, disabledForUnlock: false },
      },
    },
    metadata,
    // A concurrent unlock of the same contact for the same company must fail, not be retried.
    retries: 0,
  });
  if (input.offerId && result.events.length > 0) {
    await moveOfferToUnlocked(store, input.offerId, unlockId, { ...metadata, causationId: result.append ? unlockId : null });
  }
  return unlockId;
}

type UnlockStatusCommand = Exclude<UnlockCommand, { type: 'UnlockContact' }>['type'];

/** Open, confirm or reject the hire of, or delete an unlocked contact. */
export const runUnlockCommand = (
  store: EventStore,
  ref: { unlockId: string; companyId: string; contactId: string },
  type: UnlockStatusCommand,
  metadata: CommandMetadata,
) =>
  handleCommand({
    store,
    streamId: unlockStreamId(ref.companyId, ref.contactId),
    decider: unlockDecider,
    command: { type, data: { unlockId: ref.unlockId } },
    metadata,
  });
