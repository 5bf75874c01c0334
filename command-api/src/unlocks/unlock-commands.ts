import { randomUUID } from 'node:crypto';
import { foldEvents, unlockDecider, unlockStreamId, type ContactSnapshot, type UnlockCommand, type UnlockEvent } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { refundCampaignBudget, spendCampaignBudget } from '../campaigns/campaign-commands';
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
export async function unlockContact(
  store: EventStore,
  input: UnlockContactInput,
  metadata: CommandMetadata,
  options: UnlockContactOptions = {},
): Promise<string> {
  return (await recordUnlock(store, input, metadata, options)).unlockId;
}

/**
 * Unlocks a contact for a company: the contact's own stream says whether it may be unlocked, the
 * per-company-and-contact stream `unlock-<company>-<contact>` makes a second unlock fail on the write
 * (expected: no stream, or the revision of a deleted unlock), and the offer follows to `unlocked`.
 *
 * Through a campaign, the unlock is paid from the campaign's remaining budget first (its own stream, so
 * two unlocks never spend the same euro), and refused when the budget cannot pay. The unlock is then
 * written; should that fail (a second unlock that lost the race, or any error), the cost goes back.
 * Between the two writes a process could die and leave a spend without its unlock: the campaign's
 * audit trail shows it, and an admin can add the amount back when de-blocking.
 */
export async function recordUnlock(
  store: EventStore,
  input: UnlockContactInput,
  metadata: CommandMetadata,
  options: UnlockContactOptions = {},
): Promise<UnlockOutcome> {
  const unlockId = input.unlockId ?? randomUUID();
  const { state: contact } = await loadContact(store, input.contactId);
  const snapshot: ContactSnapshot =
    contact.status === 'registered'
      ? { exists: true, isActive: contact.isActive, disabledForUnlock: contact.disabledForUnlock }
      : { exists: false, isActive: false, disabledForUnlock: false };
  const command: UnlockCommand = {
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
  };
  const streamId = unlockStreamId(input.companyId, input.contactId);
  let spent = false;
  if (input.campaignId) {
    // Refusals the unlock's own stream gives (an inactive contact, a second unlock) come before the budget's.
    unlockDecider.decide(command, foldEvents(unlockDecider, (await store.readStream(streamId)) as unknown as UnlockEvent[]));
    const spend = await spendCampaignBudget(store, { campaignId: input.campaignId, unlockId, companyId: input.companyId }, metadata);
    spent = spend.events.length > 0;
  }
  let result;
  try {
    result = await handleCommand({ store, streamId, decider: unlockDecider, command, metadata, retryOnConflict: false });
  } catch (error) {
    if (spent && input.campaignId) await refundCampaignBudget(store, { campaignId: input.campaignId, unlockId }, metadata);
    throw error;
  }
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
export type UnlockStatusCommand = Extract<
  UnlockCommand,
  { type: 'OpenUnlockedContact' | 'ConfirmHireByAdmin' | 'RejectHireByAdmin' | 'DeleteUnlock' }
>['type'];

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

/** Charges the company for the hire of an unlocked contact (cents): a transaction of its own, once per unlock. */
export const chargeForHire = (
  store: EventStore,
  ref: { unlockId: string; companyId: string; contactId: string },
  charge: { transactionId: string; price: number },
  metadata: CommandMetadata,
) =>
  handleCommand({
    store,
    streamId: unlockStreamId(ref.companyId, ref.contactId),
    decider: unlockDecider,
    command: { type: 'ChargeForHire', data: { unlockId: ref.unlockId, ...charge } },
    metadata,
  });

/** The unlock of a contact for a company as its stream tells it. */
export async function loadUnlock(store: EventStore, companyId: string, contactId: string) {
  return foldEvents(unlockDecider, (await store.readStream(unlockStreamId(companyId, contactId))) as unknown as UnlockEvent[]);
}

/** Deletes an unlock and gives its cost back to its campaign's budget. */
export async function deleteUnlock(
  store: EventStore,
  ref: { unlockId: string; companyId: string; contactId: string },
  metadata: CommandMetadata,
) {
  const result = await runUnlockCommand(store, ref, 'DeleteUnlock', metadata);
  const campaignId = result.state.status === 'deleted' ? result.state.campaignId : null;
  if (campaignId && result.events.length > 0)
    await refundCampaignBudget(store, { campaignId, unlockId: ref.unlockId }, { ...metadata, causationId: result.eventIds[0] ?? null });
  return result;
}
