/** How long candidates' data is kept: after their last rejection, after a talent-pool consent, without activity. */
export interface RetentionPolicy {
  /** Months after the last rejection (default 6: § 15(4) AGG with § 61b ArbGG). */
  rejectedMonths: number;
  /** Months after a talent-pool consent (default 12; a new consent starts them again). */
  talentPoolMonths: number;
  /** Months after the last activity (sign-in, offer, registration) a candidate is erased (default 24). */
  inactiveMonths: number;
  /** Days before an erasure for inactivity the candidate is told of it (default 30). */
  inactivityNoticeDays: number;
}

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  rejectedMonths: 6,
  talentPoolMonths: 12,
  inactiveMonths: 24,
  inactivityNoticeDays: 30,
};

/** What the retention rule needs to know of a candidate. */
export interface RetentionFacts {
  /**
   * The candidate's offers, and how many of them ended in a rejection: on the admin board (`unqualified`),
   * by the employer (unlocked-contact status 5, with reasons), or declined by the candidate.
   */
  offers: number;
  rejectedOffers: number;
  /** When the last of these rejections was (ISO instant). */
  lastRejectedAt: string | null;
  /** When the talent-pool consent in force was given, if one is. */
  talentPoolConsentAt: string | null;
  /** The candidate's last activity: registration, sign-in or any event of an offer of theirs, whichever is latest. Absent: none known. */
  lastActivityAt?: string | null;
  /** The candidate's last sign-in (a sign-in after the last rejection makes them active again). */
  lastSignInAt?: string | null;
  /** When the notice of the erasure for inactivity (for the current `lastActivityAt`) was sent, if it was. */
  inactivityNoticeAt?: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** `instant` plus whole calendar months (UTC); a day the target month lacks becomes its last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(instant: string, months: number): Date {
  const date = new Date(instant);
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);

/**
 * Whether the rejection rule applies: every offer (at least one) ended in a rejection and the candidate
 * has not signed in since the last one (a newer positive relation, an open or accepted offer, or a
 * sign-in makes them an active candidate again).
 */
export function isRejectedCandidate(facts: RetentionFacts): boolean {
  if (facts.offers === 0 || facts.rejectedOffers < facts.offers || !facts.lastRejectedAt) return false;
  return !facts.lastSignInAt || facts.lastSignInAt <= facts.lastRejectedAt;
}

/**
 * Whether the candidate's data is restricted (Art. 18 DSGVO) during the AGG defence period: a rejected
 * candidate without a talent-pool consent is kept but not matched into audiences nor found in searches.
 */
export const isProcessingRestricted = (facts: RetentionFacts): boolean => isRejectedCandidate(facts) && !facts.talentPoolConsentAt;

/** When the candidate counts as inactive (`inactiveMonths` after the last activity), or null without known activity. */
export const inactiveAt = (facts: RetentionFacts, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): Date | null =>
  facts.lastActivityAt ? addMonths(facts.lastActivityAt, policy.inactiveMonths) : null;

/** When the notice of the erasure for inactivity is to be sent: `inactivityNoticeDays` before the candidate counts as inactive. */
export function inactivityNoticeDueAt(facts: RetentionFacts, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): Date | null {
  const inactive = inactiveAt(facts, policy);
  return inactive ? new Date(inactive.getTime() - policy.inactivityNoticeDays * DAY_MS) : null;
}

/** Whether the notice is to be sent at `now`: due and not yet sent for this period of inactivity. */
export function isInactivityNoticeDue(facts: RetentionFacts, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): boolean {
  const due = inactivityNoticeDueAt(facts, policy);
  return due !== null && !facts.inactivityNoticeAt && due.getTime() <= now.getTime();
}

export type RetentionReason = 'rejected' | 'inactive' | 'talent_pool';

/**
 * When the candidate's personal data is due for erasure and by which rule, or null while no rule applies:
 * a rejected candidate (see `isRejectedCandidate`) `rejectedMonths` after the last rejection; any candidate
 * `inactiveMonths` after their last activity, but only once told and not before `inactivityNoticeDays`
 * after the notice; with a talent-pool consent in force, not before `talentPoolMonths` after that consent.
 */
export function retentionDue(
  facts: RetentionFacts,
  policy: RetentionPolicy = DEFAULT_RETENTION_POLICY,
): { at: Date; reason: RetentionReason } | null {
  const candidates: Array<{ at: Date; reason: RetentionReason }> = [];
  if (isRejectedCandidate(facts) && facts.lastRejectedAt)
    candidates.push({ at: addMonths(facts.lastRejectedAt, policy.rejectedMonths), reason: 'rejected' });
  const inactive = inactiveAt(facts, policy);
  if (inactive && facts.inactivityNoticeAt)
    candidates.push({
      at: later(inactive, new Date(new Date(facts.inactivityNoticeAt).getTime() + policy.inactivityNoticeDays * DAY_MS)),
      reason: 'inactive',
    });
  const first = candidates.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (!first) return null;
  if (!facts.talentPoolConsentAt) return first;
  const afterConsent = addMonths(facts.talentPoolConsentAt, policy.talentPoolMonths);
  return afterConsent > first.at ? { at: afterConsent, reason: 'talent_pool' } : first;
}

/** When the candidate's personal data is due for erasure, or null while no rule applies (see `retentionDue`). */
export const retentionDueAt = (facts: RetentionFacts, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): Date | null =>
  retentionDue(facts, policy)?.at ?? null;

/** Whether the candidate's data is due for erasure at `now`. */
export const isRetentionDue = (facts: RetentionFacts, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): boolean => {
  const due = retentionDueAt(facts, policy);
  return due !== null && due.getTime() <= now.getTime();
};
