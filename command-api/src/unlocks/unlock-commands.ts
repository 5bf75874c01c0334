import { randomUUID } from 'node:crypto';
import { unlockDecider, unlockStreamId, type ContactSnapshot, type UnlockCommand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { loadContact } from '../contacts/contact-commands';
import { moveOfferToUnlocked } from '../offers/offer-commands';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

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

export interface UnlockContactOptions {
  /**
   * Called instead of throwing when the unlock was recorded but its offer could not be moved: the
   * unlock (the billable fact) stands, and a retry by the caller would only meet a duplicate.
   */
  onOfferNotMoved?: (error: unknown) => void;
}

export interface UnlockOutcome {
  unlockId: string;
  /** Global position of the last event written (the unlock, or the offer's move after it). */
  position: bigint | null;
}

/** Unlocks a contact for a company (see `recordUnlock`) and answers the unlock's id. */
export async function unlockContact(store: EventStore, input: UnlockContactInput, metadata: CommandMetadata, options: UnlockContactOptions = {}): Promise<string> {
  return (await recordUnlock(store, input, metadata, options)).unlockId;
}

/**
 * Unlocks a contact for a company: the contact's own stream says whether it may be unlocked, the
 * per-company-and-contact stream `unlock-<company>-<contact>` makes a second unlock fail on the write
 * (expected: no stream, or the revision of a deleted unlock), and the offer follows to `unlocked`.
 */
export async function recordUnlock(store: EventStore, input: UnlockContactInput, metadata: CommandMetadata, options: UnlockContactOptions = {}): Promise<UnlockOutcome> {
  const unlockId = input.unlockId ?? randomUUID();
  const { state: contact } = await loadContact(store, input.contactId);
  const snapshot: ContactSnapshot =
    contact.status === 'registered' ? { exists: true, isActive: contact.isActive, disabledForUnlock: contact.disabledForUnlock } : { exists: false, isActive: false, disabledForUnlock: false };
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
        contact: snapshot,
      },
    },
    metadata,
    retryOnConflict: false,
  });
  let position = result.append?.position ?? null;
  if (input.offerId && result.events.length > 0) {
    try {
      const moved = await moveOfferToUnlocked(store, input.offerId, unlockId, { ...metadata, causationId: result.eventIds[0] ?? null });
      position = moved.append?.position ?? position;
    } catch (error) {
      if (!options.onOfferNotMoved) throw error;
      options.onOfferNotMoved(error);
    }
  }
  return { unlockId, position };
}

/** The commands on an existing unlock: open, confirm or reject the hire, delete. */
export type UnlockStatusCommand = Exclude<UnlockCommand, { type: 'UnlockContact' }>['type'];

export const runUnlockCommand = (store: EventStore, ref: { unlockId: string; companyId: string; contactId: string }, type: UnlockStatusCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: unlockStreamId(ref.companyId, ref.contactId), decider: unlockDecider, command: { type, data: { unlockId: ref.unlockId } }, metadata });
