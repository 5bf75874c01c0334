/** How long candidates' data is kept after their last rejection, and after a talent-pool consent. */
export interface RetentionPolicy {
  /** Months after the last rejection (default 6: § 15(4) AGG with § 61b ArbGG). */
  rejectedMonths: number;
  /** Months after a talent-pool consent (default 12; a new consent starts them again). */
  talentPoolMonths: number;
}

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = { rejectedMonths: 6, talentPoolMonths: 12 };

/** What the retention rule needs to know of a candidate. */
export interface RetentionFacts {
  /** The candidate's offers, and how many of them are rejected (`unqualified`). */
  offers: number;
  rejectedOffers: number;
  /** When the last of their offers was rejected (ISO instant). */
  lastRejectedAt: string | null;
  /** When the talent-pool consent in force was given, if one is. */
  talentPoolConsentAt: string | null;
}

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

/**
 * When the candidate's personal data is due for erasure, or null while it is not subject to the rule:
 * only candidates all of whose offers (at least one) were rejected are. Due `rejectedMonths` after the
 * last rejection; with a talent-pool consent in force, not before `talentPoolMonths` after that consent.
 */
export function retentionDueAt(facts: RetentionFacts, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): Date | null {
  if (facts.offers === 0 || facts.rejectedOffers < facts.offers || !facts.lastRejectedAt) return null;
  const afterRejection = addMonths(facts.lastRejectedAt, policy.rejectedMonths);
  if (!facts.talentPoolConsentAt) return afterRejection;
  const afterConsent = addMonths(facts.talentPoolConsentAt, policy.talentPoolMonths);
  return afterConsent > afterRejection ? afterConsent : afterRejection;
}

/** Whether the candidate's data is due for erasure at `now`. */
export const isRetentionDue = (facts: RetentionFacts, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION_POLICY): boolean => {
  const due = retentionDueAt(facts, policy);
  return due !== null && due.getTime() <= now.getTime();
};
