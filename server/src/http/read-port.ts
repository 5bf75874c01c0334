import type { CommandReadPort, ReadModelName } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { projectionNamed } from '@rm/projectors';
import { accountByEmail, campaignAudienceCandidates, isEmployerOf, loadAuthUser, offerOfContactInCampaign, readOfferCard, readUnlockedContact } from '@rm/query-api';
import type { DatabasePool } from 'slonik';
import { waitUntilProjected } from './catch-up';

/** How long a command's answer waits for its read model before answering with what is there. */
const CATCH_UP_TIMEOUT_MS = 5000;

/** The read-side lookups the command routes need, served from the read models. */
export function createCommandReadPort(pool: DatabasePool, store: EventStore, logger: Logger): CommandReadPort {
  return {
    account: (email) => accountByEmail(pool, email),
    user: (userId) => loadAuthUser(pool, userId),
    offerCard: (offerId) => readOfferCard(pool, offerId),
    offerFor: (contactId, campaignId) => offerOfContactInCampaign(pool, contactId, campaignId),
    isEmployerOf: (companyId, userId) => isEmployerOf(pool, companyId, userId),
    unlockedContact: (unlockId) => readUnlockedContact(pool, unlockId),
    audienceCandidates: (campaignId) => campaignAudienceCandidates(pool, campaignId),
    async caughtUp(readModel: ReadModelName, position: bigint | null) {
      const projection = projectionNamed(readModel);
      if (!projection) throw new Error(`No read model named ${readModel}.`);
      const target = position ?? (await store.headPosition());
      // A lagging read model makes the answer stale, not the command undone.
      if (!(await waitUntilProjected(pool, [projection], target, CATCH_UP_TIMEOUT_MS))) {
        logger.warn({ readModel, position: target.toString() }, 'answering before the read model caught up');
      }
    },
  };
}
