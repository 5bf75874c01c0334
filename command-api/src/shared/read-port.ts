import type { OfferCard, UnlockedContact } from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';

/** An unlocked contact as the unlock commands find it: the answer's shape plus where its stream is. */
export type UnlockedContactRecord = UnlockedContact & { company_id: string; deleted: boolean };

/** Read models the command routes wait for before answering with their rows. */
export type ReadModelName = 'users' | 'contacts' | 'campaigns' | 'offer-board' | 'unlocks' | 'audit-log';

/**
 * Read-side lookups the command routes need: to find a stream by another key, for soft rules, and
 * for their answers. Injected by the composition so that the command side never imports the query
 * side. No hard rule that two commands could race on is decided from these.
 */
export interface CommandReadPort {
  /** Sign-in: the account of a (normalised) e-mail address. */
  account(email: string): Promise<{ userId: string; passwordHash: string } | null>;
  user(userId: string): Promise<AuthUser | null>;
  offerCard(offerId: string): Promise<OfferCard | null>;
  /** The contact's offer in a campaign (the unlock moves it). */
  offerFor(contactId: string, campaignId: string): Promise<string | null>;
  isEmployerOf(companyId: string, userId: string): Promise<boolean>;
  unlockedContact(unlockId: string): Promise<UnlockedContactRecord | null>;
  /** The candidate count of the campaign's audience, a statistic; null for an unknown campaign. */
  audienceCandidates(campaignId: string): Promise<number | null>;
  /**
   * Waits until the read model has applied the event at `position` (the command's own append), so that
   * an answer read from it shows the change; null: everything readable now.
   */
  caughtUp(readModel: ReadModelName, position: bigint | null): Promise<void>;
}
