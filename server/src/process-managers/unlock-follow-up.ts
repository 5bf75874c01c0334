import { loadUnlock, moveOfferToUnlocked, refundCampaignBudget, type CommandStore } from '@rm/command-api';
import { DomainError } from '@rm/domain';
import type { Logger } from '@rm/platform';
import type { Projection } from '@rm/projectors';

/**
 * Finishes unlocks whose offer was not moved. Unlocking writes two streams one after the other (the
 * unlock, then the offer to `unlocked`); a process that dies between the two leaves the offer behind.
 * This reactor follows the log and moves the offer of every `ContactUnlocked` that names one; the move is
 * idempotent per unlock (the offer remembers the unlocks that moved it), so the usual case, where the
 * command moved the offer itself, appends nothing. It runs under a projector lease like a read model,
 * with a checkpoint of its own, but starts at the head of the log when first deployed. It also gives the
 * cost of a deleted unlock back to its campaign's budget when the delete command could not (idempotent).
 */
export function unlockFollowUp(store: CommandStore, logger?: Logger): Projection {
  return {
    name: 'unlock-follow-up',
    schema: 'pm_unlock_follow_up',
    startsAtHead: true,
    // What it acts on: no other event reaches it (see the command cost budget).
    eventTypes: ['ContactUnlocked', 'UnlockDeleted'],
    createTables: () => Promise.resolve(),
    async handle(batch) {
      for (const event of batch) {
        if (event.type === 'UnlockDeleted') {
          // The delete command gives the cost back itself; this finishes it when that process died before.
          const unlock = await loadUnlock(store, event.data.companyId, event.data.contactId);
          if (unlock.status === 'deleted' && unlock.unlockId === event.data.unlockId && unlock.campaignId) {
            await refundCampaignBudget(
              store,
              { campaignId: unlock.campaignId, unlockId: event.data.unlockId },
              {
                actorId: event.metadata.actorId,
                actorRole: event.metadata.actorRole,
                correlationId: event.metadata.correlationId,
                causationId: event.id,
              },
            );
          }
          continue;
        }
        if (event.type !== 'ContactUnlocked' || !event.data.offerId) continue;
        try {
          const moved = await moveOfferToUnlocked(store, event.data.offerId, event.data.unlockId, {
            actorId: event.metadata.actorId,
            actorRole: event.metadata.actorRole,
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            // The move belongs to the unlock: its time, as when the command makes the move itself.
            occurredAt: event.metadata.occurredAt,
          });
          // Usually the command's own move simply comes after this one; only a missing move is worth a look.
          if (moved.events.length > 0)
            logger?.debug(
              { unlockId: event.data.unlockId, offerId: event.data.offerId },
              'moved the offer of an unlock before its command did, or instead of it',
            );
        } catch (error) {
          // An offer that does not exist cannot follow; anything else is retried with the batch.
          if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
        }
      }
      return [];
    },
  };
}
