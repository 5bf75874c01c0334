import type { CommandReadPort, ReadModelName } from '@rm/command-api';
import type { OfferCard } from '@rm/domain';
import { LRUCache } from 'lru-cache';
import type { EventStore } from '@rm/eventstore';
import type { Logger, StatementClient } from '@rm/platform';
import { projectionNamed, type ProjectionProgress } from '@rm/projectors';
import {
  accountByEmail,
  chatContactFor,
  chatContactRecord,
  chatMessage,
  chatUnlocked,
  chatUnlockedBy,
  contactIdByPhone,
  lastOutgoingCompany,
  campaignAudienceCandidates,
  commentSubject,
  companyHasUnlocked,
  countKnownContacts,
  countPotentialContacts,
  employerUnlockedContact,
  isEmployerOf,
  loadAuthUser,
  managedUsers,
  offerOfContactInCampaign,
  postalPlace,
  postalPlacesStartingWith,
  potentialContactPlaces,
  readAudience,
  readCandidateProfile,
  readComment,
  readNotification,
  readOfferCard,
  readTask,
  readUnlockedContact,
  referenceItem,
  referenceItemKind,
  reminderTargetOffers,
  taskStatusByIdentifier,
  timelineEntry,
  timelineStats,
  transactionCompany,
  hadOfferFrom,
  reviewQuestionIds,
  reviewQuestionIdsByType,
  publicEmployerExists,
  potentialUnlocks,
} from '@rm/query-api';
import type { DatabasePool } from 'slonik';
import { waitUntilProjected } from './catch-up';

/** How long a command's answer waits for its read model before answering with what is there. */
const CATCH_UP_TIMEOUT_MS = 5000;

/** How long a command's answer may reuse an offer card it read before. */
const CARD_CACHE_MS = 30_000;

/** The read-side lookups the command routes need, served from the read models. */
export function createCommandReadPort(
  pool: DatabasePool,
  db: StatementClient,
  store: EventStore,
  logger: Logger,
  progress?: ProjectionProgress,
): CommandReadPort {
  // Cards answer stage changes with the stage as decided; the rest of a card (names) may be this old.
  const cards = new LRUCache<string, OfferCard>({ max: 5_000, ttl: CARD_CACHE_MS });
  return {
    account: (email) => accountByEmail(pool, email),
    user: (userId) => loadAuthUser(db, userId),
    offerCard: async (offerId) => {
      const cached = cards.get(offerId);
      if (cached) return cached;
      const card = await readOfferCard(db, offerId);
      if (card) cards.set(offerId, card);
      return card;
    },
    offerFor: (contactId, campaignId) => offerOfContactInCampaign(pool, contactId, campaignId),
    isEmployerOf: (companyId, userId) => isEmployerOf(pool, companyId, userId),
    hasUnlocked: (companyId, contactId) => companyHasUnlocked(pool, companyId, contactId),
    chat: {
      contact: (contactId) => chatContactRecord(pool, contactId),
      contactFor: (contactId, companyId) => chatContactFor(pool, contactId, companyId),
      contactByPhone: (phone) => contactIdByPhone(pool, phone),
      lastOutgoingCompany: (contactId) => lastOutgoingCompany(pool, contactId),
      unlocked: (companyId, contactId) => chatUnlocked(pool, companyId, contactId),
      unlockedBy: (contactId) => chatUnlockedBy(pool, contactId),
      message: (messageId) => chatMessage(pool, messageId),
    },
    unlockedContact: (unlockId) => readUnlockedContact(pool, unlockId),
    audienceCandidates: (campaignId) => campaignAudienceCandidates(pool, campaignId),
    referenceItem: (itemId) => referenceItem(pool, itemId),
    managedUsers: (filters) => managedUsers(pool, filters),
    reviews: {
      employerExists: (companyId) => publicEmployerExists(pool, companyId),
      hadOfferFrom: (contactId, companyId) => hadOfferFrom(pool, contactId, companyId),
      questionIds: (model, reviewerType) => reviewQuestionIds(pool, model, reviewerType),
      questionIdsByType: (model) => reviewQuestionIdsByType(pool, model),
    },
    geography: {
      postalPlace: (zipCode) => postalPlace(pool, zipCode),
      postalPlacesStartingWith: (digits) => postalPlacesStartingWith(pool, digits),
      countPotentialContacts: (criteria) => countPotentialContacts(pool, criteria),
      potentialContactPlaces: (criteria) => potentialContactPlaces(pool, criteria),
      audience: (audienceId) => readAudience(pool, audienceId),
    },
    transaction: (transactionId) => transactionCompany(pool, transactionId),
    reminderTargets: (selection) => reminderTargetOffers(pool, selection),
    employerUnlockedContact: (unlockId) => employerUnlockedContact(pool, unlockId),
    timelineEntry: (entryId) => timelineEntry(pool, entryId),
    timelineStats: (model, id) => timelineStats(pool, model, id),
    potentialUnlocks: (campaignId) => potentialUnlocks(pool, campaignId),
    task: (taskId) => readTask(pool, taskId),
    taskStatusByIdentifier: (identifier) => taskStatusByIdentifier(pool, identifier),
    referenceItemKind: (itemId) => referenceItemKind(pool, itemId),
    candidateProfile: (contactId) => readCandidateProfile(pool, contactId),
    commentSubject: (model, id) => commentSubject(pool, model, id),
    comment: (commentId) => readComment(pool, commentId),
    notification: (notificationId, user) => readNotification(pool, notificationId, user),
    knownContacts: (contactIds) => countKnownContacts(pool, contactIds),
    async caughtUp(readModel: ReadModelName, position: bigint | null) {
      const projection = projectionNamed(readModel);
      if (!projection) throw new Error(`No read model named ${readModel}.`);
      const target = position ?? (await store.headPosition());
      // A lagging read model makes the answer stale, not the command undone.
      if (!(await waitUntilProjected(pool, [projection], target, CATCH_UP_TIMEOUT_MS, progress))) {
        logger.warn({ readModel, position: target.toString() }, 'answering before the read model caught up');
      }
    },
  };
}
