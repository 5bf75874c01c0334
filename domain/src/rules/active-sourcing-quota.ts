/** A company's active-sourcing message allowance (spec §3 BO, §6 EC). */
export interface ActiveSourcingQuotaInput {
  hasUnlimitedAccess: boolean;
  totalMessages: number;
  sentMessages: number;
}

export type ActiveSourcingQuota =
  { unlimited: true; remaining: null; canSend: true } | { unlimited: false; remaining: number; canSend: boolean };

/** Remaining is total minus sent, never below 0; an unlimited plan has no remaining count. */
export function activeSourcingQuota({ hasUnlimitedAccess, totalMessages, sentMessages }: ActiveSourcingQuotaInput): ActiveSourcingQuota {
  if (hasUnlimitedAccess) return { unlimited: true, remaining: null, canSend: true };
  const remaining = Math.max(0, totalMessages - sentMessages);
  return { unlimited: false, remaining, canSend: remaining > 0 };
}

/** Plan default when a company has no explicit quota (spec EC §9). */
export const DEFAULT_ACTIVE_SOURCING_MESSAGES = 5;
/** The same candidate may be contacted again after this many days (spec EC §9). */
export const DEFAULT_RECONTACT_AFTER_DAYS = 90;
